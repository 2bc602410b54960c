// What became of a write a page has just queued, followed live: saved on this device, or refused by
// the server, with its reason and the way to the sync panel, where it is retried or
// discarded. A refused write's effect is already undone: without this the page would go on saying
// "saved" about something that is no longer there.
import { useLiveQuery } from 'dexie-react-hooks'
import { useTranslation } from 'react-i18next'
import { useUserDb } from '../data/db-context.tsx'
import { Button } from '../ui/button.tsx'
import { openSyncPanel } from '../ui/sync-panel-request.ts'

/** The server's refusal of a queued write, and the way to deal with it. */
export function RefusedNote({ reason }: { reason: string }) {
  const { t } = useTranslation()
  return (
    <div role="alert" className="text-sm text-red-700" data-testid="refused-note">
      <p>{t('sync.refusedNote', { reason })}</p>
      <Button variant="link" onClick={openSyncPanel}>
        {t('sync.openPanel')}
      </Button>
    </div>
  )
}

export function QueuedWriteNote({ entryId }: { entryId: string }) {
  const { t } = useTranslation()
  const db = useUserDb()
  const entry = useLiveQuery(async () => (await db.outbox.get(entryId)) ?? null, [db, entryId])
  // Gone from the outbox: sent (the page's own list shows it) or discarded in the sync panel.
  if (!entry) return null
  if (entry.state === 'failed') return <RefusedNote reason={entry.error?.message ?? ''} />
  return (
    <p role="status" className="text-sm text-green-700">
      {t('sync.queuedNote')}
    </p>
  )
}
