// The visitors' outbox: a sign-up made offline waits in this device's own Dexie database (no user,
// so not in any user's outbox) and goes out in order, once the network is back, with its id as the
// Idempotency-Key, so it is stored once however often it is sent. A refusal (a wrong or expired
// verification code, a bad mobile…) is kept with the server's message for the visitor to see on /ok
// and /dianuser, where it can be corrected and sent again; nothing is dropped.
import { Dexie, type Table } from 'dexie'
import { ulid } from 'ulid'
import { publicApi, publicQuery } from '../../auth/public-api.ts'
import { wakeOnReturn } from '../../data/wake-on-return.ts'
import { createOutboxRunner } from '../../sync/outbox-runner.ts'
import { drainInOrder, type OrderedQueue } from '../../sync/retry-policy.ts'
import type { SignupInput, SignupKind } from './signup-form.ts'

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

/** Queues a sign-up; `replacing` names a refused entry it corrects, which it takes the place of. */
export async function queueSignup(payload: SignupInput, replacing?: string): Promise<void> {
  await publicOutbox.transaction('rw', publicOutbox.entries, async () => {
    // Only a refused entry is replaced: one still queued or already received stays as it is.
    if (replacing)
      await publicOutbox.entries
        .where('id')
        .equals(replacing)
        .filter((e) => e.state === 'failed')
        .delete()
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
  })
  void flushPublicOutbox()
}

/** Asks the server to text a verification code for this form to the mobile (online only). */
export async function requestSignupCode(mobile: string, kind: SignupKind): Promise<void> {
  await publicApi.post('/pub/sendSignupCode', { mobile, kind }, { query: publicQuery() })
}

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

/** The device's one outbox engine; one tab sends at a time, the holder sends the others' entries too. */
const runner = createOutboxRunner({
  drain: () => drainInOrder(signups),
  canSend: () => navigator.onLine,
  lockName: 'pm3-public-outbox',
})

/** Sends what is due. */
export function flushPublicOutbox(): Promise<void> {
  return runner.flush()
}

let started = false

/** Called by the visitor pages' layout: send now, and at once whenever the network returns. */
export function startPublicOutbox(): void {
  if (started) return
  started = true
  wakeOnReturn(runner, () =>
    publicOutbox.entries.where('state').equals('pending').modify({ nextAttemptAt: 0 }).then(),
  )
  void flushPublicOutbox()
}
