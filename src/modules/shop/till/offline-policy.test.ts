import { afterEach, describe, expect, it } from 'vitest'
import { UserDb } from '../../../data/user-db.ts'
import { catalogue } from '../../registry.ts'
import { memberSaleStanding, queuedStanding } from './offline-policy.ts'

const member = (total: number) => ({ kind: 'shop.memberCheckout', payload: { total } })
const caps = { sale: 100_000, all: 150_000 }
const nothing = { anyPending: false, memberSales: [] }

describe('the offline policy for member sales', () => {
  it('online with nothing queued, a sale is confirmed at once and no cap applies', () => {
    expect(memberSaleStanding(500_000, nothing, true, caps)).toEqual({ provisional: false, breach: null })
  })

  it('offline, one sale above the single-sale cap is refused', () => {
    expect(memberSaleStanding(100_001, nothing, false, caps)).toEqual({
      provisional: true,
      breach: { rule: 'sale', cap: 100_000 },
    })
  })

  it('queued member sales count towards the total cap, other entries do not', () => {
    expect(
      memberSaleStanding(60_001, { anyPending: true, memberSales: [member(90_000)] }, true, caps).breach,
    ).toEqual({ rule: 'all', cap: 150_000 })
    // Only a cash sale waits: the member sale is provisional, and its own total is under both caps.
    expect(memberSaleStanding(60_000, { anyPending: true, memberSales: [] }, true, caps)).toEqual({
      provisional: true,
      breach: null,
    })
  })
})

describe('what the policy reads of the queue', () => {
  let db: UserDb
  afterEach(async () => {
    await db?.delete()
  })
  const entry = (id: string, kind: string, state: string, targets: string[], total: number) => ({
    id,
    kind,
    state,
    targets,
    payload: { total },
    createdAt: 0,
    nextAttemptAt: 0,
    attempts: [],
    undo: [],
  })

  it('counts the member sales still waiting, not cash sales or a refused member sale', async () => {
    db = new UserDb('offline-policy-unit', catalogue)
    await db.outbox.bulkAdd([
      entry('a', 'shop.cashCheckout', 'pending', ['orders:a'], 5_000),
      entry('b', 'shop.memberCheckout', 'pending', ['orders:b', 'memberLedger:b', 'members:m1'], 90_000),
      entry('c', 'shop.memberCheckout', 'failed', ['orders:c', 'memberLedger:c', 'members:m2'], 70_000),
      entry('d', 'shop.cashCheckout', 'pending', ['orders:d', 'memberLedger:d', 'members:m1'], 3_000),
    ] as never)
    const queued = await queuedStanding(db)
    expect(queued.anyPending).toBe(true)
    expect(queued.memberSales.map((e) => e.payload.total)).toEqual([90_000])
    expect(memberSaleStanding(60_001, queued, false, caps).breach).toEqual({ rule: 'all', cap: 150_000 })
  })

  it('with nothing waiting, reads no further', async () => {
    db = new UserDb('offline-policy-unit', catalogue)
    await db.outbox.add(entry('c', 'shop.memberCheckout', 'failed', ['members:m2'], 70_000) as never)
    expect(await queuedStanding(db)).toEqual({ anyPending: false, memberSales: [] })
  })
})
