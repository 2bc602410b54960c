import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useUserDb } from '../data/db-context.tsx'
import { LOST_KEY, MARKER_KEY, rememberPending, type StorageLost } from '../data/storage-eviction.ts'

/**
 * Tells the user when the browser emptied their offline database (F16) and how many unsent records
 * may have gone with it; meanwhile keeps that count outside IndexedDB for such a day.
 */
export function StorageLostBanner() {
  const { t } = useTranslation()
  const db = useUserDb()
  // Counted only while the database still holds its marker: an emptied one must not overwrite the
  // number the next start reports.
  const pending = useLiveQuery(
    async () =>
      (await db.meta.get(MARKER_KEY)) ? db.outbox.where('state').equals('pending').count() : undefined,
    [db],
  )
  const lost = useLiveQuery(
    async () => ((await db.meta.get(LOST_KEY)) as { value?: StorageLost } | undefined)?.value,
    [db],
  )
  useEffect(() => {
    if (pending !== undefined) rememberPending(localStorage, db, pending)
  }, [db, pending])
  if (!lost) return null
  return (
    <div
      role="alert"
      data-testid="storage-lost"
      className="flex items-center justify-center gap-3 bg-amber-100 px-4 py-2 text-sm text-amber-900"
    >
      {lost.pendingBefore > 0
        ? t('layout.storageLost', { count: lost.pendingBefore })
        : t('layout.storageLostNone')}
      <button
        type="button"
        onClick={() => void db.meta.delete(LOST_KEY)}
        className="rounded bg-white px-3 py-0.5 text-amber-900"
      >
        {t('layout.dismiss')}
      </button>
    </div>
  )
}
