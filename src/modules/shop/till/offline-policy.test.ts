import { describe, expect, it } from 'vitest'
import { memberSaleStanding } from './offline-policy.ts'

const member = (total: number) => ({ kind: 'shop.memberCheckout', payload: { total } })
const caps = { sale: 100_000, all: 150_000 }

describe('the offline policy for member sales', () => {
  it('online with nothing queued, a sale is confirmed at once and no cap applies', () => {
    expect(memberSaleStanding(500_000, [], true, caps)).toEqual({ provisional: false, breach: null })
  })

  it('offline, one sale above the single-sale cap is refused', () => {
    expect(memberSaleStanding(100_001, [], false, caps)).toEqual({
      provisional: true,
      breach: { rule: 'sale', cap: 100_000 },
    })
  })

  it('queued member sales count towards the total cap, other entries do not', () => {
    const queued = [member(90_000), { kind: 'shop.cashCheckout', payload: { total: 90_000 } }]
    expect(memberSaleStanding(60_001, queued, true, caps).breach).toEqual({ rule: 'all', cap: 150_000 })
    expect(memberSaleStanding(60_000, queued.slice(1), true, caps)).toEqual({
      provisional: true,
      breach: null,
    })
  })
})
