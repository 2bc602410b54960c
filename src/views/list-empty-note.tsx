// What a list with no rows says. It claims "no data" only for a list this device has pulled: before
// the first pull of a list (a new device, a fresh sign-in) it says it is syncing, or offline, that
// the list has not reached this device yet; and when its pull fails, why.
import { useLiveQuery } from 'dexie-react-hooks'
import { useTranslation } from 'react-i18next'
import { useUserDb } from '../data/db-context.tsx'
import type { StatusRow } from '../data/outbox-types.ts'
import { useOnline } from '../ui/use-online.ts'

/** Whether the list's first pull is recorded (syncState.lastPullAt); undefined until read. */
export function useFirstPullDone(resource: string): boolean | undefined {
  const db = useUserDb()
  return useLiveQuery(async () => Boolean((await db.syncState.get(resource))?.lastPullAt), [db, resource])
}

export function ListEmptyNote({ resource, pulled }: { resource: string; pulled: boolean }) {
  const { t } = useTranslation()
  const db = useUserDb()
  const browserOnline = useOnline()
  // The browser may say online while the server does not answer: that is offline to the user.
  const reachable = useLiveQuery(
    async () => (await (db.meta.get('status') as Promise<StatusRow | undefined>))?.reachable !== false,
    [db],
    true,
  )
  // A pull the server refuses (a right taken away, an error) would otherwise say 正在同步… forever.
  const failure = useLiveQuery(async () => (await db.syncState.get(resource))?.error, [db, resource])
  const note = pulled
    ? t('list.empty')
    : failure
      ? t('list.pullFailed', { message: failure })
      : browserOnline && reachable
        ? t('list.syncing')
        : t('list.notSynced')
  return (
    <p role="status" className="p-6 text-center text-slate-500">
      {note}
    </p>
  )
}
