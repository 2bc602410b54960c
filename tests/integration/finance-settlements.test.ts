// Loans and contract payments over the real API (issue 23): the demo figures add up by the rule the
// pages use (settlement.ts), a repayment beyond the loan is refused and so is a row
// naming a loan, stage or contract that is gone; one still named by rows is not removed, and an
// overpaid stage is taken and shows as such.
import { expect, it } from 'vitest'
import { newId } from '../../src/data/enqueue.ts'
import { LOAN, STAGE, settle, settleAll, total } from '../../src/modules/finance/settlement.ts'
import { actAs, withAdminServer } from '../helpers/approvals.ts'

type Row = Record<string, unknown> & { id: string }

const on = withAdminServer()

const list = async (path: string) => (await on.admin.get<Row[]>(`${path}?limit=2000`)).body.data
const loansNow = () => list('/fina/getFinaLoanList')
const repaymentsNow = () => list('/fina/getFinaRepayList')

it('works out each loan outstanding as principal less repayments, and the totals add up', async () => {
  const loans = await loansNow()
  const repayments = await repaymentsNow()
  expect(loans.length).toBeGreaterThanOrEqual(3)
  const bank = loans.find((l) => l.code === 'JK-2026-001')!
  expect(settle(bank, repayments, LOAN)).toEqual({
    owed: 5_000_000_00,
    paid: 3_000_000_00,
    outstanding: 2_000_000_00,
  })
  const settled = loans.find((l) => l.code === 'JK-2026-002')!
  expect(settled.status).toBe('settled')
  expect(settle(settled, repayments, LOAN).outstanding).toBe(0)
  const all = settleAll(loans, repayments, LOAN)
  expect(all.total.owed).toBe(total(loans, 'principal'))
  expect(all.total.paid).toBe(total(repayments))
  expect(all.total.outstanding).toBe(all.total.owed - all.total.paid)
  for (const r of repayments) expect(Number.isInteger(r.amount) && Number.isInteger(r.interest)).toBe(true)
})

it('plans each demo contract to its amount, and its paid and unpaid add up', async () => {
  const contracts = await list('/proj/getProjContList')
  const plans = await list('/fina/getFinaContPayList')
  const payments = await list('/fina/getFinaPayList')
  for (const c of contracts) {
    const stages = settleAll(
      plans.filter((p) => p.contract_id === c.id),
      payments,
      STAGE,
    )
    expect(stages.total.owed, String(c.name)).toBe(c.amount)
    expect(stages.total.paid).toBeGreaterThan(0)
    expect(stages.total.paid + stages.total.outstanding).toBe(c.amount)
    for (const s of stages.rows) expect(s.outstanding).toBeGreaterThanOrEqual(0)
  }
  expect(total(payments)).toBe(settleAll(plans, payments, STAGE).total.paid)
})

it('takes a repayment once per key and refuses one beyond the outstanding principal', async () => {
  const bank = (await loansNow()).find((l) => l.code === 'JK-2026-001')!
  const repayment = {
    id: newId(),
    loan_id: bank.id,
    date: '2026-11-15',
    amount: 500_000_00,
    interest: 1_925_00,
    bank_account_id: '',
    handler: '陈美玲',
    remark: '',
  }
  const key = newId()
  expect((await on.admin.post('/fina/saveFinaRepay', repayment, { key })).body.code).toBe(200)
  expect((await on.admin.post('/fina/saveFinaRepay', repayment, { key })).body.code).toBe(200)
  expect(settle(bank, await repaymentsNow(), LOAN).outstanding).toBe(1_500_000_00)

  const over = await on.admin.post('/fina/saveFinaRepay', { ...repayment, id: newId(), amount: 1_500_000_01 })
  expect(over.body.code).toBe(400)
  expect(over.body.msg).toContain('借款还款合计 ¥5,000,000.01 超过借款管理的 ¥5,000,000.00')
  expect(settle(bank, await repaymentsNow(), LOAN).outstanding).toBe(1_500_000_00)
  // Nor may the loan be lowered below what was repaid.
  const lowered = await on.admin.post('/fina/saveFinaLoan', { ...bank, principal: 3_000_000_00 })
  expect(lowered.body.code).toBe(400)
  const exact = await on.admin.post('/fina/saveFinaRepay', {
    ...repayment,
    id: newId(),
    amount: 1_500_000_00,
  })
  expect(exact.body.code).toBe(200)
  expect(settle(bank, await repaymentsNow(), LOAN).outstanding).toBe(0)
})

it('refuses a repayment of a loan that is gone, and keeps a loan that repayments name', async () => {
  const missing = await on.admin.post('/fina/saveFinaRepay', {
    id: newId(),
    loan_id: newId(),
    date: '2026-11-15',
    amount: 100,
    interest: 0,
  })
  expect(missing.body.code).toBe(400)
  expect(missing.body.msg).toContain('所选借款管理不存在或已删除')

  const bank = (await loansNow()).find((l) => l.code === 'JK-2026-001')!
  const removal = await on.admin.post<unknown>('/fina/delFinaLoan', { id: bank.id })
  expect(removal.body.code).toBe(400)
  expect(removal.body.msg).toMatch(/仍有 \d+ 条借款还款 引用该记录/)
  expect((await loansNow()).some((l) => l.id === bank.id)).toBe(true)
})

it('takes a payment beyond its stage as an overpayment, and keeps stages and contracts that are named', async () => {
  const plans = await list('/fina/getFinaContPayList')
  const stage = plans.find((p) => String(p.title).endsWith('质保金'))!
  const pay = { id: newId(), plan_id: stage.id, date: '2026-11-20', amount: Number(stage.amount) + 1 }
  expect((await on.admin.post('/fina/saveFinaPay', pay)).body.code).toBe(200)
  expect(settle(stage, await list('/fina/getFinaPayList'), STAGE).outstanding).toBe(-1)

  const gone = await on.admin.post('/fina/saveFinaPay', { ...pay, id: newId(), plan_id: newId() })
  expect(gone.body.code).toBe(400)
  expect(gone.body.msg).toContain('所选合同付款计划不存在或已删除')
  const noContract = {
    id: newId(),
    contract_id: newId(),
    title: '追加节点',
    due_date: '2027-12-01',
    amount: 1,
  }
  expect((await on.admin.post('/fina/saveFinaContPay', noContract)).body.msg).toContain(
    '所选项目合同不存在或已删除',
  )

  expect((await on.admin.post('/fina/delFinaContPay', { id: stage.id })).body.code).toBe(400)
  const kept = await on.admin.post('/proj/delProjCont', { id: stage.contract_id })
  expect(kept.body.code).toBe(400)
  expect(kept.body.msg).toContain('合同付款计划')
})

it('answers an office account (finance 200) and refuses the shop till', async () => {
  const office = await actAs(on.server, 'office', 'office123')
  const shop = await actAs(on.server, 'shop', 'shop123')
  for (const path of [
    '/fina/getFinaLoanList',
    '/fina/getFinaRepayList',
    '/fina/getFinaContPayList',
    '/fina/getFinaPayList',
  ]) {
    expect((await office.get(path)).body.code, path).toBe(200)
    expect((await shop.get(path)).body.code, path).toBe(403)
  }
})
