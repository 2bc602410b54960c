// Public site calls: site info (spec §3) and the RSA public key (spec §7).
import { Hono } from 'hono'
import type { Selectable } from 'kysely'
import { Code } from '../../src/api/codes.ts'
import type { RsaKeys } from '../auth/rsa.ts'
import type { SiteInfoTable } from '../db/schema.ts'
import type { AppEnv } from '../http/context.ts'
import { ApiFailure, ok } from '../http/envelope.ts'

/** Site info as GET /user/getErpInfo answers it: the settings with ID, company and erp_title. */
export function toSiteInfo(site: Selectable<SiteInfoTable>): Record<string, unknown> {
  const settings = JSON.parse(site.settings) as Record<string, unknown>
  return { ...settings, ID: site.com_id, company: site.company, erp_title: site.erp_title }
}

/** What a visitor may read of the company's website details (the rest stays with getErpInfo). */
const MINIMAL_SITE_FIELDS = ['web_slogan', 'web_phone', 'web_email', 'web_address', 'web_icp'] as const

export function siteRoutes(rsa: RsaKeys | null) {
  const app = new Hono<AppEnv>()

  app.get('/user/getErpInfo', async (c) => {
    const dm = (c.req.query('dm') ?? '').trim()
    const base = c.get('db').selectFrom('site_info').selectAll()
    const site = dm
      ? await base.where('dm', '=', dm).executeTakeFirst()
      : await base.orderBy('com_id').executeTakeFirst()
    if (!site) {
      if (dm) throw new ApiFailure(Code.badRequest, 'siteUnknown')
      return ok(c, { ID: 0 })
    }
    return ok(c, toSiteInfo(site))
  })

  // GET /user/getErpInfoMi (spec §7; its answer is not shown there): the minimal site info — who the
  // company is and how a visitor reaches it (login, sign-up and public note pages) — without the
  // module switches and menu titles getErpInfo carries.
  app.get('/user/getErpInfoMi', async (c) => {
    const dm = (c.req.query('dm') ?? '').trim()
    const base = c.get('db').selectFrom('site_info').selectAll()
    const site = dm
      ? await base.where('dm', '=', dm).executeTakeFirst()
      : await base.orderBy('com_id').executeTakeFirst()
    if (!site) {
      if (dm) throw new ApiFailure(Code.badRequest, 'siteUnknown')
      return ok(c, { ID: 0 })
    }
    const settings = JSON.parse(site.settings) as Record<string, unknown>
    const publicPart = Object.fromEntries(MINIMAL_SITE_FIELDS.map((k) => [k, settings[k] ?? '']))
    return ok(c, {
      ID: site.com_id,
      company: site.company,
      erp_title: site.erp_title,
      logo: `/Uploads/${site.com_id}/logo_min.png`,
      favicon: `/Uploads/${site.com_id}/favicon.ico`,
      ...publicPart,
    })
  })

  app.get('/publicKey', (c) => ok(c, { publicKey: rsa?.publicKeyPem ?? '', mockServer: false }))

  return app
}
