// Why a field that routes approvals is not editable in this form (issue 36): the server refuses the
// change without the approval-routing right, or on one's own staff file, so the form says so first.
import type { TFunction } from 'i18next'
import type { Language } from '../api/error-catalogue.ts'
import { holdsRight, RIGHTS } from '../auth/access-codes.ts'
import type { AnyResource } from '../resources/define-resource.ts'
import { inLanguage } from '../resources/text.ts'

type User = { admin?: number | boolean; acce?: string | null; staff_id?: string } | null

/** The note under a locked routing field, or null when the user may change it here. */
export function routingLock(
  r: AnyResource,
  field: string,
  record: { id?: unknown } | null,
  isNew: boolean,
  user: User,
  lang: Language,
  t: TFunction,
): string | null {
  // A new record moves nobody: no account is linked to it yet.
  if (!r.fields[field]?.routing || isNew) return null
  const right = inLanguage(RIGHTS.approvalRouting, lang)
  if (r.name === 'staff' && user?.staff_id && String(record?.id ?? '') === user.staff_id)
    return t('form.routingOwnFile', { right })
  if (!holdsRight(user, 'approvalRouting')) return t('form.routingNeedsRight', { right })
  return null
}
