import { expect, it } from 'vitest'
import { needsReview, priceChanges, reviewReasons } from './sale-review.ts'

it('lists flagged sales and overrides, not ordinary ones', () => {
  expect(needsReview({ review: '', override_reason: '' })).toBe(false)
  expect(needsReview({ review: 'sold_at_old', override_reason: '' })).toBe(true)
  expect(needsReview({ review: '', override_reason: '老顾客' })).toBe(true)
})

it('names each reason in the reader language', () => {
  const order = { review: 'sold_at_old,stale_price' }
  expect(reviewReasons(order, 'zh')).toEqual(['销售时间早于离线时限', '按过期价目表收款'])
  expect(reviewReasons(order, 'en')).toEqual([
    'Sale time before the offline window',
    'Charged from an expired price list',
  ])
})

it('reads the recorded price changes, and a malformed record as none', () => {
  const change = { line: 1, name: '洗剪吹', list_price: 3800, price: 3000, discount: 0, why: 'override' }
  expect(priceChanges({ price_changes: JSON.stringify([change]) })).toEqual([change])
  expect(priceChanges({ price_changes: '' })).toEqual([])
  expect(priceChanges({ price_changes: '{oops' })).toEqual([])
})
