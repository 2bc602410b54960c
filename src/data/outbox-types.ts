// The outbox entry: a write made on this device, kept until the server answers it with a recorded
// result. Its id (a ULID made before the first attempt) is the Idempotency-Key and the business
// document's number. The token is never stored here: it is attached at send time.

import type { EditConflict } from '../resources/patch.ts'

/** sealed: kept for its owner after their session ended, unreadable until they sign in (data/queue-seal.ts). */
export type EntryState = 'pending' | 'failed' | 'sealed'

export interface Attempt {
  at: number
  /** ok · transient (no answer, timeout, 5xx, 409) · rejected (business) · session (sign-in needed) */
  outcome: 'ok' | 'transient' | 'rejected' | 'session'
  code?: number
  message?: string
}

/** A row as it was before the entry's optimistic effect; null when the entry created it. */
export interface BeforeImage {
  table: string
  id: string
  before: Record<string, unknown> | null
}

export interface OutboxEntry {
  id: string
  kind: string
  payload: Record<string, unknown>
  /**
   * The shape version of `payload`, as its command declared it when the entry was queued (absent in
   * entries queued before versions existed: 1). The payload is kept exactly as sent, so a resend has
   * the same body; a later release upcasts it (data/payload-versions.ts).
   */
  version?: number
  /** `table:id` of every mirrored row the optimistic effect touched (pulls never overwrite these). */
  targets: string[]
  state: EntryState
  createdAt: number
  nextAttemptAt: number
  attempts: Attempt[]
  /** Why the server refused it; an edit conflict also carries theirs and yours per field. */
  error?: { code: number; message: string; conflict?: EditConflict }
  audit: { uid: number; comId: number; device: string; localTime: string }
  undo: BeforeImage[]
  /** Present while `state` is 'sealed': payload, undo, attempts, error and state, encrypted. */
  sealed?: SealedPart
}

/** An entry's hidden part: AES-GCM under a key from ECDH of an ephemeral key (`epk`) and the owner's key `kid`. */
export interface SealedPart {
  kid: string
  epk: ArrayBuffer
  iv: Uint8Array<ArrayBuffer>
  data: ArrayBuffer
}

export interface SyncStateRow {
  resource: string
  /** Delta cursor from the server (its change sequence), absent before the first full pull. */
  cursor?: string
  lastPullAt?: number
  /** Rows in the local table, kept here so no live query counts a big table. */
  count: number
  error?: string
}

export interface StatusRow {
  key: 'status'
  online: boolean
  /** Why pushing stopped, if it did. */
  paused?: 'session'
  leader?: string
  lastPushAt?: number
  /** The leader's live change stream (src/sync/change-stream.ts); absent before a leader opened one. */
  live?: 'live' | 'connecting' | 'unavailable'
  /** false while the server does not answer though the device thinks it is online (a cut origin). */
  reachable?: boolean
  updatedAt: number
}

export type MetaRow = StatusRow | { key: string; value: unknown }

export const target = (table: string, id: string) => `${table}:${id}`
