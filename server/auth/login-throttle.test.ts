import { expect, it } from 'vitest'
import { delayAfter, gate, LOCK_MS, PER_ACCOUNT, PER_ADDRESS, UNDER_PRESSURE } from './login-throttle.ts'

it('per address: opens for four failures, then doubles the wait, then locks at the tenth', () => {
  const waits = Array.from({ length: 10 }, (_, i) => delayAfter(PER_ADDRESS, i + 1))
  expect(waits).toEqual([0, 0, 0, 0, 1000, 2000, 4000, 8000, 16000, 0])
  expect(PER_ADDRESS.lockAt).toBe(10)
  const locked = { next_attempt_at: 0, locked_until: 100 + LOCK_MS }
  expect(gate(locked, 100 + LOCK_MS - 1)).toEqual({ open: false, reason: 'locked', minutes: 1 })
  expect(gate(locked, 100 + LOCK_MS)).toEqual({ open: true })
})

it('per account: never locks; an address that failed waits from the 20th failure, at most a minute', () => {
  expect(UNDER_PRESSURE.lockAt).toBeNull()
  expect(delayAfter(UNDER_PRESSURE, 19)).toBe(0)
  expect(delayAfter(UNDER_PRESSURE, 20)).toBe(1000)
  expect(delayAfter(UNDER_PRESSURE, 24)).toBe(16000)
  expect(delayAfter(UNDER_PRESSURE, 26)).toBe(60000)
  expect(delayAfter(UNDER_PRESSURE, 5000)).toBe(60000)
})

it('per account: fresh addresses wait only from the 100th failure in 15 minutes (NIST 800-63B)', () => {
  expect(PER_ACCOUNT.lockAt).toBeNull()
  expect(delayAfter(PER_ACCOUNT, 99)).toBe(0)
  expect(delayAfter(PER_ACCOUNT, 100)).toBe(1000)
  expect(delayAfter(PER_ACCOUNT, 5000)).toBe(60000)
})
