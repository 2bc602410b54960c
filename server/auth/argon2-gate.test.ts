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
  const gate = argon2Gate({ concurrency: 1, maxWaiting: 2, perAddress: 8 })
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
  const gate = argon2Gate({ concurrency: 1, maxWaiting: 1, perAddress: 8 })
  await expect(gate.run('anyone', async () => Promise.reject(new Error('x')))).rejects.toThrow('x')
  expect(await gate.run('anyone', async () => 7)).toBe(7)
})

it('one address holds at most its share of the anonymous lane; others still get in', async () => {
  const gate = argon2Gate({ concurrency: 1, maxWaiting: 10, perAddress: 2 })
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
