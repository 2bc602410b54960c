// The admin's system calls beside the accounts: saving site info (/site/sitesettings, /web/webset)
// and the login records of /site/sitelogtext. Admin only (switch sel900 and code 900), on the server.
import { Hono } from 'hono'
import { type Selectable, sql } from 'kysely'
import { Code } from '../../src/api/codes.ts'
import { formatCompanyTime } from '../../src/lib/company-time.ts'
import { saveSiteSettings } from '../../src/modules/system/system.commands.ts'
import { users } from '../../src/modules/system/users.resource.ts'
import { requireUser } from '../auth/require-user.ts'
import { readTransaction } from '../db/connection.ts'
import { nextRev } from '../db/resource-tables.ts'
import type { LoginRecordsTable } from '../db/schema.ts'
import { companySite, toSiteInfo } from '../db/site-info.ts'
import { runCommand } from '../http/command.ts'
import type { AppEnv } from '../http/context.ts'
import { ApiFailure, ok } from '../http/envelope.ts'
import { pageLimit } from '../http/list-paging.ts'
import { requireAccess } from '../http/require-access.ts'
import { serveCommand } from './serve-command.ts'

function toApiRecord(r: Selectable<LoginRecordsTable>) {
  return {
    id: String(r.id),
    su: r.su,
    staff: r.staff,
    login_at: formatCompanyTime(Number(r.created_at)),
    user_ip: r.user_ip,
    window_screen: r.window_screen,
    user_mac: r.user_mac,
    document_url: r.document_url,
    visitor_id: r.visitor_id,
    created_at: Number(r.created_at),
    updated_at: Number(r.created_at),
  }
}

const adminOnly = [requireUser, requireAccess(users.access)] as const

export function siteAdminRoutes() {
  const app = new Hono<AppEnv>()

  // POST /user/saveErpInfo: a patch of switches, menu titles and website details; answers the whole
  // site info, as GET /user/getErpInfo would.
  serveCommand(app, saveSiteSettings, async ({ trx, by, shared }) => {
    await shared()
    const site = await companySite(trx, by.comId)
    return site && toSiteInfo(site)
  })

  // The sync protocol of resource-routes.ts: full pulls page by id (as text, the order the engine's
  // after_id compares in) with the cursor read first; delta pulls follow rev, tombstones included.
  app.get('/user/getUserLoginList', ...adminOnly, async (c) => {
    const comId = c.get('user').com_id
    const limit = pageLimit(c, 20)
    const since = c.req.query('updated_since')
    return readTransaction(c.get('db')).execute(async (trx) => {
      const company = trx.selectFrom('login_records').where('com_id', '=', comId)
      const total = await company
        .select(sql<number>`count(*)`.as('n'))
        .where('deleted', '=', 0)
        .executeTakeFirst()
      if (since !== undefined) {
        const from = Math.max(0, Math.floor(Number(since)) || 0)
        const rows = await company.selectAll().where('rev', '>', from).orderBy('rev').limit(limit).execute()
        return ok(c, rows.filter((r) => !r.deleted).map(toApiRecord), {
          total: Number(total?.n ?? 0),
          cursor: String(rows.length ? Number(rows.at(-1)!.rev) : from),
          deleted: rows.filter((r) => r.deleted).map((r) => String(r.id)),
          more: rows.length === limit,
        })
      }
      const maxRev = await company.select(sql<number>`coalesce(max(rev), 0)`.as('m')).executeTakeFirst()
      const idText = sql<string>`cast(id as text)`
      const rows = await company
        .selectAll()
        .where('deleted', '=', 0)
        .where(idText, '>', c.req.query('after_id') ?? '')
        .orderBy(idText)
        .limit(limit)
        .execute()
      return ok(c, rows.map(toApiRecord), {
        total: Number(total?.n ?? 0),
        cursor: String(Number(maxRev?.m ?? 0)),
        deleted: [],
      })
    })
  })

  app.post('/user/delUserLogin', ...adminOnly, (c) =>
    runCommand(c, 'loginRecords.remove', async (trx, body) => {
      const id = String(((body ?? {}) as Record<string, unknown>).id ?? '')
      if (!/^\d{1,15}$/.test(id))
        throw new ApiFailure(Code.badRequest, 'badField', {
          field: c.get('lang') === 'en' ? 'Record id' : '记录编号',
        })
      // A tombstone, so other admins' devices drop it at their next delta pull.
      await trx
        .updateTable('login_records')
        .set({
          deleted: 1,
          rev: await nextRev(trx, { resource: 'loginRecords', comId: c.get('user').com_id, id }),
        })
        .where('id', '=', Number(id))
        .where('com_id', '=', c.get('user').com_id)
        .where('deleted', '=', 0)
        .execute()
      return { id }
    }),
  )

  return app
}
