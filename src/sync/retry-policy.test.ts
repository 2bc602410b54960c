import { expect, it } from 'vitest'
import { ApiError } from '../api/http-client.ts'
import { drainInOrder, failureKind, type OrderedQueue } from './retry-policy.ts'

it('one policy: no answer, 5xx, 409 and 429 wait; an ended session pauses; a refusal is final', () => {
  expect(failureKind(new TypeError('fetch failed'))).toBe('transient')
  expect(failureKind(new ApiError(503, 'busy', 'business'))).toBe('transient')
  expect(failureKind(new ApiError(409, 'in flight', 'business'))).toBe('transient')
  expect(failureKind(new ApiError(429, 'too many', 'business'))).toBe('transient')
  expect(failureKind(new ApiError(401, 'signed out', 'session'))).toBe('session')
  expect(failureKind(new ApiError(400, '手机号码格式不正确', 'business'))).toBe('rejected')
})

interface Entry {
  id: string
  answer: Error | null
  state: string
  attempts: number
  nextAttemptAt: number
}

const queueOf = (entries: Entry[]): OrderedQueue<Entry> => ({
  pending: async () => entries.filter((e) => e.state === 'pending'),
  schedule: (e) => e,
  send: async (e) => {
    if (e.answer) throw e.answer
  },
  sent: async (e) => {
    e.state = 'sent'
  },
  rejected: async (e, error) => {
    e.state = `failed: ${error.message}`
  },
  waiting: async (e, retry) => {
    e.attempts = retry.attempts
    e.nextAttemptAt = retry.nextAttemptAt
  },
})

it('sends in order: a refusal is kept and the next goes; a waiting entry holds back the later ones', async () => {
  const entry = (id: string, answer: Error | null): Entry => ({
    id,
    answer,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
  })
  const entries = [
    entry('a', null),
    entry('b', new ApiError(400, 'bad mobile', 'business')),
    entry('c', new ApiError(429, 'too many', 'business')),
    entry('d', null),
  ]
  const { retryAt } = await drainInOrder(
    queueOf(entries),
    () => 1000,
    () => 0.5,
  )
  expect(entries.map((e) => e.state)).toEqual(['sent', 'failed: bad mobile', 'pending', 'pending'])
  expect(retryAt).toBe(2000)
  // Not due yet: nothing is sent before the backoff ends.
  expect(await drainInOrder(queueOf(entries), () => 1500)).toEqual({ retryAt: 2000 })
  entries[2]!.answer = null
  await drainInOrder(queueOf(entries), () => 2000)
  expect(entries.map((e) => e.state)).toEqual(['sent', 'failed: bad mobile', 'sent', 'sent'])
})
