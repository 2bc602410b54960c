import { afterAll, beforeAll, expect, it } from 'vitest'
import { newId } from '../../src/data/enqueue.ts'
import { type Approver, actAs, type SopRow } from '../helpers/approvals.ts'
import { startTestServer, type TestServer } from '../helpers/test-server.ts'

let server: TestServer
let field: Approver
let admin: Approver
let office: Approver
beforeAll(async () => {
  server = await startTestServer()
  ;[field, admin, office] = await Promise.all([
    actAs(server, 'field', 'field123'),
    actAs(server, 'admin', 'admin123'),
    actAs(server, 'office', 'office123'),
  ])
})
afterAll(() => server.stop())

const titles = (rows: SopRow[]) => rows.map((s) => s.title).sort()

it("answers each user's lists: filed, waiting, decided, copied", async () => {
  expect((await field.get<SopRow[]>('/sops/getMyApprList')).body.total).toBe(5)
  expect(titles((await field.get<SopRow[]>('/sops/getMySopList')).body.data)).toEqual([
    '11月项目部差旅费报销',
  ])
  expect(titles((await field.get<SopRow[]>('/sops/getMyApprovedList')).body.data)).toEqual([
    '城南实验学校 塔吊租赁合同',
    '滨江花园二期 临时设施费',
  ])
  expect(titles((await office.get<SopRow[]>('/sops/getMyCopyList')).body.data)).toEqual([
    '11月项目部差旅费报销',
    '城南实验学校 塔吊租赁合同',
    '滨江花园二期 铝合金门窗供货合同',
  ])
  expect(titles((await field.get<SopRow[]>('/sops/getSopPconYushenList')).body.data)).toEqual([
    '滨江花园二期 外墙保温分包预审',
  ])
})

it('resolves a flow for the filer before filing, and names a vacant step', async () => {
  const projects = (await field.get<{ id: string; code: string }[]>('/sops/getComUserProAccet')).body.data
  expect(projects.map((p) => p.code)).toEqual(['P-2026-001', 'P-2026-002', 'P-2026-003'])
  const flow = await field.get<{ steps: { label: string; approver_names: string[] }[] }>(
    `/sops/getFenSopInfo?template=expecont&project_id=${projects[0]!.id}`,
  )
  // The project manager files a contract: his own step is passed over, the general manager decides.
  expect(flow.body.data.steps.map((s) => [s.label, s.approver_names])).toEqual([
    ['总经理办公室 · 总经理', ['系统管理员']],
  ])
  const fromOffice = await office.get<{ steps: { label: string; approver_names: string[] }[] }>(
    `/sops/getFenSopInfo?template=expecont&project_id=${projects[0]!.id}`,
  )
  expect(fromOffice.body.data.steps.map((s) => [s.label, s.approver_names])).toEqual([
    ['项目经理（本项目）', ['项目现场员']],
    ['总经理办公室 · 总经理', ['系统管理员']],
  ])
  const flows = (await field.get<{ template: string; pending: number }[]>('/sops/getFenSopList')).body.data
  expect(flows.find((f) => f.template === 'expecost')).toMatchObject({ pending: 2 })
  expect(
    (await field.post('/sops/saveSopFen', { id: newId(), template: 'expecost', name: 'x', steps: '[]' })).body
      .code,
  ).toBe(403)
})

it('lets the applicant withdraw, then delete; reports results and who has read them', async () => {
  const mine = (await field.get<SopRow[]>('/sops/getMySopList')).body.data[0]!
  expect((await field.post('/sops/canPucleRepostSop', { sop_id: mine.id })).body.data).toMatchObject({
    allowed: true,
  })
  expect((await office.post('/sops/canPucleRepostSop', { sop_id: mine.id })).body.data).toMatchObject({
    allowed: false,
    reason: 'notApplicant',
  })
  expect((await field.post('/sops/deleteSop', { id: newId(), sop_id: mine.id })).body.msg).toBe(
    '审批中或已通过的单据不能删除',
  )
  expect((await field.post('/sops/cancleRepostSop', { id: newId(), sop_id: mine.id })).body.code).toBe(200)
  const unread = await field.get<{ sop_id: string; read_at: number }[]>('/sops/getMyDealReportStatus')
  expect(unread.body).toMatchObject({ total: 1, data: [{ sop_id: mine.id, read_at: 0 }] })
  expect((await field.post('/sops/saveDealReportStatus', { id: newId(), sop_id: mine.id })).body.code).toBe(
    200,
  )
  expect((await field.get('/sops/getMyDealReportStatus')).body.total).toBe(0)
  const readers = (
    await admin.get<{ name: string; read_at: number }[]>(`/sops/getDealReportStatus?sop_id=${mine.id}`)
  ).body.data
  expect(readers.find((r) => r.name === '项目现场员')!.read_at).toBe(server.clock.now)

  const report = (
    await admin.get<{ template: string; status: string; count: number }[]>('/sops/getReportResultList')
  ).body.data
  expect(report).toContainEqual({ template: 'expefina', status: 'withdrawn', count: 1 })
  expect((await field.post('/sops/deleteSop', { id: newId(), sop_id: mine.id })).body.code).toBe(200)
  expect((await field.get<SopRow[]>('/sops/getMySopList')).body.total).toBe(0)
  // The deletion reaches other devices as a tombstone.
  const delta = await admin.get<SopRow[]>('/sops/getSopList?updated_since=0&limit=2000')
  expect((delta.body as unknown as { deleted: string[] }).deleted).toContain(mine.id)
})

it('an account that cannot read the projects list files only against its own projects, and the server holds to that', async () => {
  const all = (await admin.get<{ id: string; code: string }[]>('/sops/getComUserProAccet')).body.data
  const mine = (await office.get<{ id: string; code: string }[]>('/sops/getComUserProAccet')).body.data
  const other = all.find((p) => !mine.some((m) => m.id === p.id))!
  const file = (projectId: string) =>
    office.post('/sops/saveSop', {
      id: newId(),
      template: 'expefina',
      title: '差旅费报销',
      project_id: projectId,
      amount: 12_000,
      content: { category: 'travel', reason: '出差' },
    })
  const refused = await file(other.id)
  expect(refused.body.code).toBe(403)
  expect(refused.body.msg).toMatch(/^您不在项目“.+”中，不能以该项目提交审批$/)
  // An admin adds office to that project: from then on it is theirs to file against.
  const officeUser = await server.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'office')
    .executeTakeFirstOrThrow()
  expect(
    (await admin.post('/user/addUserProject', { id: officeUser.id, project_id: other.id })).body.code,
  ).toBe(200)
  expect(
    (await office.get<{ id: string }[]>('/sops/getComUserProAccet')).body.data.map((p) => p.id),
  ).toContain(other.id)
  expect((await file(other.id)).body.code).toBe(200)
})
