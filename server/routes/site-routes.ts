// Public site calls: site info (spec §3) and the RSA public key (spec §7).
import { type Context, Hono } from 'hono'
import { Code } from '../../src/api/codes.ts'
import type { RsaKeys } from '../auth/rsa.ts'
import { siteOf, toSiteInfo } from '../db/site-info.ts'
import type { AppEnv } from '../http/context.ts'
import { ApiFailure, ok } from '../http/envelope.ts'

/** The site the call's domain code names (unknown: refused); none at all on an empty install. */
async function requestedSite(c: Context<AppEnv>) {
  const dm = (c.req.query('dm') ?? '').trim()
  const site = await siteOf(c.get('db'), dm)
  if (!site && dm) throw new ApiFailure(Code.badRequest, 'siteUnknown')
  return site
}

/** What a visitor may read of the company's website details (the rest stays with getErpInfo). */
const MINIMAL_SITE_FIELDS = ['web_slogan', 'web_phone', 'web_email', 'web_address', 'web_icp'] as const

export function siteRoutes(rsa: RsaKeys | null) {
  const app = new Hono<AppEnv>()

  app.get('/user/getErpInfo', async (c) => {
    const site = await requestedSite(c)
    return ok(c, site ? toSiteInfo(site) : { ID: 0 })
  })

  // GET /user/getErpInfoMi (spec §7; its answer is not shown there): the minimal site info — who the
  // company is and how a visitor reaches it (login, sign-up and public note pages) — without the
  // module switches and menu titles getErpInfo carries.
  app.get('/user/getErpInfoMi', async (c) => {
    const site = await requestedSite(c)
    if (!site) return ok(c, { ID: 0 })
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
