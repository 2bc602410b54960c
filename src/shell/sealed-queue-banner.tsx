import { useLiveQuery } from 'dexie-react-hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { session } from '../auth/session-store.ts'
import { useUserDb } from '../data/db-context.tsx'
import { openQueue } from '../data/queue-seal.ts'
import { sendNow } from '../data/sync-client.ts'

/**
 * Records sealed at an earlier session's end that this sign-in's password did not open: the password
 * was changed elsewhere since (a reset). They wait, unsent, until the password they were sealed with
 * is given here (SECURITY.md, "The queue kept for its owner is sealed").
 */
export function SealedQueueBanner() {
  const { t } = useTranslation()
  const db = useUserDb()
  const sealed = useLiveQuery(() => db.outbox.where('state').equals('sealed').count(), [db], 0)
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [wrong, setWrong] = useState(false)
  if (sealed === 0) return null
  const open = async () => {
    setBusy(true)
    setWrong(false)
    try {
      // No new key pair for a wrong password: it opens nothing and changes nothing.
      const { opened } = await openQueue(db, session.comId(), session.userInfo()?.ID ?? 0, password, {
        renew: false,
      })
      setWrong(opened === 0)
      if (opened > 0) {
        setPassword('')
        sendNow()
      }
    } finally {
      setBusy(false)
    }
  }
  return (
    <form
      role="alert"
      data-testid="sealed-queue"
      className="flex flex-wrap items-center justify-center gap-3 bg-amber-100 px-4 py-2 text-sm text-amber-900"
      onSubmit={(e) => {
        e.preventDefault()
        void open()
      }}
    >
      <span>{t('layout.sealedQueue', { count: sealed })}</span>
      <input
        type="password"
        autoComplete="off"
        aria-label={t('layout.sealedPassword')}
        placeholder={t('layout.sealedPassword')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        className="rounded border border-amber-300 bg-white px-2 py-0.5"
      />
      <button
        type="submit"
        disabled={busy || !password}
        className="rounded bg-white px-3 py-0.5 text-amber-900"
      >
        {t('layout.sealedOpen')}
      </button>
      {wrong && <span className="font-medium">{t('layout.sealedWrong')}</span>}
    </form>
  )
}
