// Who approves a request follows staff files' departments and posts (resolve-flow.ts), so the fields
// declared `routing` change only by holders of the approval-routing right, and never on the caller's
// own record: an HR clerk must not move their own file onto the general manager's post (issue 36).
// Every write path of these records (whole saves, patches, bulk set, import) is a save of the
// resource, so a save hook that sees the row before and after the edit guards them all; a refusal
// rolls the save back. The change itself stays in the record's history like any edit.
import type { Transaction } from 'kysely'
import { Code } from '../../src/api/codes.ts'
import { holdsRight, RIGHTS } from '../../src/auth/access-codes.ts'
import { posts } from '../../src/modules/hr/organisation.resource.ts'
import { staff } from '../../src/modules/hr/staff.resource.ts'
import type { AnyResource } from '../../src/resources/define-resource.ts'
import { inLanguage } from '../../src/resources/text.ts'
import { findRow, type Row } from '../db/resource-rows.ts'
import type { Database } from '../db/schema.ts'
import type { UserRow } from '../db/user-row.ts'
import type { WriteHooks } from '../db/write-hooks.ts'
import { ApiFailure } from '../http/envelope.ts'
import { fieldNames, type Lang } from '../http/messages.ts'

/** The declared fields that decide approval routing. */
export function routingFields(r: AnyResource): string[] {
  return Object.entries(r.fields).flatMap(([name, field]) => (field.routing ? [name] : []))
}

/** Whether a record is the caller's own: their staff file, or the post their file holds. */
type OwnRecord = (trx: Transaction<Database>, user: UserRow, id: string) => Promise<boolean>

const ownStaffFile: OwnRecord = async (_trx, user, id) => user.staff_ref !== '' && id === user.staff_ref

const ownPost: OwnRecord = async (trx, user, id) => {
  if (!user.staff_ref) return false
  const file = await findRow(trx, staff, user.staff_ref, user.com_id)
  return String(file?.post_id ?? '') === id
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v))

const fieldList = (r: AnyResource, names: string[], lang: Lang) =>
  fieldNames(
    lang,
    names.map((n) => inLanguage(r.fields[n]!.label, lang)),
  )

/** Refuses a save that moved a routing field without the right, or on the caller's own record. */
export async function checkRoutingChange(
  trx: Transaction<Database>,
  r: AnyResource,
  own: OwnRecord,
  w: { id: string; before: Row | undefined; user: UserRow; lang: Lang },
): Promise<void> {
  // A new record moves nobody: no account is linked to it yet (linking is an admin's, never their own).
  if (!w.before) return
  const after = await findRow(trx, r, w.id, w.user.com_id)
  if (!after) return
  const moved = routingFields(r).filter((name) => text(w.before![name]) !== text(after[name]))
  if (moved.length === 0) return
  const fields = fieldList(r, moved, w.lang)
  const right = inLanguage(RIGHTS.approvalRouting, w.lang)
  if (await own(trx, w.user, w.id))
    throw new ApiFailure(Code.forbidden, 'routingOwnRecord', { fields, right })
  if (!holdsRight(w.user, 'approvalRouting'))
    throw new ApiFailure(Code.forbidden, 'routingNeedsRight', { fields, right })
}

function guarded(r: AnyResource, own: OwnRecord): Record<string, WriteHooks> {
  return { [r.name]: { saved: (trx, w) => checkRoutingChange(trx, r, own, w) } }
}

export const routingHooks: Record<string, WriteHooks> = {
  ...guarded(staff, ownStaffFile),
  ...guarded(posts, ownPost),
}
