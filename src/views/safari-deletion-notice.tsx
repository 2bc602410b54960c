// The warning that Safari will delete this device's PM3 data after 7 days without a visit (storage
// not kept, a WebKit tab, not opened from the Home Screen); shown on the till and in the sync panel,
// nowhere else, and not at all where it does not apply.
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { browserFacts, sevenDayDeletionApplies } from '../data/storage-persistence.ts'

export function SafariDeletionNotice({ className = '' }: { className?: string }) {
  const { t } = useTranslation()
  const [applies, setApplies] = useState(false)
  useEffect(() => {
    let live = true
    void browserFacts().then((facts) => {
      if (live) setApplies(sevenDayDeletionApplies(facts))
    })
    return () => {
      live = false
    }
  }, [])
  if (!applies) return null
  return (
    <p
      role="note"
      data-testid="safari-deletion-notice"
      className={`rounded border border-amber-300 bg-amber-50 px-3 py-2 text-xs text-amber-900 ${className}`}
    >
      {t('sync.safariDeletes')}
    </p>
  )
}
