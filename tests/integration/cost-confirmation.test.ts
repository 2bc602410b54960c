// 确认 on /cost/costplan over the real API (issue 23): the signed-in user confirms a budget output,
// recorded with their account and the server's time, exactly once per key and once per output; the
// generic save neither confirms (a typed name is not written) nor changes a confirmed output.
import { expect, it } from 'vitest'
import { newId } from '../../src/data/enqueue.ts'
import { actAs, withAdminServer } from '../helpers/approvals.ts'

type Row = Record<string, unknown> & { id: string }

const on = withAdminServer()

const outputs = async () => (await on.admin.get<Row[]>('/cost/getCostPlanList?limit=2000')).body.data

it('confirms an output as the signed-in user, once per key and once per output', async () => {
  const draft = (await outputs()).find((o) => o.status === 'draft')!
  const before = Date.now()
  const key = newId()
  const payload = { id: draft.id, confirmed: 123_456_00 }
  const first = await on.admin.post<{ output: Row }>('/cost/confirmCostPlan', payload, { key })
  expect(first.body.code).toBe(200)
  expect(first.body.data.output).toMatchObject({
    status: 'confirmed',
    confirmed: 123_456_00,
    confirmed_by: '系统管理员',
  })
  const me = (await on.admin.get<{ ID: number }>('/user/userInfo')).body.data
  expect(first.body.data.output.confirmed_by_id).toBe(me.ID)
  expect(Number(first.body.data.output.confirmed_at)).toBeGreaterThanOrEqual(before - 60_000)

  const again = await on.admin.post<{ output: Row }>('/cost/confirmCostPlan', payload, { key })
  expect(again.body.data.output).toEqual(first.body.data.output)
  const second = await on.admin.post('/cost/confirmCostPlan', payload, { key: newId() })
  expect(second.body.code).toBe(400)
  expect(second.body.msg).toContain('该产值已由系统管理员确认')
})

it('writes no confirmation typed into the generic save, and refuses a change to a confirmed output', async () => {
  const rows = await outputs()
  const draft = rows.find((o) => o.status === 'draft')!
  // The typed name and status are not written; the draft's own figures are the user's to edit.
  const typed = { ...draft, status: 'confirmed', confirmed_by: '陈美玲', confirmed_by_id: 7, confirmed: 1_00 }
  expect((await on.admin.post('/cost/saveCostPlan', typed)).body.code).toBe(200)
  expect((await outputs()).find((o) => o.id === draft.id)).toMatchObject({
    status: 'draft',
    confirmed_by: '',
    confirmed_by_id: 0,
    confirmed: 1_00,
  })

  const done = rows.find((o) => o.status === 'confirmed')!
  const changed = await on.admin.post('/cost/saveCostPlan', {
    ...done,
    confirmed: Number(done.confirmed) + 1,
  })
  expect(changed.body.code).toBe(400)
  expect(changed.body.msg).toContain('已确认的产值不能修改')
  expect((await on.admin.post('/cost/saveCostPlan', { ...done, remark: '已核对' })).body.code).toBe(200)

  const fresh = { ...draft, id: newId(), period: '2026-12', planned: 10_00, confirmed: 0, remark: '' }
  for (const k of ['status', 'confirmed_by', 'confirmed_by_id', 'confirmed_at']) delete (fresh as Row)[k]
  const created = await on.admin.post<Row>('/cost/saveCostPlan', fresh)
  expect(created.body.data).toMatchObject({ status: 'draft', confirmed_by: '' })
})

it('lets only cost (501) confirm', async () => {
  const draft = (await outputs()).find((o) => o.status === 'draft')!
  const field = await actAs(on.server, 'field', 'field123')
  const refused = await field.post('/cost/confirmCostPlan', { id: draft.id, confirmed: 1 })
  expect(refused.body.code).toBe(403)
})
