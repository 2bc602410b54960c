import { afterEach, describe, expect, it } from 'vitest'
import { newId } from '../data/enqueue.ts'
import { UserDb } from '../data/user-db.ts'
import { sops } from '../modules/approvals/approvals.resource.ts'
import { catalogue } from '../modules/registry.ts'
import { orders } from '../modules/shop/orders.resource.ts'
import { leftWindow } from '../resources/sync-window.ts'
import { evictAged } from './evict-aged.ts'

const DAY = 86_400_000
const now = Date.parse('2026-11-25T12:00:00Z')
const from = now - 30 * DAY
const iso = (daysAgo: number) => new Date(now - daysAgo * DAY).toISOString()

describe('the eviction rule', () => {
  it('a sale older than the window leaves; one inside, or with a time it cannot read, stays', () => {
    const w = orders.syncWindow!
    expect(leftWindow(w, { sold_at: iso(31) }, from)).toBe(true)
    expect(leftWindow(w, { sold_at: iso(29) }, from)).toBe(false)
    expect(leftWindow(w, { sold_at: '' }, from)).toBe(false)
  })

  it('an open approval stays whatever its age; a decided one of the same age leaves', () => {
    const w = sops.syncWindow!
    const filed_at = now - 400 * DAY
    expect(leftWindow(w, { filed_at, status: 'pending' }, from)).toBe(false)
    expect(leftWindow(w, { filed_at, status: 'approved' }, from)).toBe(true)
  })
})

let db: UserDb | undefined
afterEach(async () => {
  await db?.delete()
})

it('drops aged rows from the mirror and its count, but never one a queued entry holds', async () => {
  db = new UserDb(`evict-${newId()}`, catalogue)
  const sale = (daysAgo: number) => ({ id: newId(), sold_at: iso(daysAgo), updated_at: 1 })
  const [recent, old, held] = [sale(1), sale(45), sale(60)]
  await db.rows(orders).bulkPut([recent, old, held])
  await db.syncState.put({ resource: 'orders', count: 3, lastPullAt: now })
  await db.outbox.add({
    id: newId(),
    kind: 'shop.refund',
    payload: {},
    targets: [`orders:${held.id}`],
    state: 'pending',
    attempts: 0,
    createdAt: now,
  } as never)

  expect(await evictAged(db, orders, from)).toBe(1)
  expect((await db.rows(orders).toArray()).map((r) => r.id).sort()).toEqual([recent.id, held.id].sort())
  expect((await db.syncState.get('orders'))?.count).toBe(2)
})
