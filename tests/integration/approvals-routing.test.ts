// Issue 36, point 1: who approves cannot be edited by the people it protects. The HR clerk (office)
// tried to move their own staff file onto the general manager's post and approve a ¥50,000 claim;
// every write path of the fields that route approvals is refused, and the right holder's change is
// in the record's history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HistoryEntry } from '../../src/api/record-history.ts'
import type { UserInfo } from '../../src/auth/user-info.ts'
import { newId } from '../../src/data/enqueue.ts'
import { posts } from '../../src/modules/hr/organisation.resource.ts'
import { staff } from '../../src/modules/hr/staff.resource.ts'
import { type Approver, actAs } from '../helpers/approvals.ts'
import { startTestServer, type TestServer, tableRows } from '../helpers/test-server.ts'

type Row = Record<string, unknown> & { id: string; rev?: number }

let server: TestServer
let admin: Approver
let office: Approver
let field: Approver
let officeFile: Row
let gmFile: Row
beforeAll(async () => {
  server = await startTestServer()
  ;[admin, office, field] = await Promise.all([
    actAs(server, 'admin', 'admin123'),
    actAs(server, 'office', 'office123'),
    actAs(server, 'field', 'field123'),
  ])
  officeFile = await fileOf(office)
  gmFile = await fileOf(admin)
})
afterAll(() => server.stop())

async function fileOf(who: Approver): Promise<Row> {
  return storedFile((await who.get<UserInfo>('/user/userInfo')).body.data.staff_id)
}

async function storedFile(id: string): Promise<Row> {
  const row = (await tableRows(server, 'res_staff')).find((s) => s.id === id)!
  return {
    ...(Object.fromEntries(Object.keys(staff.fields).map((k) => [k, row[k]])) as Row),
    rev: Number(row.rev),
  }
}

const declared = (row: Row) => Object.fromEntries(Object.keys(staff.fields).map((k) => [k, row[k]]))
const patchOf = (row: Row, to: Record<string, unknown>) => ({
  id: row.id,
  base_rev: row.rev,
  patch: Object.fromEntries(Object.entries(to).map(([k, v]) => [k, { from: row[k], to: v }])),
})
const toGm = () => ({ post_id: gmFile.post_id, depa_id: gmFile.depa_id })

async function grantRouting(to: string, on: boolean) {
  const list = (await admin.get<Row[]>('/user/getUserList?limit=1000')).body.data
  const account = list.find((u) => u.username === to)!
  const codes = String(account.acce)
    .split(',')
    .filter((c) => c !== '' && c !== '401')
  const answer = await admin.post('/user/upUser', {
    id: String(account.id),
    nickname: account.nickname,
    admin: Number(account.admin ? 1 : 0),
    acce: [...codes, ...(on ? ['401'] : [])].join(','),
    staff_ref: account.staff_ref,
  })
  expect(answer.body.code, answer.body.msg).toBe(200)
}

describe('the clerk cannot make themselves an approver', () => {
  it('refuses the clerk moving their own file onto the general manager’s post, whole or patched', async () => {
    const own = await storedFile(officeFile.id)
    const whole = await office.post(staff.api.save!, { ...declared(own), ...toGm() })
    expect(whole.body).toMatchObject({ code: 403 })
    expect(whole.body.msg).toBe(
      '不能修改自己档案的“部门”、“岗位”（决定由谁审批），请由其他有“人事·调整部门岗位（审批路由）”权限的同事修改',
    )
    const patched = await office.post(staff.api.save!, patchOf(own, { post_id: gmFile.post_id }))
    expect(patched.body.code).toBe(403)
    const english = await actAs(server, 'office', 'office123', 'en')
    const en = await english.post(staff.api.save!, patchOf(own, { depa_id: gmFile.depa_id }))
    expect(en.body.msg).toBe(
      'You cannot change Department on your own record (it decides who approves): ask a colleague holding "HR · change departments and posts (approval routing)"',
    )
    // Other fields of one's own file stay editable.
    expect((await office.post(staff.api.save!, patchOf(own, { email: 'hr@example.cn' }))).body.code).toBe(200)
    expect((await storedFile(officeFile.id)).post_id).toBe(officeFile.post_id)
  })

  it("refuses moving anyone's post without the right (a bulk set is one such patch per row)", async () => {
    const someone = (await tableRows(server, 'res_staff')).find(
      (s) => s.id !== officeFile.id && s.id !== gmFile.id && s.status === 'active',
    )!
    const row = await storedFile(String(someone.id))
    const refused = await office.post(staff.api.save!, patchOf(row, toGm()))
    expect(refused.body).toMatchObject({
      code: 403,
      msg: '修改“部门”、“岗位”需要“人事·调整部门岗位（审批路由）”权限（决定由谁审批），请联系管理员授权',
    })
    // A new file (an import row, a new hire) names its post: no account is linked to it yet.
    const hire = { ...declared(row), id: newId(), name: '新员工', mobile: '13912345678', ...toGm() }
    expect((await office.post(staff.api.save!, hire)).body.code).toBe(200)
    // Linking an account to a file stays an admin's, never their own.
    const me = (await office.get<UserInfo>('/user/userInfo')).body.data
    expect((await office.post('/staff/saveStaffMap', { staff_id: hire.id, user_id: me.ID })).body.code).toBe(
      403,
    )
  })

  it('refuses renaming the post one holds, or any post without the right', async () => {
    const held = (await tableRows(server, 'res_posts')).find((p) => p.id === officeFile.post_id)!
    const body = Object.fromEntries(Object.keys(posts.fields).map((k) => [k, held[k]]))
    expect((await office.post(posts.api.save!, { ...body, name: '总经理' })).body.code).toBe(403)
    expect((await office.post(posts.api.save!, { ...body, duty: '招聘与考勤' })).body.code).toBe(200)
  })

  it('so the clerk is no approver of the ¥50,000 claim field files', async () => {
    const id = newId()
    const filed = await field.post('/sops/saveSop', {
      id,
      template: 'expefina',
      title: '设备采购垫付报销',
      project_id: '',
      amount: 5_000_000,
      content: { category: 'other', reason: '垫付塔吊配件' },
    })
    expect(filed.body.code).toBe(200)
    const sop = (await field.sops()).find((s) => s.id === id)!
    expect((await office.decide(sop, 'agree')).body.code).toBe(400)
  })
})

describe('the right made for it', () => {
  it("lets its holder move another's post, logged in the file's history, never their own", async () => {
    await grantRouting('office', true)
    const someone = (await tableRows(server, 'res_staff')).find(
      (s) => s.id !== officeFile.id && s.id !== gmFile.id && s.status === 'active',
    )!
    const row = await storedFile(String(someone.id))
    const moved = await office.post(staff.api.save!, patchOf(row, toGm()))
    expect(moved.body.code).toBe(200)
    const history = (await office.get<HistoryEntry[]>(`/sys/getRecordHistory?resource=staff&id=${row.id}`))
      .body.data
    const last = history.at(-1)!
    expect(last.user.name).toBe('办公室文员')
    expect(last.changes).toEqual(
      expect.arrayContaining([{ field: 'post_id', from: row.post_id, to: gmFile.post_id }]),
    )
    // The right does not reach one's own file.
    const own = await storedFile(officeFile.id)
    expect((await office.post(staff.api.save!, patchOf(own, toGm()))).body.code).toBe(403)
    await grantRouting('office', false)
    expect(
      (await office.post(staff.api.save!, patchOf(await storedFile(row.id), { post_id: row.post_id }))).body
        .code,
    ).toBe(403)
  })

  it("lets an admin move the clerk's file (the admin holds every right)", async () => {
    const own = await storedFile(officeFile.id)
    expect((await admin.post(staff.api.save!, patchOf(own, { remark: '调岗前' }))).body.code).toBe(200)
    const again = await storedFile(officeFile.id)
    const other = (await tableRows(server, 'res_posts')).find(
      (p) => p.depa_id === officeFile.depa_id && p.id !== officeFile.post_id,
    )!
    expect((await admin.post(staff.api.save!, patchOf(again, { post_id: other.id }))).body.code).toBe(200)
  })
})

it("keeps each change of an account's staff file in both files' history", async () => {
  const fieldFile = await fileOf(field)
  const hire = (await tableRows(server, 'res_staff')).find((s) => s.name === '新员工')!
  const me = (await field.get<UserInfo>('/user/userInfo')).body.data
  const link = (staffId: string) => admin.post('/staff/saveStaffMap', { staff_id: staffId, user_id: me.ID })
  expect((await link(String(hire.id))).body.code).toBe(200)
  const historyOf = async (id: string) =>
    (await admin.get<HistoryEntry[]>(`/sys/getRecordHistory?resource=staff&id=${id}`)).body.data
  expect((await historyOf(String(hire.id))).at(-1)).toMatchObject({
    user: { name: '系统管理员' },
    changes: [{ field: 'account', from: null, to: '项目现场员' }],
  })
  expect((await historyOf(fieldFile.id)).at(-1)?.changes).toEqual([
    { field: 'account', from: '项目现场员', to: null },
  ])
  expect((await link(fieldFile.id)).body.code).toBe(200)
  expect((await historyOf(fieldFile.id)).at(-1)?.changes).toEqual([
    { field: 'account', from: null, to: '项目现场员' },
  ])
})
