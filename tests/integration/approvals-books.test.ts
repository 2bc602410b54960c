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

/** Agrees to every step of a sop in turn, each by whichever of the accounts holds it. */
async function approveThrough(sopId: string, deciders: Approver[]) {
  for (let round = 0; round < 6; round++) {
    const sop = (await on.admin.sops()).find((s) => s.id === sopId)!
    if (sop.status !== 'pending') return sop
    const answers = await Promise.all(deciders.map((d) => d.decide(sop, 'agree', '同意')))
    expect(answers.some((a) => a.body.code === 200)).toBe(true)
  }
  throw new Error('still pending after six rounds')
}

it('books an approved project cost as the project’s direct expense, and a purchase for the company as a payable to its supplier, once each', async () => {
  const [field, office] = await Promise.all([
    actAs(on.server, 'field', 'field123'),
    actAs(on.server, 'office', 'office123'),
  ])
  const project = (await office.get<Row[]>('/sops/getComUserProAccet')).body.data[0]!
  const file = async (body: Record<string, unknown>) => {
    const id = newId()
    expect((await office.post('/sops/saveSop', { id, ...body })).body.code).toBe(200)
    return id
  }
  const cost = await file({
    template: 'expecost',
    title: '11月钢筋班组人工费',
    project_id: project.id,
    amount: 18_500_00,
    content: { category: 'labour', reason: '按月结算' },
  })
  const purchase = await file({
    template: 'expesrm',
    title: '办公室打印机',
    project_id: '',
    amount: 2_399_00,
    content: { goods: '激光打印机', quantity: 1, supplier: '城南办公设备', reason: '旧机报废' },
  })
  for (const id of [cost, purchase])
    expect(await approveThrough(id, [on.admin, field, office])).toMatchObject({ status: 'approved' })

  const direct = (await tableRows(on.server, 'res_directExpenses')).filter((r) => r.sop_id === cost)
  expect(direct).toHaveLength(1)
  const subjects = await tableRows(on.server, 'res_expenseSubjects')
  expect(subjects.find((s) => s.id === direct[0]!.subject_id)?.name).toBe('人工费')
  expect(direct[0]).toMatchObject({
    id: cost,
    project_id: project.id,
    amount: 18_500_00,
    payee: '11月钢筋班组人工费',
  })

  const payable = (await tableRows(on.server, 'res_otherPayables')).filter((r) => r.sop_id === purchase)
  expect(payable).toHaveLength(1)
  expect(payable[0]).toMatchObject({
    id: purchase,
    counterparty: '城南办公设备',
    summary: '激光打印机 × 1',
    amount: 2_399_00,
    status: 'open',
  })
  // Nothing else was booked for them, in any ledger.
  expect(
    (await tableRows(on.server, 'res_managementExpenses')).filter(
      (r) => r.sop_id === cost || r.sop_id === purchase,
    ),
  ).toEqual([])
})
