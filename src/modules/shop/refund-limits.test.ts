import { describe, expect, it } from 'vitest'
import {
  cashOutLimitOf,
  cashOutNeedsManager,
  givenAlone,
  managerNeeded,
  refundLimitsOf,
  takenOutAlone,
} from './refund-limits.ts'

const limits = refundLimitsOf({})
const base = { saleDone: 0, shiftDone: 0, saleTill: 'A1B2', refundTill: 'A1B2', limits }

describe('when a refund needs the shop manager', () => {
  it('five refunds of ¥188 on one sale: the second already passes ¥200 for the sale', () => {
    expect(managerNeeded({ ...base, amount: 18_800 })).toBeNull()
    expect(managerNeeded({ ...base, amount: 18_800, saleDone: 18_800 })).toEqual({
      rule: 'sale',
      limit: 20_000,
      done: 18_800,
    })
    expect(managerNeeded({ ...base, amount: 20_001 })).toEqual({ rule: 'single', limit: 20_000 })
  })

  it('refunds of many sales add up per shift', () => {
    expect(managerNeeded({ ...base, amount: 15_000, shiftDone: 35_000 })).toBeNull()
    expect(managerNeeded({ ...base, amount: 15_001, shiftDone: 35_000 })).toMatchObject({ rule: 'shift' })
  })

  it('a sale rung on another till is that till’s; a sale outside any shift cannot be told', () => {
    expect(managerNeeded({ ...base, amount: 100, refundTill: 'Z9Z9' })).toEqual({
      rule: 'otherTill',
      till: 'A1B2',
    })
    expect(managerNeeded({ ...base, amount: 100, refundTill: '' })).toMatchObject({ rule: 'otherTill' })
    expect(managerNeeded({ ...base, amount: 100, saleTill: '', refundTill: '' })).toBeNull()
  })

  it('only what went back without a manager counts; the company may set its own limits', () => {
    expect(givenAlone([{ amount: 100 }, { amount: 50_000, approved_by: '店长' }, { amount: 5 }])).toBe(105)
    expect(refundLimitsOf({ refund_limit: 10_000, shift_refund_limit: 'x' })).toEqual({
      sale: 10_000,
      shift: 50_000,
    })
  })
})

describe('when a cash-out needs the shop manager', () => {
  const moves = [
    { direction: 'out', amount: 15_000, approved_by: '' },
    { direction: 'out', amount: 50_000, approved_by: '王店长' },
    { direction: 'in', amount: 90_000, approved_by: '' },
  ]
  it('counts only what the shift took out alone: cash put in and the manager’s cash-outs neither count nor free it', () => {
    expect(takenOutAlone(moves)).toBe(15_000)
    expect(cashOutNeedsManager(5_000, takenOutAlone(moves), cashOutLimitOf({}))).toBeNull()
    expect(cashOutNeedsManager(5_001, takenOutAlone(moves), cashOutLimitOf({}))).toEqual({
      done: 15_000,
      limit: 20_000,
    })
  })
  it('a company sets its own limit; a figure that is not a positive whole number of fen keeps the default', () => {
    expect(cashOutLimitOf({ cash_out_limit: 50_000 })).toBe(50_000)
    expect(cashOutLimitOf({ cash_out_limit: -1 })).toBe(20_000)
    expect(cashOutLimitOf({ cash_out_limit: '1.5' })).toBe(20_000)
  })
})
