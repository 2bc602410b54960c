// Issue 36, point 3: an approved 财务费用审批 reaches the books once, without being keyed again.
import { expect, it } from 'vitest'
import { newId } from '../../src/data/enqueue.ts'
import { type Approver, actAs, type SopRow, withAdminServer } from '../helpers/approvals.ts'
import { tableRows } from '../helpers/test-server.ts'

const on = withAdminServer()

type Row = Record<string, unknown> & { id: string }

async function fileExpense(field: Approver, amount: number, category: string) {
  const id = newId()
  const filed = await field.post('/sops/saveSop', {
    id,
    template: 'expefina',
    title: '高新区项目部差旅费',
    project_id: '',
    amount,
    content: { category, reason: '往返项目现场' },
  })
  expect(filed.body.code).toBe(200)
  return (await field.sops()).find((s) => s.id === id) as SopRow
}

it('books an approved expense as one 管理费用 row, linked both ways, however often the approval is sent', async () => {
  const [field, office] = await Promise.all([
    actAs(on.server, 'field', 'field123'),
    actAs(on.server, 'office', 'office123'),
  ])
  const sop = await fileExpense(field, 6_000_00, 'travel')
  const key = newId()
  const decision = { id: newId(), sop_id: sop.id, step: sop.step, decision: 'agree', comment: '同意' }
  expect((await on.admin.post('/sops/upSopStaffSopResult', decision, { key })).body.code).toBe(200)
  // The same entry resent (a lost answer), and a second device's decision on the same step.
  expect((await on.admin.post('/sops/upSopStaffSopResult', decision, { key })).body.code).toBe(200)
  const late = await on.admin.post('/sops/upSopStaffSopResult', { ...decision, id: newId() })
  expect(late.body.code).toBe(422)

  const booked = (await tableRows(on.server, 'res_managementExpenses')).filter((r) => r.sop_id === sop.id)
  expect(booked).toHaveLength(1)
  const subject = (await tableRows(on.server, 'res_expenseSubjects')).find(
    (s) => s.id === booked[0]!.subject_id,
  )
  expect(subject?.name).toBe('差旅费')
  expect(booked[0]).toMatchObject({ id: sop.id, amount: 6_000_00, handler: '项目现场员' })
  // Finance (office) reads it in the ledger its dashboards add up.
  const ledger = (await office.get<Row[]>('/fina/getFinaSpfiList?limit=2000')).body.data
  expect(ledger.filter((r) => r.sop_id === sop.id)).toHaveLength(1)
})

it('books nothing for a rejected expense', async () => {
  const field = await actAs(on.server, 'field', 'field123')
  const sop = await fileExpense(field, 320_00, 'meal')
  expect((await on.admin.decide(sop, 'reject', '超标准')).body.code).toBe(200)
  const booked = (await tableRows(on.server, 'res_managementExpenses')).filter((r) => r.sop_id === sop.id)
  expect(booked).toHaveLength(0)
})
