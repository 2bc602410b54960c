import { expect, it } from 'vitest'
import { LOAN, STAGE, settle, settleAll, total } from './settlement.ts'

it('settles a loan against only its own repayments, in fen', () => {
  const loan = { id: 'a', principal: 100_00 }
  const repayments = [
    { loan_id: 'a', amount: 30_00 },
    { loan_id: 'b', amount: 99_00 },
    { loan_id: 'a', amount: '2000' },
  ]
  expect(settle(loan, repayments, LOAN)).toEqual({ owed: 100_00, paid: 50_00, outstanding: 50_00 })
})

it('shows an overpayment as a negative outstanding, and totals each column', () => {
  const stages = [
    { id: 's1', amount: 10 },
    { id: 's2', amount: 20 },
  ]
  const payments = [
    { plan_id: 's1', amount: 15 },
    { plan_id: 's2', amount: 5 },
  ]
  const { rows, total: sum } = settleAll(stages, payments, STAGE)
  expect(rows.map((r) => r.outstanding)).toEqual([-5, 15])
  expect(sum).toEqual({ owed: 30, paid: 20, outstanding: 10 })
  expect(total(payments)).toBe(sum.paid)
})
