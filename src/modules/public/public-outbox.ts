// The visitors' outbox: a sign-up made offline waits in this device's own Dexie database (no user,
// so not in any user's outbox) and goes out in order, once the network is back, with its id as the
// Idempotency-Key, so it is stored once however often it is sent. A refusal (bad mobile…) is kept
// with the server's message for the visitor to see on /ok and /dianuser; nothing is dropped.
import { Dexie, type Table } from 'dexie'
import { ulid } from 'ulid'
import { publicApi, publicQuery } from '../../auth/public-api.ts'
import { drainInOrder, type OrderedQueue } from '../../sync/retry-policy.ts'
import type { SignupInput } from './signup-form.ts'

export interface PublicEntry {
  id: string
  payload: SignupInput
  state: 'pending' | 'sent' | 'failed'
  attempts: number
  nextAttemptAt: number
  error: string
  createdAt: number
  sentAt: number
}

class PublicOutboxDb extends Dexie {
  entries!: Table<PublicEntry, string>
  constructor() {
    super('pm3-public-outbox')
    this.version(1).stores({ entries: 'id, state, createdAt' })
  }
}

export const publicOutbox = new PublicOutboxDb()

export function newSignupId(): string {
  return ulid()
}

export async function queueSignup(payload: SignupInput): Promise<void> {
  await publicOutbox.entries.add({
    id: payload.id,
    payload,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    error: '',
    createdAt: Date.now(),
    sentAt: 0,
  })
  void flushPublicOutbox()
}

let retryTimer: ReturnType<typeof setTimeout> | undefined

/** The sign-ups, sent in order under the device's one retry policy (sync/retry-policy.ts). */
const signups: OrderedQueue<PublicEntry> = {
  pending: () => publicOutbox.entries.where('state').equals('pending').sortBy('createdAt'),
  schedule: (entry) => entry,
  send: (entry) =>
    publicApi
      .post('/pub/saveSignup', entry.payload, {
        query: publicQuery(),
        headers: { 'Idempotency-Key': entry.id },
      })
      .then(() => undefined),
  sent: (entry) =>
    publicOutbox.entries.update(entry.id, { state: 'sent', sentAt: Date.now(), error: '' }).then(),
  rejected: (entry, error) =>
    publicOutbox.entries.update(entry.id, { state: 'failed', error: error.message }).then(),
  waiting: (entry, retry) => publicOutbox.entries.update(entry.id, retry).then(),
}

async function sendDue(): Promise<void> {
  const { retryAt } = await drainInOrder(signups)
  if (retryAt === undefined) return
  clearTimeout(retryTimer)
  retryTimer = setTimeout(() => void flushPublicOutbox(), Math.max(0, retryAt - Date.now()))
}

/** Sends what is due; one tab at a time, the others skip (the holder sends their entries too). */
export async function flushPublicOutbox(): Promise<void> {
  if (!navigator.onLine) return
  if (!navigator.locks) return sendDue()
  await navigator.locks.request('pm3-public-outbox', { ifAvailable: true }, async (lock) => {
    if (lock) await sendDue()
  })
}

let started = false

/** Called by the visitor pages' layout: send now, and at once whenever the network returns. */
export function startPublicOutbox(): void {
  if (started) return
  started = true
  window.addEventListener('online', () => {
    void publicOutbox.entries
      .where('state')
      .equals('pending')
      .modify({ nextAttemptAt: 0 })
      .then(() => flushPublicOutbox())
  })
  void flushPublicOutbox()
}
