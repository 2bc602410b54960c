// What a sync worker needs to know of the signed-in user. The page hands it over at start; the
// token lives only in memory here and in the page's session storage, never in an outbox entry.
import type { Language } from '../api/error-catalogue.ts'

export interface SyncSession {
  apiBase: string
  comId: number
  uid: number
  username: string
  admin: boolean
  acce: string
  token: string
  lang: Language
  device: string
  /** The notice feature (site switch sel680): poll the notice list every 60 s. */
  notices: boolean
}

/** Callbacks into the page (comlink proxies). */
export interface SyncEvents {
  tokenChanged(token: string): void
  sessionEnded(code: number, message: string): void
  /** This tab's worker became the leader (or stopped being one). */
  roleChanged(role: 'idle' | 'follower' | 'leader'): void
  /** The server said this user's access changed (roles or codes): read the user info again. */
  accessChanged?(): void
  /** The company's site info changed (a module switched, a menu renamed): fetch it again. */
  siteChanged?(): void
}
