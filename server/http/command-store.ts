// The store a defined command's shared effect writes through on the server (src/data/define-command.ts
// CommandStore): rows of the caller's company through the one row writer, reads locking their row
// until commit. Also what a served command's server part is handed (ServerRun), so domain rules can
// take it without knowing the route that serves the command (server/routes/serve-command.ts).
import type { Context } from 'hono'
import type { Transaction } from 'kysely'
import { Code } from '../../src/api/codes.ts'
import type { CommandStore, EffectContext, Row } from '../../src/data/define-command.ts'
import { SITE_CHANGED } from '../../src/sync/site-changed.ts'
import { noteChange } from '../db/change-notes.ts'
import type { Writer } from '../db/record-history.ts'
import { findRow, findRowBy, insertRow, updateRow } from '../db/resource-rows.ts'
import type { Database } from '../db/schema.ts'
import { companySite } from '../db/site-info.ts'
import type { UserRow } from '../db/user-row.ts'
import type { AppEnv } from './context.ts'
import { ApiFailure } from './envelope.ts'

/** Columns only the server fills, by resource name, added to the rows the shared effect writes. */
export type Additions = Partial<Record<string, object>>

export interface ServerRun<P> {
  c: Context<AppEnv>
  trx: Transaction<Database>
  payload: P
  user: UserRow
  by: Writer
  ctx: EffectContext
  /** Runs the command's shared effect here, in this transaction. */
  shared(additions?: Additions): Promise<void>
}

/** The server's store: rows of the caller's company; reads lock the row until commit (PostgreSQL). */
export function kyselyStore(
  trx: Transaction<Database>,
  by: Writer,
  additions: Additions = {},
  written: Map<string, Row> = new Map(),
): CommandStore {
  return {
    get: (r, id) => findRow(trx, r, id, by.comId, { forUpdate: true }),
    findBy: (r, field, value) => findRowBy(trx, r, field, value, by.comId),
    async insert(r, row) {
      written.set(r.name, await insertRow(trx, r, { ...row, ...additions[r.name] }, by))
    },
    async update(r, id, changes) {
      written.set(r.name, await updateRow(trx, r, id, { ...changes, ...additions[r.name] }, by))
    },
    // Not in the answer: a removed row sent back would be put back into the device's mirror.
    async remove(r, id) {
      await updateRow(trx, r, id, { deleted: 1 }, by)
    },
    patchSiteInfo: (patch) => patchSiteInfo(trx, by, patch),
  }
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
