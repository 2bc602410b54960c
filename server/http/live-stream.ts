// What a request may ask of the process's live change streams (the hub in server/live/change-hub.ts
// implements it): the request kernel names the stream, the domain decides who hears what.
import type { UserRow } from '../db/user-row.ts'

export type StreamMessage =
  | { name: 'change'; data: { resource: string; cursor: string } }
  /** Events may have been missed (the relay reconnected): pull every list. */
  | { name: 'resync'; data: Record<string, never> }
  /** The session behind the stream ended (logout, expiry, account removed); the stream closes. */
  | { name: 'end'; data: { reason: 'session' } }
  /** The process is stopping: connect again after about `retryMs` (to another process, or this one restarted). */
  | { name: 'restart'; data: { retryMs: number } }

export interface Listener {
  user: UserRow
  tokenHash: string
  /** Resolves once written (or failed: a closed stream). */
  send(message: StreamMessage): Promise<void>
  /** Ends the stream (after an `end` message, or when the server stops). */
  close(): void
}

export interface LiveStreams {
  /** Adds a device's stream; the answer removes it. */
  add(listener: Listener): () => void
  /** Ends the streams of a session that ended (logout). */
  endToken(tokenHash: string): void
}
