// A save hook that works from the row as the save left it, with the saver as the writer of any
// follow-up write (a confirmation's status, a member's card).
import type { Transaction } from 'kysely'
import type { AnyResource } from '../../src/resources/define-resource.ts'
import { findRow, type Row, type Writer } from './resource-rows.ts'
import type { Database } from './schema.ts'
import type { WriteHooks } from './write-hooks.ts'

type SavedEvent = Parameters<NonNullable<WriteHooks['saved']>>[1]

/** The hooks of one resource whose save is followed from its saved row (none stored: nothing to follow). */
export function afterSavedRow(
  r: AnyResource,
  follow: (trx: Transaction<Database>, row: Row, w: SavedEvent, by: Writer) => Promise<void>,
): Record<string, WriteHooks> {
  return {
    [r.name]: {
      async saved(trx, w) {
        const by: Writer = { comId: w.user.com_id, userId: w.user.id, now: w.now }
        const row = await findRow(trx, r, w.id, by.comId)
        if (row) await follow(trx, row, w, by)
      },
    },
  }
}
