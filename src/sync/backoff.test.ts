import { expect, it } from 'vitest'
import { MAX_RETRY_MS, retryDelay, UNREACHABLE_RETRY_MAX_MS } from './backoff.ts'

it('waits about 1 s, then doubles, never past 5 minutes, with jitter', () => {
  const mid = () => 0.5
  expect([1, 2, 3, 4].map((a) => retryDelay(a, mid))).toEqual([1000, 2000, 4000, 8000])
  expect(retryDelay(30, mid)).toBe(MAX_RETRY_MS)
  expect(retryDelay(1, () => 0)).toBe(800)
  expect(retryDelay(1, () => 0.999)).toBeLessThanOrEqual(1200)
  expect(retryDelay(40, () => 0.999)).toBe(MAX_RETRY_MS)
})

it('retries within 30 s when nothing answered, so a returning network is noticed without an online event', () => {
  expect(retryDelay(30, () => 0.5, UNREACHABLE_RETRY_MAX_MS)).toBe(UNREACHABLE_RETRY_MAX_MS)
  expect(retryDelay(3, () => 0.5, UNREACHABLE_RETRY_MAX_MS)).toBe(4000)
})
