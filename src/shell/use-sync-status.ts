import { useLiveQuery } from 'dexie-react-hooks'
import { useSyncExternalStore } from 'react'
import { useUserDb } from '../data/db-context.tsx'
import type { OutboxEntry, StatusRow, SyncStateRow } from '../data/outbox-types.ts'

function subscribeOnline(cb: () => void) {
  window.addEventListener('online', cb)
  window.addEventListener('offline', cb)
  return () => {
    window.removeEventListener('online', cb)
    window.removeEventListener('offline', cb)
  }
}

/** Everything the sync indicator and panel show, from live queries over the user's database. */
export function useSyncStatus() {
  const db = useUserDb()
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine)
  const entries = useLiveQuery(() => db.outbox.toArray(), [db], [] as OutboxEntry[])
  const lists = useLiveQuery(() => db.syncState.toArray(), [db], [] as SyncStateRow[])
  const status = useLiveQuery(() => db.meta.get('status') as Promise<StatusRow | undefined>, [db])
  const pending = entries.filter((e) => e.state === 'pending')
  const failed = entries.filter((e) => e.state === 'failed')
  const oldest = pending.reduce<number | null>(
    (min, e) => (min === null || e.createdAt < min ? e.createdAt : min),
    null,
  )
  return { online, entries, pending, failed, oldest, lists, paused: status?.paused === 'session' }
}
