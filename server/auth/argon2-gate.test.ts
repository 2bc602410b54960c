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
  const gate = argon2Gate({ concurrency: 1, maxWaiting: 2, perAddress: 8, perOwner: 2 })
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
  const gate = argon2Gate({ concurrency: 1, maxWaiting: 1, perAddress: 8, perOwner: 2 })
  await expect(gate.run('anyone', async () => Promise.reject(new Error('x')))).rejects.toThrow('x')
  expect(await gate.run('anyone', async () => 7)).toBe(7)
})

it('one address holds at most its share of the anonymous lane; others still get in', async () => {
  const gate = argon2Gate({ concurrency: 1, maxWaiting: 10, perAddress: 2, perOwner: 2 })
  const first = later()
  const held = [
    gate.run('anyone', () => first.promise, '203.0.113.66'),
    gate.run('anyone', async () => undefined, '203.0.113.66'),
  ]
  expect(gate.full('203.0.113.66')).not.toBeNull()
  await expect(gate.run('anyone', async () => 'never', '203.0.113.66')).rejects.toBeInstanceOf(Argon2Busy)
  expect(gate.full('192.0.2.77')).toBeNull()
  const other = gate.run('anyone', async () => 'in', '192.0.2.77')
  first.done()
  await Promise.all(held)
  expect(await other).toBe('in')
  expect(gate.full('203.0.113.66')).toBeNull()
})

it('one account holds at most its share of the owner lane: a second account still goes first', async () => {
  const gate = argon2Gate({ concurrency: 1, maxWaiting: 10, perAddress: 8, perOwner: 2 })
  const first = later()
  const order: string[] = []
  const running = gate.run('anyone', () => first.promise, '192.0.2.77')
  const flood = [1, 2].map((i) => gate.run('owner', async () => void order.push(`flood ${i}`), 'user:7'))
  await expect(gate.run('owner', async () => 'never', 'user:7')).rejects.toBeInstanceOf(Argon2Busy)
  const newcomer = gate.run('anyone', async () => void order.push('newcomer'), '192.0.2.78')
  const owner = gate.run('owner', async () => void order.push('owner'), 'user:8')
  first.done()
  await Promise.all([running, newcomer, owner, ...flood])
  expect(order).toEqual(['flood 1', 'flood 2', 'owner', 'newcomer'])
  // Its checks done, the account may check again.
  expect(await gate.run('owner', async () => 'again', 'user:7')).toBe('again')
})
