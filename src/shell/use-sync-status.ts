import { useLiveQuery } from 'dexie-react-hooks'
import { useUserDb } from '../data/db-context.tsx'
import type { OutboxEntry, StatusRow, SyncStateRow } from '../data/outbox-types.ts'
import { useOnline } from '../ui/use-online.ts'

/**
 * Everything the sync indicator and panel show, from live queries over the user's database. Each
 * query reads only what it shows, through the outbox's `state` index, and answers primitives where
 * it can: a flush of a long queue wakes only the pending count (React skips an equal answer), not a
 * read of every queued entry per sent entry.
 */
export function useSyncStatus() {
  const db = useUserDb()
  const online = useOnline()
  const pendingCount = useLiveQuery(() => db.outbox.where('state').equals('pending').count(), [db], 0)
  // Entry ids are ULIDs, so the first pending one by id is the oldest document waiting.
  const oldest = useLiveQuery(
    async () => (await db.outbox.where('state').equals('pending').first())?.createdAt ?? null,
    [db],
    null,
  )
  const failed = useLiveQuery(
    () => db.outbox.where('state').equals('failed').toArray(),
    [db],
    [] as OutboxEntry[],
  )
  const lists = useLiveQuery(() => db.syncState.toArray(), [db], [] as SyncStateRow[])
  const status = useLiveQuery(() => db.meta.get('status') as Promise<StatusRow | undefined>, [db])
  return {
    // The browser says online but the server does not answer: offline to the user.
    online: online && status?.reachable !== false,
    unreachable: online && status?.reachable === false,
    pendingCount,
    failed,
    oldest,
    lists,
    paused: status?.paused === 'session',
    live: status?.live,
  }
}
