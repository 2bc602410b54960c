// Sessions the server ended (issue 38): a logout elsewhere, a password reset, a copied token shown
// again, an expiry past the grace. The page goes to /login at once, so the user's mirror is wiped at
// the next page start (src/data/ended-session-wipe.ts) from this list, kept across the session's
// reset; what each wipe kept (the unsent queue, and only it) is said on the login page until that
// user signs in again.

const ENDED_KEY = 'pm3-ended-sessions'
const KEPT_KEY = 'pm3-kept-writes'
/** Said on the login page; a wipe that kept nothing is said once, then forgotten. */
export const ENDED_SESSIONS_CHANGED = 'pm3-ended-sessions-changed'

export interface EndedSession {
  comId: number
  uid: number
  /** Who, as the login page names them. */
  name: string
}

export interface KeptWrites extends EndedSession {
  /** Unsent entries kept in that user's database: they go when that user signs in again. */
  kept: number
}

/** The localStorage keys a sign-out must keep (the session's reset clears the rest). */
export const ENDED_SESSION_KEYS: readonly string[] = [ENDED_KEY, KEPT_KEY]

function read<T>(key: string): T[] {
  try {
    const list = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown
    return Array.isArray(list) ? (list as T[]) : []
  } catch {
    return []
  }
}

function write<T>(key: string, list: T[]): void {
  if (list.length) localStorage.setItem(key, JSON.stringify(list))
  else localStorage.removeItem(key)
  window.dispatchEvent(new Event(ENDED_SESSIONS_CHANGED))
}

const same = (a: EndedSession) => (b: EndedSession) => a.comId === b.comId && a.uid === b.uid

export function rememberEndedSession(ended: EndedSession): void {
  write(ENDED_KEY, [...read<EndedSession>(ENDED_KEY).filter((e) => !same(ended)(e)), ended])
}

export const endedSessions = (): EndedSession[] => read<EndedSession>(ENDED_KEY)

/** The wipe of `ended` is done; `kept` unsent entries stay for that user. */
export function endedSessionWiped(ended: EndedSession, kept: number): void {
  write(
    ENDED_KEY,
    read<EndedSession>(ENDED_KEY).filter((e) => !same(ended)(e)),
  )
  write(KEPT_KEY, [...read<KeptWrites>(KEPT_KEY).filter((e) => !same(ended)(e)), { ...ended, kept }])
}

export const keptWrites = (): KeptWrites[] => read<KeptWrites>(KEPT_KEY)

/** At a sign-in: that user's kept entries go now, and notes of wipes that kept nothing were said. */
export function keptWritesSaid(signedIn: { comId: number; uid: number }): void {
  write(
    KEPT_KEY,
    read<KeptWrites>(KEPT_KEY).filter((e) => e.kept > 0 && !same({ ...signedIn, name: '' })(e)),
  )
}

/** For a live view of the notes (useSyncExternalStore): the stored text is the snapshot. */
export const keptWritesSnapshot = (): string => localStorage.getItem(KEPT_KEY) ?? ''

export function subscribeEndedSessions(listener: () => void): () => void {
  window.addEventListener(ENDED_SESSIONS_CHANGED, listener)
  window.addEventListener('storage', listener)
  return () => {
    window.removeEventListener(ENDED_SESSIONS_CHANGED, listener)
    window.removeEventListener('storage', listener)
  }
}
