// Issue 36: a stand-in (代理) for a date range. While the range covers today (company days, the
// server's clock), the steps that wait on the away approver wait on the stand-in instead; a request
// already waiting when the range starts moves too; the history says who decided for whom. Nobody
// makes themselves an approver this way: setting one for someone else needs the flows' right.
import { expect, it } from 'vitest'
import { newId } from '../../src/data/enqueue.ts'
import { stepsOf } from '../../src/modules/approvals/sop-rules.ts'
import { companyDay, standInId } from '../../src/modules/approvals/stand-in-rules.ts'
import {
  type Approver,
  actAs,
  postStep,
  type SopRow,
  saveFlow,
  withAdminServer,
} from '../helpers/approvals.ts'
import { tableRows } from '../helpers/test-server.ts'

const on = withAdminServer()
const DAY = 86_400_000

const day = (offset: number) => companyDay(on.server.clock.now + offset * DAY)

async function userId(username: string): Promise<number> {
  return Number((await tableRows(on.server, 'users')).find((u) => u.username === username)!.id)
}

/** The expense flow as one step: the HR manager (the office clerk's post). */
/** Signed in afresh: a token lasts hours, and the tests move the server's clock by days. */
const signIn = () =>
  Promise.all([
    actAs(on.server, 'field', 'field123'),
    actAs(on.server, 'office', 'office123'),
    actAs(on.server, 'shop', 'shop123'),
    actAs(on.server, 'admin', 'admin123'),
  ])

async function hrOnlyFlow(admin: Approver) {
  const saved = await saveFlow(admin, on.server, 'expefina', [await postStep(on.server, 'RLB', '人事经理')])
  expect(saved.body.code, saved.body.msg).toBe(200)
}

async function file(field: Approver, title: string): Promise<string> {
  const id = newId()
  const filed = await field.post('/sops/saveSop', {
    id,
    template: 'expefina',
    title,
    project_id: '',
    amount: 300_00,
    content: { category: 'office', reason: '打印耗材' },
  })
  expect(filed.body.code, filed.body.msg).toBe(200)
  return id
}

const standIn = (
  who: Approver,
  p: { approver: number; standin: number; from: string; to: string; note?: string },
  key = newId(),
) =>
  who.post(
    '/sops/saveStandIn',
    {
      id: key,
      approver_id: p.approver,
      approver_name: '',
      standin_id: p.standin,
      standin_name: '',
      start_date: p.from,
      end_date: p.to,
      note: p.note ?? '',
    },
    { key },
  )

const endStandIn = (who: Approver, approver: number) =>
  who.post('/sops/endStandIn', { id: newId(), approver_id: approver })

const waitingList = async (who: Approver) =>
  (await who.get<SopRow[]>('/sops/getMyApprList?limit=2000')).body.data.map((s) => s.id)

const sopOf = async (who: Approver, id: string) => (await who.sops()).find((s) => s.id === id)!

it('lets the stand-in decide while the range covers today, not before or after, and says so in the history', async () => {
  let [field, office, shop, admin] = await signIn()
  await hrOnlyFlow(admin)
  const [officeId, shopId] = await Promise.all([userId('office'), userId('shop')])
  // Filed before the stand-in is set: the request already waits on the office clerk.
  const early = await file(field, '打印耗材（代理前提交）')
  const key = newId()
  const set = await standIn(
    office,
    { approver: officeId, standin: shopId, from: day(1), to: day(2), note: '出差' },
    key,
  )
  expect(set.body.code, set.body.msg).toBe(200)
  // The same key again (a retry) is answered from the record: one record, written once.
  expect(
    (
      await standIn(
        office,
        { approver: officeId, standin: shopId, from: day(1), to: day(2), note: '出差' },
        key,
      )
    ).body.code,
  ).toBe(200)
  const history = await admin.get<{ action: string }[]>(
    `/sys/getRecordHistory?resource=sopStandIns&id=${standInId(officeId)}`,
  )
  expect(history.body.data.map((h) => h.action)).toEqual(['create'])

  // Not yet: the range starts tomorrow. The stand-in already sees the request, but may not decide it.
  expect(await waitingList(shop)).not.toContain(early)
  expect((await shop.sops()).map((s) => s.id)).toContain(early)
  expect((await shop.decide(await sopOf(shop, early), 'agree')).body.code).toBe(400)
  const later = await file(field, '打印耗材（代理期间审批）')

  on.server.clock.advance(DAY)
  ;[field, office, shop, admin] = await signIn()
  // In force: both requests wait on the stand-in instead of the away approver.
  expect(await waitingList(shop)).toEqual(expect.arrayContaining([early, later]))
  expect(await waitingList(office)).not.toContain(early)
  const refused = await office.decide(await sopOf(office, early), 'agree')
  expect(refused.body).toMatchObject({ code: 422, msg: expect.stringContaining('门店收银员') })
  expect((await shop.decide(await sopOf(shop, early), 'agree', '代为同意')).body.code).toBe(200)
  expect(await sopOf(field, early)).toMatchObject({ status: 'approved' })
  const lines = (await field.get<Record<string, unknown>[]>('/sops/getSopResultList?limit=2000')).body.data
    .filter((r) => r.sop_id === early)
    .map((r) => [r.decision, r.approver_name, r.for_name])
  expect(lines).toEqual([
    ['submit', '项目现场员', ''],
    ['agree', '门店收银员', '办公室文员'],
  ])
  // The filing preview names who will decide: the stand-in, for the away approver, in each language.
  const preview = async (who: Approver) =>
    (await who.get<{ steps: { approver_names: string[] }[] }>('/sops/getFenSopInfo?template=expefina')).body
      .data.steps[0]!.approver_names
  expect(await preview(field)).toEqual(['门店收银员（代 办公室文员）'])
  expect(await preview(await actAs(on.server, 'field', 'field123', 'en'))).toEqual([
    '门店收银员 (for 办公室文员)',
  ])
  expect(stepsOf((await sopOf(field, later)) as never)[0]!.approver_names).toEqual(['办公室文员'])

  on.server.clock.advance(2 * DAY)
  ;[field, office, shop, admin] = await signIn()
  // Over: the request waits on the approver again, not on the stand-in.
  expect(await waitingList(shop)).not.toContain(later)
  expect((await shop.decide(await sopOf(shop, later), 'agree')).body.code).toBe(400)
  expect((await office.decide(await sopOf(office, later), 'agree')).body.code).toBe(200)
  expect(await preview(field)).toEqual(['办公室文员'])
})

it('ends early: the approver decides again from then on, and the change is in the history', async () => {
  const [field, office, shop, admin] = await signIn()
  await hrOnlyFlow(admin)
  const [officeId, shopId] = await Promise.all([userId('office'), userId('shop')])
  expect(
    (await standIn(office, { approver: officeId, standin: shopId, from: day(0), to: day(5) })).body.code,
  ).toBe(200)
  const id = await file(field, '打印耗材（提前结束）')
  expect(await waitingList(shop)).toContain(id)
  expect((await endStandIn(office, officeId)).body.code).toBe(200)
  expect(await waitingList(shop)).not.toContain(id)
  expect(await waitingList(office)).toContain(id)
  // Nothing left to end.
  expect((await endStandIn(office, officeId)).body.code).toBe(400)
  const history = await admin.get<{ action: string; changes: { field: string; to: unknown }[] }[]>(
    `/sys/getRecordHistory?resource=sopStandIns&id=${standInId(officeId)}`,
  )
  expect(history.body.data.at(-1)!.changes).toEqual(
    expect.arrayContaining([expect.objectContaining({ field: 'status', to: 'ended' })]),
  )
})

it('lets the stand-in return a request to its applicant for the away approver, named in the history', async () => {
  const [field, office, shop, admin] = await signIn()
  await hrOnlyFlow(admin)
  const [officeId, shopId] = await Promise.all([userId('office'), userId('shop')])
  expect(
    (await standIn(office, { approver: officeId, standin: shopId, from: day(0), to: day(1) })).body.code,
  ).toBe(200)
  const id = await file(field, '打印耗材（代理退回）')
  const back = await shop.post('/sops/returnSopToApplicant', {
    id: newId(),
    sop_id: id,
    step: 0,
    comment: '缺发票',
  })
  expect(back.body.code, back.body.msg).toBe(200)
  expect(await sopOf(field, id)).toMatchObject({ status: 'returned' })
  const line = (
    await field.get<Record<string, unknown>[]>('/sops/getSopResultList?limit=2000')
  ).body.data.find((r) => r.sop_id === id && r.decision === 'returnToApplicant')
  expect(line).toMatchObject({ approver_name: '门店收银员', for_id: officeId, for_name: '办公室文员' })
  expect((await endStandIn(office, officeId)).body.code).toBe(200)
})

it('refuses forged and invalid stand-ins, in the caller’s language', async () => {
  const [office, officeEn, field, admin] = await Promise.all([
    actAs(on.server, 'office', 'office123'),
    actAs(on.server, 'office', 'office123', 'en'),
    actAs(on.server, 'field', 'field123'),
    actAs(on.server, 'admin', 'admin123'),
  ])
  const [officeId, shopId, adminId, fieldId] = await Promise.all([
    userId('office'),
    userId('shop'),
    userId('admin'),
    userId('field'),
  ])
  // Another company's account, and an account of ours that cannot sign in (waiting for approval).
  const first = await on.server.db
    .selectFrom('site_info')
    .selectAll()
    .where('com_id', '=', 1)
    .executeTakeFirstOrThrow()
  await on.server.db
    .insertInto('site_info')
    .values({ ...first, com_id: 2, company: '另一家公司' } as never)
    .execute()
  const account = (com_id: number, username: string, approved: number) =>
    on.server.db
      .insertInto('users')
      .values({
        com_id,
        username,
        password_hash: '',
        nickname: username,
        admin: 0,
        acce: '',
        approved,
        updated_at: 0,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow()
  const stranger = (await account(2, 'stranger2', 1)).id
  const waiting = (await account(1, 'waiting1', 0)).id

  const range = { from: day(0), to: day(3) }
  const refusal = async (who: Approver, p: Parameters<typeof standIn>[1]) => (await standIn(who, p)).body

  expect(await refusal(office, { approver: officeId, standin: officeId, ...range })).toMatchObject({
    code: 400,
    msg: expect.stringContaining('不能把自己设为代理人'),
  })
  expect(await refusal(officeEn, { approver: officeId, standin: officeId, ...range })).toMatchObject({
    code: 400,
    msg: expect.stringContaining('You cannot stand in for yourself'),
  })
  expect(
    await refusal(office, { approver: officeId, standin: shopId, from: day(3), to: day(1) }),
  ).toMatchObject({
    code: 400,
    msg: expect.stringContaining('结束日期不能早于开始日期'),
  })
  expect(
    await refusal(officeEn, { approver: officeId, standin: shopId, from: day(3), to: day(1) }),
  ).toMatchObject({
    code: 400,
    msg: expect.stringContaining('The end date cannot be before the start date'),
  })
  expect(
    await refusal(office, { approver: officeId, standin: shopId, from: day(-5), to: day(-1) }),
  ).toMatchObject({
    code: 400,
    msg: expect.stringContaining('已经过去'),
  })
  expect(await refusal(office, { approver: officeId, standin: stranger, ...range })).toMatchObject({
    code: 422,
    msg: '代理人不是本公司可以审批的在职账号',
  })
  expect(await refusal(officeEn, { approver: officeId, standin: waiting, ...range })).toMatchObject({
    code: 422,
    msg: 'The stand-in is not an active account of your company that may decide approvals',
  })
  // The central threat: the clerk makes themselves the general manager's stand-in.
  expect(await refusal(office, { approver: adminId, standin: officeId, ...range })).toMatchObject({
    code: 403,
    msg: expect.stringContaining('审批流程管理'),
  })
  expect(await refusal(officeEn, { approver: adminId, standin: officeId, ...range })).toMatchObject({
    code: 403,
    msg: expect.stringContaining('approval flows'),
  })
  expect(await refusal(field, { approver: officeId, standin: fieldId, ...range })).toMatchObject({
    code: 403,
  })
  expect((await endStandIn(field, officeId)).body.code).toBe(403)
  expect(
    (await tableRows(on.server, 'res_sopStandIns')).find((r) => r.approver_id === adminId),
  ).toBeUndefined()

  // The flows' right (an admin) may set one for someone else; no chains: a stand-in away themselves is refused.
  expect((await standIn(admin, { approver: fieldId, standin: shopId, ...range })).body.code).toBe(200)
  expect(await refusal(office, { approver: officeId, standin: fieldId, ...range })).toMatchObject({
    code: 400,
    msg: expect.stringContaining('不会再转给第三人'),
  })
  const row = (await tableRows(on.server, 'res_sopStandIns')).find((r) => r.id === standInId(fieldId))!
  expect(row).toMatchObject({ standin_name: '门店收银员', set_by_name: '系统管理员', status: 'set' })
  // Changing it keeps one record per approver.
  expect((await standIn(admin, { approver: fieldId, standin: officeId, ...range })).body.code).toBe(200)
  expect(
    (await tableRows(on.server, 'res_sopStandIns')).filter((r) => r.approver_id === fieldId),
  ).toHaveLength(1)
})
