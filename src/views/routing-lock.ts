// Why a field that routes approvals is not editable in this form (issue 36): the server refuses the
// change without the approval-routing right, or on one's own staff file, so the form says so first.
import type { Language } from '../api/error-catalogue.ts'
import { holdsRight, RIGHTS } from '../auth/access-codes.ts'
import type { AnyResource } from '../resources/define-resource.ts'
import { bilingual, inLanguage } from '../resources/text.ts'

type User = { admin?: number | boolean; acce?: string | null; staff_id?: string } | null

/** The note under a locked routing field, or null when the user may change it here. */
export function routingLock(
  r: AnyResource,
  field: string,
  record: { id?: unknown } | null,
  isNew: boolean,
  user: User,
  lang: Language,
): string | null {
  // A new record moves nobody: no account is linked to it yet.
  if (!r.fields[field]?.routing || isNew) return null
  const right = RIGHTS.approvalRouting[lang === 'en' ? 'en' : 'zh']
  if (r.name === 'staff' && user?.staff_id && String(record?.id ?? '') === user.staff_id)
    return inLanguage(
      bilingual(
        `决定由谁审批，不能在自己的档案上修改，请由其他有“${right}”权限的同事修改`,
        `Decides who approves: not changed on your own file; ask a colleague holding "${right}"`,
      ),
      lang,
    )
  if (!holdsRight(user, 'approvalRouting'))
    return inLanguage(
      bilingual(`决定由谁审批，修改需要“${right}”权限`, `Decides who approves: changing it needs "${right}"`),
      lang,
    )
  return null
}
