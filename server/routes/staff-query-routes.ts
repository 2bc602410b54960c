// The staff queries of spec §7 beyond the mirrored lists: one department, company or post, the
// staff of a department or a project, a department's posts (full and brief), the caller's own
// department. Reads need the HR module (400), except a user's own department.
import { type Context, Hono } from 'hono'
import { Code } from '../../src/api/codes.ts'
import { departments } from '../../src/modules/hr/departments.resource.ts'
import { companies, posts } from '../../src/modules/hr/organisation.resource.ts'
import { staff } from '../../src/modules/hr/staff.resource.ts'
import { projPosts } from '../../src/modules/projects/projects.resource.ts'
import type { AnyResource } from '../../src/resources/define-resource.ts'
import { requireUser } from '../auth/require-user.ts'
import { findRow, untyped } from '../db/resource-rows.ts'
import { tableName } from '../db/resource-tables.ts'
import type { AppEnv } from '../http/context.ts'
import { ApiFailure, ok } from '../http/envelope.ts'
import { requireAccess } from '../http/require-access.ts'
import { toApiRow } from './resource-routes.ts'

export function staffQueryRoutes() {
  const app = new Hono<AppEnv>()
  const hr = [requireUser, requireAccess(staff.access)] as const

  const one = (path: string, r: AnyResource) =>
    app.get(path, ...hr, async (c) => {
      const row = await findRow(c.get('db'), r, c.req.query('id') ?? '', c.get('user').com_id)
      if (!row) throw new ApiFailure(Code.notFound, 'recordDeleted')
      return ok(c, toApiRow(r, row))
    })
  one('/staff/getComp', companies)
  one('/staff/getDepaInfo', departments)
  one('/staff/getStaffDepaPost', posts)

  /** The company's live rows of a resource whose `field` equals the query parameter of the same name. */
  const rowsWhere = async (c: Context<AppEnv>, r: AnyResource, field: string) => {
    const rows = await untyped(c.get('db'))
      .selectFrom(tableName(r))
      .selectAll()
      .where('com_id', '=', c.get('user').com_id)
      .where('deleted', '=', 0)
      .where(field, '=', c.req.query(field) ?? '')
      .orderBy('id')
      .execute()
    return rows.map((x) => toApiRow(r, x))
  }

  app.get('/staff/getStaffDepaStaffList', ...hr, async (c) => ok(c, await rowsWhere(c, staff, 'depa_id')))
  app.get('/staff/getStaffDepaPostList', ...hr, async (c) => ok(c, await rowsWhere(c, posts, 'depa_id')))
  // The brief form (简): id and name only, for pickers on slow links.
  app.get('/staff/getStaffDepaPostJian', ...hr, async (c) => {
    const rows = await rowsWhere(c, posts, 'depa_id')
    return ok(
      c,
      rows.map((p) => ({ id: p.id, name: p.name })),
    )
  })
  app.get('/staff/getStaffProjStaffList', ...hr, async (c) => {
    const held = await rowsWhere(c, projPosts, 'project_id')
    const comId = c.get('user').com_id
    const out = []
    for (const h of held) {
      const person = await findRow(c.get('db'), staff, String(h.staff_id), comId)
      if (person) out.push({ ...toApiRow(staff, person), project_post: h.post })
    }
    return ok(c, out)
  })
  app.get('/staff/getStaffDepa', requireUser, async (c) => {
    const user = c.get('user')
    const own = user.staff_ref ? await findRow(c.get('db'), staff, user.staff_ref, user.com_id) : undefined
    const depa = own ? await findRow(c.get('db'), departments, String(own.depa_id), user.com_id) : undefined
    return ok(c, depa ? toApiRow(departments, depa) : null)
  })
  return app
}
