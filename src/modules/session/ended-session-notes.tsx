// Said on the login page (issue 38): whose session the server ended on this device, that their
// local copy is gone, and how many of their unsent records wait here for their next sign-in.
import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { keptWrites, keptWritesSnapshot, subscribeEndedSessions } from '../../auth/ended-sessions.ts'

export function EndedSessionNotes() {
  const { t } = useTranslation()
  useSyncExternalStore(subscribeEndedSessions, keptWritesSnapshot)
  const notes = keptWrites()
  if (notes.length === 0) return null
  return (
    <ul
      data-testid="ended-session-notes"
      className="mb-4 space-y-1 rounded bg-amber-50 p-3 text-xs text-amber-900"
    >
      {notes.map((n) => (
        <li key={`${n.comId}:${n.uid}`}>
          {n.kept > 0
            ? t('login.endedKept', { name: n.name, n: n.kept })
            : t('login.ended', { name: n.name })}
        </li>
      ))}
    </ul>
  )
}
