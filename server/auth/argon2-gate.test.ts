import { expect, it } from 'vitest'
import { Argon2Busy, argon2Gate } from './argon2-gate.ts'

const later = () => {
  let done!: () => void
  const promise = new Promise<void>((resolve) => {
    done = resolve
  })
  return { promise, done }
}

it('runs at most `concurrency` at once, the owner lane first, and refuses anyone beyond the queue', async () => {
  const gate = argon2Gate({ concurrency: 1, maxWaiting: 2 })
  const order: string[] = []
  const first = later()
  const running = gate.run('anyone', async () => {
    order.push('first')
    await first.promise
  })
  const queued = [1, 2].map((i) => gate.run('anyone', async () => void order.push(`anyone ${i}`)))
  await expect(gate.run('anyone', async () => 'never')).rejects.toBeInstanceOf(Argon2Busy)
  expect(gate.full()).toBeGreaterThan(0)
  const owner = gate.run('owner', async () => void order.push('owner'))
  expect(gate.load()).toEqual({ running: 1, owner: 1, anyone: 2 })
  first.done()
  await Promise.all([running, owner, ...queued])
  expect(order).toEqual(['first', 'owner', 'anyone 1', 'anyone 2'])
  expect(gate.load()).toEqual({ running: 0, owner: 0, anyone: 0 })
  expect(gate.full()).toBeNull()
})

it('a failing check frees its slot', async () => {
  const gate = argon2Gate({ concurrency: 1, maxWaiting: 1 })
  await expect(gate.run('anyone', async () => Promise.reject(new Error('x')))).rejects.toThrow('x')
  expect(await gate.run('anyone', async () => 7)).toBe(7)
})
