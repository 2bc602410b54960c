// Issue 36, point 4: conditional branches. An amount over ¥5,000 adds the general manager; a step
// may be only for filers of one department. The server resolves them at filing, as the preview says.
import { expect, it } from 'vitest'
import { newId } from '../../src/data/enqueue.ts'
import { type FlowStep, stepsOf } from '../../src/modules/approvals/sop-rules.ts'
import { actAs, moveOntoPost, postStep, saveFlow, withAdminServer } from '../helpers/approvals.ts'
import { tableRows } from '../helpers/test-server.ts'

const on = withAdminServer()

const step = (code: string, post: string, when?: FlowStep['when']) =>
  postStep(on.server, code, post, when ? { when } : {})

async function saveExpenseFlow(steps: FlowStep[]) {
  const saved = await saveFlow(on.admin, on.server, 'expefina', steps)
  expect(saved.body.code, saved.body.msg).toBe(200)
}

const depaId = async (code: string) =>
  String((await tableRows(on.server, 'res_departments')).find((d) => d.code === code)!.id)

it('routes a ¥6,000 expense through the branch to the general manager, and a ¥3,000 one not', async () => {
  await saveExpenseFlow([await step('RLB', '人事经理'), await step('ZJB', '总经理', { over: 5_000_00 })])
  const [field, office] = await Promise.all([
    actAs(on.server, 'field', 'field123'),
    actAs(on.server, 'office', 'office123'),
  ])
  const preview = async (amount: number) =>
    (
      await field.get<{ steps: { label: string }[] }>(
        `/sops/getFenSopInfo?template=expefina&amount=${amount}`,
      )
    ).body.data.steps.map((s) => s.label)
  expect(await preview(6_000_00)).toEqual(['人力资源部 · 人事经理', '总经理办公室 · 总经理'])
  expect(await preview(3_000_00)).toEqual(['人力资源部 · 人事经理'])
  // Exactly ¥5,000 is not over it.
  expect(await preview(5_000_00)).toEqual(['人力资源部 · 人事经理'])

  const id = newId()
  const filed = await field.post('/sops/saveSop', {
    id,
    template: 'expefina',
    title: '项目部差旅费（6000）',
    project_id: '',
    amount: 6_000_00,
    content: { category: 'travel', reason: '往返项目现场' },
  })
  expect(filed.body.code).toBe(200)
  const sop = (await field.sops()).find((s) => s.id === id)!
  expect(stepsOf(sop as never).map((s) => s.approver_names)).toEqual([['办公室文员'], ['系统管理员']])
  expect((await office.decide(sop, 'agree', '同意')).body.code).toBe(200)
  const waiting = (await on.admin.sops()).find((s) => s.id === id)!
  expect(waiting).toMatchObject({ status: 'pending', step: 1 })
  expect((await on.admin.decide(waiting, 'agree', '同意')).body.code).toBe(200)
  expect((await field.sops()).find((s) => s.id === id)).toMatchObject({ status: 'approved' })
})

it('returns a ¥3,000 claim to its applicant for changes; resubmitted at ¥6,000 it starts again through the branch, and only its applicant may resubmit it', async () => {
  await saveExpenseFlow([await step('RLB', '人事经理'), await step('ZJB', '总经理', { over: 5_000_00 })])
  const [field, office, fieldEn] = await Promise.all([
    actAs(on.server, 'field', 'field123'),
    actAs(on.server, 'office', 'office123'),
    actAs(on.server, 'field', 'field123', 'en'),
  ])
  const id = newId()
  const filed = await field.post('/sops/saveSop', {
    id,
    template: 'expefina',
    title: '项目部差旅费',
    project_id: '',
    amount: 3_000_00,
    content: { category: 'travel', reason: '往返项目现场' },
  })
  expect(filed.body.code).toBe(200)
  const sop = (await office.sops()).find((s) => s.id === id)!
  const back = (comment: string, key = newId()) =>
    office.post('/sops/returnSopToApplicant', { id: key, sop_id: id, step: 0, comment }, { key })
  // The applicant must be told what to change.
  expect((await back('')).body).toMatchObject({ code: 400 })
  expect((await back('漏了高铁票，金额应为6000')).body.code).toBe(200)
  expect((await field.sops()).find((s) => s.id === id)).toMatchObject({ status: 'returned', step: 0 })
  // Returned, it waits on nobody: the approver can no longer decide it.
  expect((await office.decide(sop, 'agree')).body.code).toBe(422)

  const resubmit = (who: typeof field, amount: number, key = newId()) =>
    who.post(
      '/sops/resubmitSop',
      { id: key, sop_id: id, title: '项目部差旅费（含高铁票）', amount, comment: '已补高铁票' },
      { key },
    )
  const notTheirs = await resubmit(office, 6_000_00)
  expect(notTheirs.body).toMatchObject({ code: 422, msg: '只有申请人本人可以修改后重新提交' })
  const key = newId()
  expect((await resubmit(field, 6_000_00, key)).body.code).toBe(200)
  // The same key again (a retry) is answered from the record, not resubmitted twice.
  expect((await resubmit(field, 6_000_00, key)).body.code).toBe(200)
  const again = (await field.sops()).find((s) => s.id === id)!
  expect(again).toMatchObject({
    status: 'pending',
    step: 0,
    amount: 6_000_00,
    title: '项目部差旅费（含高铁票）',
  })
  expect(stepsOf(again as never).map((s) => s.approver_names)).toEqual([['办公室文员'], ['系统管理员']])
  // Pending again, it cannot be resubmitted a second time; said in the caller's language.
  const twice = await resubmit(fieldEn, 6_000_00)
  expect(twice.body.code).toBe(422)
  expect(twice.body.msg).toMatch(/[A-Za-z]/)

  const history = (await field.get<Record<string, unknown>[]>('/sops/getSopResultList?limit=2000')).body.data
    .filter((r) => r.sop_id === id)
    .map((r) => [r.decision, r.approver_name, r.comment])
  expect(history).toEqual([
    ['submit', '项目现场员', ''],
    ['returnToApplicant', '办公室文员', '漏了高铁票，金额应为6000'],
    ['resubmit', '项目现场员', '已补高铁票'],
  ])
  expect((await office.decide(again, 'agree', '同意')).body.code).toBe(200)
  const second = (await on.admin.sops()).find((s) => s.id === id)!
  expect(second).toMatchObject({ status: 'pending', step: 1 })
})

it('lets a department pick its own chain: a step only for another department is passed over', async () => {
  await saveExpenseFlow([
    await step('RLB', '人事经理', { depa_ids: [await depaId('ZJB')] }),
    await step('ZJB', '总经理'),
  ])
  const field = await actAs(on.server, 'field', 'field123')
  const steps = (await field.get<{ steps: { label: string }[] }>('/sops/getFenSopInfo?template=expefina'))
    .body.data.steps
  expect(steps.map((s) => s.label)).toEqual(['总经理办公室 · 总经理'])
})

it('holds a 会签 step until every approver has agreed, each once; a 或签 step needs one', async () => {
  // A second 人事经理: the admin (who holds the routing right) moves the shop manager's file onto it.
  const hrStep = await step('RLB', '人事经理')
  const shop = await actAs(on.server, 'shop', 'shop123')
  const moved = await moveOntoPost(on.server, on.admin, shop, hrStep)
  expect(moved.body.code, moved.body.msg).toBe(200)
  await saveExpenseFlow([{ ...hrStep, mode: 'all' }])
  const [field, office] = await Promise.all([
    actAs(on.server, 'field', 'field123'),
    actAs(on.server, 'office', 'office123'),
  ])
  const id = newId()
  const filed = await field.post('/sops/saveSop', {
    id,
    template: 'expefina',
    title: '会签报销',
    project_id: '',
    amount: 800_00,
    content: { category: 'office', reason: '打印耗材' },
  })
  expect(filed.body.code).toBe(200)
  const sop = (await field.sops()).find((s) => s.id === id)!
  expect(stepsOf(sop as never)[0]?.approver_names.sort()).toEqual(['办公室文员', '门店收银员'].sort())
  expect((await office.decide(sop, 'agree', '同意')).body.code).toBe(200)
  expect((await field.sops()).find((s) => s.id === id)).toMatchObject({ status: 'pending', step: 0 })
  // The same approver cannot agree twice.
  expect((await office.decide(sop, 'agree', '再次同意')).body.code).toBe(400)
  expect((await shop.decide(sop, 'agree', '同意')).body.code).toBe(200)
  expect((await field.sops()).find((s) => s.id === id)).toMatchObject({ status: 'approved' })

  // 或签: either one decides.
  await saveExpenseFlow([hrStep])
  const other = newId()
  await field.post('/sops/saveSop', {
    id: other,
    template: 'expefina',
    title: '或签报销',
    project_id: '',
    amount: 100_00,
    content: { category: 'office', reason: '文具' },
  })
  const anyOne = (await field.sops()).find((s) => s.id === other)!
  expect((await shop.decide(anyOne, 'agree', '同意')).body.code).toBe(200)
  expect((await field.sops()).find((s) => s.id === other)).toMatchObject({ status: 'approved' })
})
