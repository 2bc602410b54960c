// The till's technicians list (src/modules/shop/technicians.resource.ts): every staff file of the
// company still employed, its name and shop and nothing else, to whoever may work a till.
import type { Hono } from 'hono'
import { staff } from '../../src/modules/hr/staff.resource.ts'
import { technicians } from '../../src/modules/shop/technicians.resource.ts'
import { requireUser } from '../auth/require-user.ts'
import { companyRows } from '../db/resource-rows.ts'
import type { AppEnv } from '../http/context.ts'
import { ok } from '../http/envelope.ts'
import { pageLimit } from '../http/list-paging.ts'
import { requireAccess } from '../http/require-access.ts'

export function technicianListRoute(app: Hono<AppEnv>): void {
  app.get(technicians.api.list, requireUser, requireAccess(technicians.access), async (c) => {
    const rows = await companyRows(c.get('db'), staff, c.get('user').com_id)
      .select(['id', 'name', 'shop_id', 'updated_at'])
      .where('status', '!=', 'left')
      .where('id', '>', c.req.query('after_id') ?? '')
      .orderBy('id')
      .limit(pageLimit(c))
      .execute()
    const list = rows.map((s) => ({
      id: String(s.id),
      name: String(s.name ?? ''),
      shop_id: String(s.shop_id ?? ''),
      updated_at: Number(s.updated_at ?? 0),
    }))
    return ok(c, list)
  })
}
