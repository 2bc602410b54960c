// One retry policy for every outbox on the device: the signed-in user's (sync/push.ts), the
// visitors' sign-ups (modules/public/public-outbox.ts) and the cloud notebooks (pricing/yun-session.ts).
// No answer, a timeout, 5xx, 409 (the same key still in flight) and 429 (too many for now) are worth
// retrying later, with the same backoff (backoff.ts: 1 s doubling, jitter, capped at 30 s when
// nothing answered and 5 min when a server did); an ended
// session pauses the queue; any other answer is the server's word on the entry and is kept for the
// user to see. Entries go out in the order they were made: a waiting entry holds back the later ones.
import { Code } from '../api/codes.ts'
import { ApiError } from '../api/http-client.ts'
import { MAX_RETRY_MS, retryDelay, UNREACHABLE_RETRY_MAX_MS } from './backoff.ts'

export type FailureKind = 'transient' | 'session' | 'rejected'

const TOO_MANY_REQUESTS = 429

export function failureKind(e: unknown): FailureKind {
  if (!(e instanceof ApiError)) return 'transient'
  if (e.transient || e.code === Code.conflict || e.code === TOO_MANY_REQUESTS) return 'transient'
  if (e.kind === 'session') return 'session'
  return 'rejected'
}

/**
 * How long a transient failure waits: capped at 30 s when nothing answered (a returning network is
 * noticed without an `online` event), at 5 minutes when a server answered (not to hammer it).
 */
export function retryDelayFor(error: unknown, attempt: number, random: () => number = Math.random): number {
  const unreachable = error instanceof ApiError && error.kind === 'network'
  return retryDelay(attempt, random, unreachable ? UNREACHABLE_RETRY_MAX_MS : MAX_RETRY_MS)
}

/** A queue sent one entry at a time, in order (the visitors' and the cloud notebooks' outboxes). */
export interface OrderedQueue<E> {
  /** Entries not yet sent, oldest first. */
  pending(): Promise<E[]>
  /** When the entry may next be tried (0: now) and how many times it was tried. */
  schedule(entry: E): { nextAttemptAt: number; attempts: number }
  send(entry: E): Promise<void>
  sent(entry: E): Promise<void>
  /** The server refused it: kept with its message, never dropped. */
  rejected(entry: E, error: Error): Promise<void>
  /** Not sent this time: to be tried again at `nextAttemptAt`. */
  waiting(entry: E, retry: { attempts: number; nextAttemptAt: number; error: string }): Promise<void>
  /** The session ended: the queue pauses (default: treated as a refusal, for queues with no session). */
  sessionEnded?(entry: E): Promise<void>
}

/** Sends what is due; returns when the next try is due, if an entry waits in backoff. */
export async function drainInOrder<E>(
  queue: OrderedQueue<E>,
  now: () => number = Date.now,
  random: () => number = Math.random,
): Promise<{ retryAt?: number }> {
  for (const entry of await queue.pending()) {
    const { nextAttemptAt, attempts } = queue.schedule(entry)
    if (nextAttemptAt > now()) return { retryAt: nextAttemptAt }
    try {
      await queue.send(entry)
      await queue.sent(entry)
    } catch (e) {
      const kind = failureKind(e)
      const error = e instanceof Error ? e : new Error(String(e))
      if (kind === 'session' && queue.sessionEnded) {
        await queue.sessionEnded(entry)
        return {}
      }
      if (kind !== 'transient') {
        await queue.rejected(entry, error)
        continue
      }
      const retryAt = now() + retryDelayFor(e, attempts + 1, random)
      await queue.waiting(entry, { attempts: attempts + 1, nextAttemptAt: retryAt, error: error.message })
      return { retryAt }
    }
  }
  return {}
}
