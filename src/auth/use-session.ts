import { useSyncExternalStore } from 'react'
import { session, sessionVersion, subscribeSession } from './session-store.ts'

/** Re-renders when the session changes, in this tab or another. */
export function useSession() {
  useSyncExternalStore(subscribeSession, sessionVersion)
  return { token: session.token(), user: session.userInfo(), site: session.siteInfo() }
}
