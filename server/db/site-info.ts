// The company's site info (spec §3): a few columns and a settings JSON of switches, menu titles and
// website details. Read by the public site calls, patched by the admin's save command.
import type { Kysely, Selectable, Transaction } from 'kysely'
import { Code } from '../../src/api/codes.ts'
import type { Row } from '../../src/data/define-command.ts'
import { SITE_CHANGED } from '../../src/sync/site-changed.ts'
import { ApiFailure } from '../http/envelope.ts'
import { noteChange } from '../live/change-notes.ts'
import type { Writer } from './record-history.ts'
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

/** company and erp_title are columns; every other key of a patch lives in the settings JSON. */
export async function patchSiteInfo(trx: Transaction<Database>, by: Writer, patch: Row): Promise<void> {
  const site = await companySite(trx, by.comId)
  if (!site) throw new ApiFailure(Code.badRequest, 'siteUnknown')
  const settings = JSON.parse(site.settings) as Record<string, unknown>
  const columns: { company?: string; erp_title?: string } = {}
  for (const [key, value] of Object.entries(patch)) {
    if (key === 'company' || key === 'erp_title') columns[key] = String(value)
    else settings[key] = value
  }
  await trx
    .updateTable('site_info')
    .set({ ...columns, settings: JSON.stringify(settings), updated_at: by.now })
    .where('com_id', '=', by.comId)
    .execute()
  // Everyone signed in to the company hears of it once committed: their menus follow.
  noteChange({ resource: SITE_CHANGED, comId: by.comId, rev: by.now, id: '' })
}
