// A stored attachment whose bytes no longer match their hash (a power cut before the fix, a failing
// disk, a hand in the folder): it is logged, marked for the admin's task page, removed, and its row
// goes back to "not received" so the next device that holds the bytes sends them again.
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { type FileStore, verifiedRead } from './file-store.ts'

export interface Reporter {
  now: () => number
  log: (line: string) => void
}

export async function markDamaged(
  db: Kysely<Database>,
  store: FileStore,
  comId: number,
  hash: string,
  report: Reporter,
): Promise<void> {
  // The file goes first: a damaged file left in place would pass for the next sender's finished
  // upload, and no upload starts while the row still says complete.
  await store.remove(comId, hash)
  const marked = await db
    .updateTable('attachments')
    .set({ complete: 0, received: 0, damaged_at: report.now() })
    .where('com_id', '=', comId)
    .where('hash', '=', hash)
    .where('complete', '=', 1)
    .executeTakeFirst()
  // Another request found it first.
  if (Number(marked.numUpdatedRows) === 0) return
  report.log(
    `attachments: ${comId}/${hash} failed its hash check in ${store.where}; removed and marked for a device to send again`,
  )
}

/**
 * The bytes of a file the row calls complete, checked against the hash; a file that fails is
 * reported (markDamaged) and null is returned, as for a file the server never had.
 */
export async function checkedBytes(
  db: Kysely<Database>,
  store: FileStore,
  comId: number,
  hash: string,
  report: Reporter,
): Promise<Uint8Array | null> {
  const bytes = await verifiedRead(store, comId, hash)
  if (!bytes) await markDamaged(db, store, comId, hash, report)
  return bytes
}

const damaged = (db: Kysely<Database>, comId: number) =>
  db
    .selectFrom('attachments')
    .where('com_id', '=', comId)
    .where('damaged_at', 'is not', null)
    .where('complete', '=', 0)

/** How many of the company's files failed their hash and have not been sent again yet. */
export async function damagedCount(db: Kysely<Database>, comId: number): Promise<number> {
  const row = await damaged(db, comId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/** Those files' hashes, for devices to look for among the files they hold (a few, most days none). */
export async function damagedHashes(db: Kysely<Database>, comId: number): Promise<string[]> {
  const rows = await damaged(db, comId).select('hash').orderBy('damaged_at').limit(500).execute()
  return rows.map((r) => r.hash)
}
