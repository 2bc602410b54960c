// What each peer implements for the bench, the way its own docs recommend. The harness (run-page.tsx)
// drives every peer through these same calls and times them the same way.
import type { Member } from './member.ts'

export interface LoadSource {
  /** Total rows the loopback endpoint serves. */
  total: number
  pageSize: number
  /** One page of rows from the loopback endpoint (GET /rows), as a pull would get it. */
  page: (offset: number) => Promise<Member[]>
  /** The peer's own sync endpoints on the loopback server (Replicache's pull, say). */
  base: string
}

export interface PeerAdapter {
  /** The docs page the setup follows. */
  docs: string
  /** Opens (creating) the local store. */
  open(): Promise<void>
  /** Loads all rows into the local store: the store's full first sync. */
  load(source: LoadSource): Promise<void>
  /** The list's first screen: the first 50 rows by card number (an indexed field). */
  firstPage(): Promise<Member[]>
  /** A live query of the first `limit` rows by card number; `onRows` gets each result. */
  watch(limit: number, onRows: (rows: Member[]) => void): () => void
  /** A user's edit of one row, as the app would write it locally. */
  rename(id: string, name: string): Promise<void>
  /** Writes `rows` locally while nothing is sent (offline): they wait in the peer's queue. */
  queueWrites(rows: Member[]): Promise<void>
  /** Starts sending the queued writes to `endpoint` with the peer's own push mechanism. */
  startPush(endpoint: string): Promise<void>
}
