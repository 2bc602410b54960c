// The batch push call (server/routes/push-batch-routes.ts): shared by the client and the server.
import type { Envelope } from './codes.ts'

export const PUSH_BATCH_PATH = '/sync/push'
/** Entries per request; a queue of a day offline goes in a few dozen requests. */
export const PUSH_BATCH_MAX = 50

export interface PushBatchEntry {
  /** The entry's Idempotency-Key. */
  key: string
  /** The call the entry stands for, e.g. /shop/cashCheckout. */
  path: string
  /** The user who made the entry (X-Entry-Owner). */
  owner: number
  clientTime?: number
  /** The payload's shape version (X-Payload-Version); absent from clients before versions: 1. */
  version?: number
  /** The JSON body, exactly as the call would carry it alone. */
  body: string
}

/** One answered entry; entries after the last result were not tried and are sent again. */
export interface PushBatchResult {
  /** The entry's key: answers come in the entries' order, and the client checks they match. */
  key: string
  /** The call's own answer; null when it gave none (the connection was dropped). */
  answer: Envelope | null
}
