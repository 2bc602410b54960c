import { useLiveQuery } from 'dexie-react-hooks'
import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { useUserDb } from '../data/db-context.tsx'
import { applyUpdate, subscribeUpdate, updateWaiting } from './service-worker.ts'

/** Offers a waiting new version, only while nothing is queued. */
export function UpdateBanner() {
  const { t } = useTranslation()
  const db = useUserDb()
  const waiting = useSyncExternalStore(subscribeUpdate, updateWaiting)
  const queued = useLiveQuery(() => db.outbox.where('state').equals('pending').count(), [db], 0)
  if (!waiting || queued > 0) return null
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-3 bg-primary px-4 py-2 text-sm text-white"
    >
      {t('layout.updateReady')}
      <button type="button" onClick={applyUpdate} className="rounded bg-white px-3 py-0.5 text-primary">
        {t('layout.reload')}
      </button>
    </div>
  )
}
