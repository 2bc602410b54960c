import { expect, it } from 'vitest'
import { afterFailure, cleared, gate, LOCK_MS, type ThrottleState } from './login-throttle.ts'

it('opens for four failures, then doubles the wait, then locks at the tenth', () => {
  let s: ThrottleState = cleared
  const waits: number[] = []
  for (let i = 1; i <= 9; i++) {
    s = afterFailure(s, 0)
    waits.push(s.next_attempt_at)
  }
  expect(waits).toEqual([0, 0, 0, 0, 1000, 2000, 4000, 8000, 16000])
  s = afterFailure(s, 100)
  expect(s.locked_until).toBe(100 + LOCK_MS)
  expect(gate(s, 100 + LOCK_MS - 1)).toEqual({ open: false, reason: 'locked', minutes: 1 })
  expect(gate(s, 100 + LOCK_MS)).toEqual({ open: true })
})
