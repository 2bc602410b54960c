// The local operation log (/logtext): what the user did on this device, newest first, kept in the
// user's own database (at most 500 entries).
import type { OperationWords } from './operation-words.ts'
import type { UserDb } from './user-db.ts'

export interface Operation extends OperationWords {
  at: string
  kind: string
  /** The outbox entry id: its state tells whether the server has it yet. */
  entryId: string
  /** Writes of one kind queued together (an import): how many. */
  count?: number
}

const KEY = 'oplog'
const MAX = 500

export async function logOperation(db: UserDb, op: Operation): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const row = (await db.meta.get(KEY)) as { key: string; value: Operation[] } | undefined
    await db.meta.put({ key: KEY, value: [op, ...(row?.value ?? [])].slice(0, MAX) })
  })
}

export async function operations(db: UserDb): Promise<Operation[]> {
  return (((await db.meta.get(KEY)) as { value?: Operation[] } | undefined)?.value ?? []) as Operation[]
}
