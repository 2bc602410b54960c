// Spec §7 staff detail: the staff file behind an account (name, post, department, shop, company),
// which the page keeps under the spec's local storage keys. A user may read their own file; reading
// another's needs the staff module.
import { Hono } from 'hono'
import { Code } from '../../src/api/codes.ts'
import type { StaffDetail } from '../../src/auth/user-info.ts'
import { shops } from '../../src/modules/hr/organisation.resource.ts'
import { staff } from '../../src/modules/hr/staff.resource.ts'
import { users } from '../../src/modules/system/users.resource.ts'
import { linkAccount } from '../approvals/account-link-history.ts'
import { requireUser } from '../auth/require-user.ts'
import { findRow, idsWhere } from '../db/resource-rows.ts'
import { runCommand } from '../http/command.ts'
import type { AppEnv } from '../http/context.ts'
import { ApiFailure, ok } from '../http/envelope.ts'
import { checkAccess, requireAccess } from '../http/require-access.ts'
import { writerOf } from '../http/writer.ts'
import { apiUserId, findAccount, usersChanged } from './user-routes.ts'

export function staffRoutes() {
  const app = new Hono<AppEnv>()
  app.get('/staff/getStaffInfo', requireUser, async (c) => {
    const user = c.get('user')
    const id = c.req.query('id') ?? ''
    const own = id !== '' && id === user.staff_ref
    // Another's file: the staff module's rule, its site switch included.
    if (!own) await checkAccess(c, staff.access)
    const file = await findRow(c.get('db'), staff, id, user.com_id)
    if (!file) throw new ApiFailure(Code.notFound, 'recordDeleted')
    const detail: StaffDetail = {
      name: String(file.name),
      post_id: String(file.post_id ?? ''),
      // A staff file names no contract in PM3's data (no resource links staff to one).
      cont_id: '',
      depa_id: String(file.depa_id),
      // A staff file's shop is the one it manages; none for staff of no shop.
      dian_id: (await idsWhere(c.get('db'), shops, user.com_id, { manager_id: String(file.id) }))[0] ?? '',
      comp_id: user.com_id,
    }
    return ok(c, detail)
  })

  // An admin links an account to its staff file (one file, one account): approvals and the staff
  // detail follow the link, so moving it moves who is who in a flow. Admin-only, and never one's own
  // account: an HR clerk linked to the general manager's file would approve as the general manager.
  app.post('/staff/saveStaffMap', requireUser, requireAccess(users.access), (c) =>
    runCommand(c, 'staff.map', async (trx, body) => {
      const { staff_id: staffId, user_id: userId } = (body ?? {}) as Record<string, unknown>
      const comId = c.get('user').com_id
      if (typeof staffId !== 'string' || !(await findRow(trx, staff, staffId, comId)))
        throw new ApiFailure(Code.notFound, 'recordDeleted')
      const account = await findAccount(
        trx,
        comId,
        typeof userId === 'number' ? String(userId) : String(userId ?? ''),
      )
      if (account.id === c.get('user').id) throw new ApiFailure(Code.forbidden, 'cannotLinkSelf')
      await linkAccount(trx, writerOf(c), account, staffId)
      usersChanged(comId)
      return { user_id: apiUserId(account), staff_id: staffId }
    }),
  )
  return app
}
