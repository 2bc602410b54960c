// The company's site info (spec §3): a few columns and a settings JSON of switches, menu titles and
// website details. Read by the public site calls, patched by the admin's save command.
import type { Kysely, Selectable, Transaction } from 'kysely'
import type { Database, SiteInfoTable } from './schema.ts'

type Db = Kysely<Database> | Transaction<Database>

/** Site info as GET /user/getErpInfo answers it: the settings with ID, company and erp_title. */
export function toSiteInfo(site: Selectable<SiteInfoTable>): Record<string, unknown> {
  const settings = JSON.parse(site.settings) as Record<string, unknown>
  return { ...settings, ID: site.com_id, company: site.company, erp_title: site.erp_title, dm: site.dm }
}

/** The site of a domain code; without one, the first company's (a single-company install). */
export function siteOf(db: Db, dm: string): Promise<Selectable<SiteInfoTable> | undefined> {
  const base = db.selectFrom('site_info').selectAll()
  return dm ? base.where('dm', '=', dm).executeTakeFirst() : base.orderBy('com_id').executeTakeFirst()
}

export function companySite(db: Db, comId: number): Promise<Selectable<SiteInfoTable> | undefined> {
  return db.selectFrom('site_info').selectAll().where('com_id', '=', comId).executeTakeFirst()
}

/** The company's settings JSON: its switches (sel*), menu titles, caps and website details. */
export async function companySettings(db: Db, comId: number): Promise<Record<string, unknown>> {
  const site = await db
    .selectFrom('site_info')
    .select('settings')
    .where('com_id', '=', comId)
    .executeTakeFirst()
  return JSON.parse(site?.settings ?? '{}') as Record<string, unknown>
}
