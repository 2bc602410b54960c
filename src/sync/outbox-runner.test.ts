import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { createOutboxRunner } from './outbox-runner.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

it('a flush asked for during a send makes it send once more, not twice at once', async () => {
  let inFlight = 0
  let most = 0
  let sends = 0
  const runner = createOutboxRunner({
    async drain() {
      inFlight++
      most = Math.max(most, inFlight)
      sends++
      await Promise.resolve()
      inFlight--
      return {}
    },
  })
  await Promise.all([runner.flush(), runner.flush(), runner.flush()])
  expect(most).toBe(1)
  expect(sends).toBe(2)
})

it('an entry in backoff is tried again when the policy says, and not while offline', async () => {
  let online = true
  const tries: number[] = []
  const runner = createOutboxRunner({
    canSend: () => online,
    async drain() {
      tries.push(Date.now())
      return tries.length === 1 ? { retryAt: Date.now() + 2_000 } : {}
    },
  })
  await runner.flush()
  expect(tries).toHaveLength(1)
  await vi.advanceTimersByTimeAsync(1_999)
  expect(tries).toHaveLength(1)
  await vi.advanceTimersByTimeAsync(1)
  expect(tries).toHaveLength(2)
  online = false
  await runner.flush()
  expect(tries).toHaveLength(2)
})

it('stopped: the pending retry never fires', async () => {
  let tries = 0
  const runner = createOutboxRunner({
    async drain() {
      tries++
      return { retryAt: Date.now() + 1_000 }
    },
  })
  await runner.flush()
  runner.stop()
  await vi.advanceTimersByTimeAsync(5_000)
  expect(tries).toBe(1)
})
