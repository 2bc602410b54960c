import { afterEach, expect, it } from 'vitest'
import { newId } from '../data/enqueue.ts'
import type { OutboxEntry } from '../data/outbox-types.ts'
import { UserDb } from '../data/user-db.ts'
import { catalogue } from '../modules/registry.ts'
import { pendingTargets } from './pending-targets.ts'

let db: UserDb | undefined
afterEach(async () => {
  await db?.delete()
})

const entry = (targets: string[], state: OutboxEntry['state'] = 'pending') =>
  ({
    id: newId(),
    kind: 'shop.cashCheckout',
    payload: {},
    targets,
    state,
    createdAt: 0,
    nextAttemptAt: 0,
    attempts: [],
  }) as never

it('names the rows a pending entry holds, not a failed one’s, whether the queue is shorter or longer than the rows asked about', async () => {
  db = new UserDb(`pending-targets-${newId()}`, catalogue)
  const [held, failed, free, other] = [newId(), newId(), newId(), newId()]
  await db.outbox.bulkAdd([
    entry([`orders:${held}`, `members:${other}`]),
    entry([`orders:${failed}`], 'failed'),
    entry([`members:${free}`]),
  ])
  // Fewer pending entries (2) than rows asked about (4): the pending entries are read.
  expect(await pendingTargets(db, 'orders', [held, failed, free, other])).toEqual(new Set([`orders:${held}`]))
  // More pending entries than rows asked about: the targets index is asked.
  await db.outbox.bulkAdd(Array.from({ length: 5 }, () => entry([`orders:${newId()}`])))
  expect(await pendingTargets(db, 'orders', [held, failed])).toEqual(new Set([`orders:${held}`]))
  expect(await pendingTargets(db, 'members', [other, free, held])).toEqual(
    new Set([`members:${other}`, `members:${free}`]),
  )
  expect(await pendingTargets(db, 'orders', [])).toEqual(new Set())
})
