// Spec §7 staff detail: the staff file behind an account (name, post, department, shop, company),
// which the page keeps under the spec's local storage keys. A user may read their own file; reading
// another's needs the staff module.
import { Hono } from 'hono'
import { Code } from '../../src/api/codes.ts'
import { parseAccessCodes } from '../../src/auth/access-codes.ts'
import type { StaffDetail } from '../../src/auth/user-info.ts'
import { staff } from '../../src/modules/hr/staff.resource.ts'
import { findRow } from '../db/resource-rows.ts'
import type { AppEnv } from '../http/context.ts'
import { ApiFailure, ok } from '../http/envelope.ts'
import { requireUser } from '../http/require-user.ts'

export function staffRoutes() {
  const app = new Hono<AppEnv>()
  app.get('/staff/getStaffInfo', requireUser, async (c) => {
    const user = c.get('user')
    const id = c.req.query('id') ?? ''
    const own = id !== '' && id === user.staff_ref
    if (!own && user.admin !== 1 && !parseAccessCodes(user.acce).includes(staff.access.code!))
      throw new ApiFailure(Code.forbidden, 'forbiddenModule')
    const file = await findRow(c.get('db'), staff, id, user.com_id)
    if (!file) throw new ApiFailure(Code.notFound, 'recordDeleted')
    const detail: StaffDetail = {
      name: String(file.name),
      // Posts are named, not numbered, in PM3's staff files.
      post_id: String(file.post),
      cont_id: '',
      depa_id: String(file.depa_id),
      dian_id: '',
      comp_id: user.com_id,
    }
    return ok(c, detail)
  })
  return app
}
