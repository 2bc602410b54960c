// The admin's system calls beside the accounts: saving site info (/site/sitesettings, /web/webset)
// and the login records of /site/sitelogtext. Admin only (switch sel900 and code 900), on the server.
import { Hono } from 'hono'
import { sql } from 'kysely'
import { Code } from '../../src/api/codes.ts'
import { formatCompanyTime } from '../../src/lib/company-time.ts'
import { parseSitePatch } from '../../src/modules/system/site-settings.ts'
import { runCommand } from '../http/command.ts'
import type { AppEnv } from '../http/context.ts'
import { ApiFailure, ok } from '../http/envelope.ts'
import { requireAccess } from '../http/require-access.ts'
import { requireUser } from '../http/require-user.ts'
import { MAX_PAGE } from './resource-routes.ts'
import { toSiteInfo } from './site-routes.ts'

const adminOnly = [requireUser, requireAccess({ switch: 'sel900', code: 900 })] as const

/** Site-info columns; every other key of a patch lives in the settings JSON. */
const COLUMNS = new Set(['company', 'erp_title'])

export function siteAdminRoutes() {
  const app = new Hono<AppEnv>()

  // POST /user/saveErpInfo: a patch of switches, menu titles and website details; answers the whole
  // site info, as GET /user/getErpInfo would.
  app.post('/user/saveErpInfo', ...adminOnly, (c) =>
    runCommand(c, 'site.saveSettings', async (trx, body) => {
      const result = parseSitePatch((body ?? {}) as Record<string, unknown>, c.get('lang'))
      if (!result.ok)
        throw new ApiFailure(Code.badRequest, 'invalidField', { message: result.messages.join('；') })
      const comId = c.get('user').com_id
      const site = await trx
        .selectFrom('site_info')
        .selectAll()
        .where('com_id', '=', comId)
        .executeTakeFirst()
      if (!site) throw new ApiFailure(Code.badRequest, 'siteUnknown')
      const settings = JSON.parse(site.settings) as Record<string, unknown>
      const columns: { company?: string; erp_title?: string } = {}
      for (const [key, value] of Object.entries(result.patch)) {
        if (COLUMNS.has(key)) columns[key as 'company' | 'erp_title'] = String(value)
        else settings[key] = value
      }
      await trx
        .updateTable('site_info')
        .set({ ...columns, settings: JSON.stringify(settings), updated_at: c.get('config').now() })
        .where('com_id', '=', comId)
        .execute()
      return toSiteInfo(
        await trx.selectFrom('site_info').selectAll().where('com_id', '=', comId).executeTakeFirstOrThrow(),
      )
    }),
  )

  // Full pulls paged by id as text, the order the sync engine's after_id compares in.
  app.get('/user/getUserLoginList', ...adminOnly, async (c) => {
    const db = c.get('db')
    const comId = c.get('user').com_id
    const limit = Math.min(Math.max(Number(c.req.query('limit')) || 20, 1), MAX_PAGE)
    const afterId = c.req.query('after_id') ?? ''
    const idText = sql<string>`cast(id as text)`
    const total = await db
      .selectFrom('login_records')
      .select(sql<number>`count(*)`.as('n'))
      .where('com_id', '=', comId)
      .executeTakeFirst()
    const rows = await db
      .selectFrom('login_records')
      .selectAll()
      .where('com_id', '=', comId)
      .where(idText, '>', afterId)
      .orderBy(idText)
      .limit(limit)
      .execute()
    return ok(
      c,
      rows.map((r) => ({
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
      })),
      { total: Number(total?.n ?? 0) },
    )
  })

  app.post('/user/delUserLogin', ...adminOnly, (c) =>
    runCommand(c, 'loginRecords.remove', async (trx, body) => {
      const id = String(((body ?? {}) as Record<string, unknown>).id ?? '')
      if (!/^\d{1,15}$/.test(id)) throw new ApiFailure(Code.badRequest, 'badRequest')
      await trx
        .deleteFrom('login_records')
        .where('id', '=', Number(id))
        .where('com_id', '=', c.get('user').com_id)
        .execute()
      return { id }
    }),
  )

  return app
}
