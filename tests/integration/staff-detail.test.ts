// Spec §7 staff detail (/staff/getStaffInfo) and the department posts behind it.
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { StaffDetail, UserInfo } from '../../src/auth/user-info.ts'
import { newId } from '../../src/data/enqueue.ts'
import { posts } from '../../src/modules/hr/organisation.resource.ts'
import { staff } from '../../src/modules/hr/staff.resource.ts'
import { type Approver, actAs } from '../helpers/approvals.ts'
import { startTestServer, type TestServer, tableRows } from '../helpers/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

it("gives a user their own staff file, and others' only with the staff module", async () => {
  const field = await actAs(server, 'field', 'field123')
  const me = (await field.get<UserInfo>('/user/userInfo')).body.data
  expect(me.staff_id).toMatch(/^[0-9A-Z]{26}$/)
  const own = await field.get(`/staff/getStaffInfo?id=${me.staff_id}`)
  expect(own.body).toMatchObject({ code: 200, data: { name: '李志强', comp_id: 1 } })

  const office = await actAs(server, 'office', 'office123')
  const hr = (await office.get<UserInfo>('/user/userInfo')).body.data
  expect((await field.get(`/staff/getStaffInfo?id=${hr.staff_id}`)).body.code).toBe(403)
  expect((await office.get(`/staff/getStaffInfo?id=${me.staff_id}`)).body.data).toMatchObject({
    name: '李志强',
  })
})

type Row = Record<string, unknown> & { id: string }
const rows = (table: string) => tableRows(server, table) as Promise<Row[]>
const detailOf = async (who: Approver, staffId: string) =>
  (await who.get<StaffDetail>(`/staff/getStaffInfo?id=${staffId}`)).body.data
const steps = async (who: Approver, template: string) =>
  (
    await who.get<{ steps: { label: string; approver_names: string[] }[] }>(
      `/sops/getFenSopInfo?template=${template}`,
    )
  ).body

// Issue 23: the detail names the post by its id, and the shop a staff file runs.
it("answers the staff detail's post_id, and the shop its manager runs as dian_id", async () => {
  const [admin, field] = await Promise.all([
    actAs(server, 'admin', 'admin123'),
    actAs(server, 'field', 'field123'),
  ])
  const me = (await field.get<UserInfo>('/user/userInfo')).body.data
  const detail = await detailOf(field, me.staff_id)
  expect(detail).toMatchObject({ name: '李志强', cont_id: '', dian_id: '' })
  const post = (await admin.get<Row>(`/staff/getStaffDepaPost?id=${detail.post_id}`)).body.data
  expect(post).toMatchObject({ name: '项目经理', depa_id: detail.depa_id })

  const shop = (await rows('res_shops')).find((s) => s.manager_id !== '')!
  const manager = await detailOf(admin, String(shop.manager_id))
  expect(manager.dian_id).toBe(shop.id)
  const file = (await rows('res_staff')).find((s) => s.id === shop.manager_id)!
  expect(manager.post_id).toBe(file.post_id)
})

// Issue 22: a staff file's 岗位 is a department post, and a named department's flow step goes to
// whoever holds that post, whatever it is called now and wherever another post shares its name.
it('resolves a named department step by the post it holds, not by its name', async () => {
  const [admin, field, office] = await Promise.all([
    actAs(server, 'admin', 'admin123'),
    actAs(server, 'field', 'field123'),
    actAs(server, 'office', 'office123'),
  ])
  const hrSteps = [
    ['人力资源部 · 人事经理', ['办公室文员']],
    ['总经理办公室 · 总经理', ['系统管理员']],
  ]
  const asSteps = (b: Awaited<ReturnType<typeof steps>>) =>
    b.data.steps.map((s) => [s.label, s.approver_names])
  expect(asSteps(await steps(field, 'expeoffice'))).toEqual(hrSteps)

  // Renaming the post moves nobody; the step reads the post's name as it is now.
  const hrPost = (await rows('res_posts')).find((p) => p.name === '人事经理')!
  const renamed = Object.fromEntries(Object.keys(posts.fields).map((k) => [k, hrPost[k]]))
  expect((await admin.post('/staff/saveStaffPost', { ...renamed, name: '人力资源经理' })).body.code).toBe(200)
  expect(asSteps(await steps(field, 'expeoffice'))).toEqual([
    ['人力资源部 · 人力资源经理', ['办公室文员']],
    hrSteps[1],
  ])

  // Another department's post of the step's old name, held by the HR manager, is not the step's.
  const hrFile = (await office.get<UserInfo>('/user/userInfo')).body.data.staff_id
  const file = (await rows('res_staff')).find((s) => s.id === hrFile)!
  const otherDepa = (await rows('res_departments')).find((d) => d.id !== file.depa_id)!
  const other = { id: newId(), depa_id: otherDepa.id, name: '人事经理', level: 8, headcount: 1, duty: '' }
  expect((await admin.post('/staff/saveStaffPost', other)).body.code).toBe(200)
  const declared = Object.fromEntries(Object.keys(staff.fields).map((k) => [k, file[k]]))
  // The file moves with the post: a post belongs to its department (agreeing references).
  expect(
    (await admin.post('/staff/saveStaff', { ...declared, depa_id: otherDepa.id, post_id: other.id })).body
      .code,
  ).toBe(200)
  const vacant = await steps(field, 'expeoffice')
  expect(vacant.code).toBe(400)
  expect(vacant.msg).toContain('人力资源经理')

  // A post that staff hold cannot be removed: the refusal counts them.
  const refused = await admin.post('/staff/delStaffPost', { id: other.id })
  expect(refused.body.code).not.toBe(200)
  expect(refused.body.msg).toBe('不能删除：仍有 1 条员工档案 引用该记录')
})
