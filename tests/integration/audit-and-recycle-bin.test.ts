// Issue 37: a deleted record can be brought back, and an auditor can answer "who changed this and
// when" for any record. Deletes wait in the recycle bin for the retention period (restored with their
// history, or purged); the audit log is the company's whole record history, read by its own right
// and never deleted through the API.
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { AuditEntry, DeletedRecord } from '../../src/api/audit-log.ts'
import type { HistoryEntry } from '../../src/api/record-history.ts'
import { newId } from '../../src/data/enqueue.ts'
import { type Approver, actAs, punch } from '../helpers/approvals.ts'
import { startTestServer, type TestServer, tableRows } from '../helpers/test-server.ts'

let server: TestServer
let admin: Approver
let office: Approver
beforeAll(async () => {
  server = await startTestServer()
  admin = await actAs(server, 'admin', 'admin123')
  office = await actAs(server, 'office', 'office123')
})
afterAll(() => server.stop())

const staffRow = async (id: string) => (await tableRows(server, 'res_staff')).find((s) => s.id === id)
const bin = async () => (await admin.get<DeletedRecord[]>('/sys/recycleBin?resource=staff')).body.data

/** New staff files the clerk filed (nothing refers to them yet, so they may be deleted). */
async function newStaff(n: number) {
  const made: { id: string; name: string; mobile: string }[] = []
  for (let i = 0; i < n; i++) {
    const file = {
      id: newId(),
      name: `回收测试${made.length + 1}${newId().slice(-4)}`,
      mobile: `1390000${String(1000 + i)}`,
    }
    const saved = await office.post('/staff/saveStaff', file)
    expect(saved.body.msg).toBe('成功')
    made.push(file)
  }
  return made
}

it('a clerk’s deletes wait in the recycle bin: one restored with its history, one purged, the rest purged after 30 days', async () => {
  const [kept, purged, expiring] = await newStaff(3)
  for (const s of [kept!, purged!, expiring!])
    expect((await office.post('/staff/deleteStaff', { id: s.id })).body.msg).toBe('成功')

  // The clerk who deleted them has no right to the bin; the admin sees each, named, with who and when.
  const refused = await office.get('/sys/recycleBin')
  expect(refused.body.code).toBe(403)
  const waiting = await bin()
  for (const s of [kept!, purged!, expiring!]) {
    const d = waiting.find((x) => x.id === s.id)!
    expect(d.name).toBe(s.name)
    expect(d.deletedBy.name).toBe('办公室文员')
    expect(d.purgeAt - d.deletedAt).toBe(30 * 86_400_000)
  }

  // Restored: back in the list, as it was, and its history tells the delete and the restore.
  const key = newId()
  const restore = () =>
    admin.post('/sys/restoreRecord', { id: key, resource: 'staff', record: kept!.id }, { key })
  expect((await restore()).body.code).toBe(200)
  expect((await restore()).body.code).toBe(200)
  expect((await staffRow(kept!.id))?.deleted).toBe(0)
  const listed = (await office.get<{ id: string }[]>('/staff/getStaffList?limit=1000')).body.data
  expect(listed.map((s) => s.id)).toContain(kept!.id)
  const history = (await office.get<HistoryEntry[]>(`/sys/getRecordHistory?resource=staff&id=${kept!.id}`))
    .body.data
  expect(history.slice(-2).map((h) => [h.action, h.user.name])).toEqual([
    ['delete', '办公室文员'],
    ['restore', '系统管理员'],
  ])
  expect(history.at(-1)!.changes.find((c) => c.field === 'name')?.to).toBe(kept!.name)

  // Purged: gone from the table and the bin; the audit log keeps its history and says who purged it.
  expect(
    (await admin.post('/sys/purgeRecord', { id: newId(), resource: 'staff', record: purged!.id })).body.code,
  ).toBe(200)
  expect(await staffRow(purged!.id)).toBeUndefined()
  expect((await bin()).map((d) => d.id)).not.toContain(purged!.id)
  const log = (await admin.get<AuditEntry[]>(`/sys/auditLog?resource=staff&record=${purged!.id}`)).body.data
  expect(log.map((e) => e.action)).toEqual(['purge', 'delete', 'create'])

  // A live record cannot be purged from the bin.
  const live = await admin.post('/sys/purgeRecord', { id: newId(), resource: 'staff', record: kept!.id })
  expect(live.body.code).toBe(409)
  expect(live.body.msg).toBe('这条记录没有被删除，不能从回收站彻底删除')

  // The retention task purges what waited longer than 30 days, and nothing younger.
  server.clock.advance(29 * 86_400_000)
  admin = await actAs(server, 'admin', 'admin123')
  expect((await admin.post('/site/runTask', { task: 'purgeRecycleBin' })).body.code).toBe(200)
  expect((await staffRow(expiring!.id))?.deleted).toBe(1)
  server.clock.advance(2 * 86_400_000)
  admin = await actAs(server, 'admin', 'admin123')
  office = await actAs(server, 'office', 'office123')
  expect((await admin.post('/site/runTask', { task: 'purgeRecycleBin' })).body.code).toBe(200)
  expect(await staffRow(expiring!.id)).toBeUndefined()
  expect((await staffRow(kept!.id))?.deleted).toBe(0)
})

it('restoring a record whose unique value was taken meanwhile is refused with the value named', async () => {
  const project = { id: newId(), name: '滨江花园', code: 'BJ-2026-01' }
  expect((await admin.post('/proj/saveProj', project)).body.msg).toBe('成功')
  expect((await admin.post('/proj/delProj', { id: project.id })).body.msg).toBe('成功')
  // Someone files a new project under the deleted one's code (unique among live projects).
  expect((await admin.post('/proj/saveProj', { ...project, id: newId() })).body.msg).toBe('成功')
  const refused = await admin.post('/sys/restoreRecord', {
    id: newId(),
    resource: 'projects',
    record: project.id,
  })
  expect(refused.body.code).toBe(400)
  expect(refused.body.msg).toContain('BJ-2026-01')
  expect((await tableRows(server, 'res_projects')).find((p) => p.id === project.id)?.deleted).toBe(1)
})

it('the audit log says who changed what, when, from which call — to the auditor only, and cannot be deleted', async () => {
  const [file] = await newStaff(1)
  expect((await office.post('/staff/saveStaff', { ...file!, mobile: '13911112222' })).body.msg).toBe('成功')

  const refused = await office.get('/sys/auditLog')
  expect(refused.body.code).toBe(403)
  expect(refused.body.msg).toContain('系统·查看审计日志')

  const log = await admin.get<AuditEntry[]>(`/sys/auditLog?record=${file!.id}`)
  expect(log.body.total).toBeGreaterThanOrEqual(1)
  const change = log.body.data[0]!
  expect(change).toMatchObject({
    resource: 'staff',
    recordId: file!.id,
    action: 'update',
    command: '/staff/saveStaff',
  })
  expect(change.user.name).toBe('办公室文员')
  expect(change.changes).toContainEqual({ field: 'mobile', from: file!.mobile, to: '13911112222' })

  // An auditor holding the right sees the lists they may read, not the till's sales.
  await server.db.updateTable('users').set({ acce: '400,773' }).where('username', '=', 'office').execute()
  const auditor = await actAs(server, 'office', 'office123')
  const seen = (await auditor.get<AuditEntry[]>('/sys/auditLog?limit=500')).body.data
  expect(seen.length).toBeGreaterThan(0)
  expect(new Set(seen.map((e) => e.resource)).has('orders')).toBe(false)
  const everything = (await admin.get<AuditEntry[]>('/sys/auditLog?limit=500')).body.data
  expect(everything.length).toBeGreaterThan(seen.length)

  // Append-only: no call deletes it.
  const before = (await tableRows(server, 'record_history')).length
  for (const path of ['/sys/deleteAuditLog', '/sys/auditLog'])
    expect((await auditor.post(path, { id: newId(), seq: change.seq })).body.code).not.toBe(200)
  expect((await tableRows(server, 'record_history')).length).toBe(before)
})

it('an auditor sees the changes of requests they may see, not everyone’s (the lists’ row scopes hold)', async () => {
  const added = await admin.post('/user/addUser', {
    id: newId(),
    username: 'auditor',
    password: 'auditor123',
    nickname: '审计员',
    acce: '773,774',
    admin: false,
    staff_ref: '',
  })
  expect(added.body.code).toBe(200)
  const auditor = await actAs(server, 'auditor', 'auditor123')
  // The field engineer files a make-up punch: the auditor is no party to it.
  const field = await actAs(server, 'field', 'field123')
  const filed = punch(server.clock.now, 1, '08:40', 'in')
  expect((await field.post('/sops/saveSopStaffBuka', filed)).body.code).toBe(200)
  const everyone = (await admin.get<AuditEntry[]>('/sys/auditLog?limit=500')).body.data
  const punchEntry = everyone.find((e) => e.resource === 'staffBuka')
  expect(punchEntry).toBeDefined()
  const seen = (await auditor.get<AuditEntry[]>('/sys/auditLog?limit=500')).body.data
  expect(seen.map((e) => e.recordId)).not.toContain(punchEntry!.recordId)
  // Nor does the bin show, restore or purge it once deleted.
  await server.db
    .updateTable('res_staffBuka' as never)
    .set({ deleted: 1 } as never)
    .where('id' as never, '=', punchEntry!.recordId as never)
    .execute()
  const bin = (await auditor.get<DeletedRecord[]>('/sys/recycleBin')).body.data
  expect(bin.map((d) => d.id)).not.toContain(punchEntry!.recordId)
  const restore = await auditor.post('/sys/restoreRecord', {
    id: newId(),
    resource: 'staffBuka',
    record: punchEntry!.recordId,
  })
  expect(restore.body.code).toBe(404)
  expect((await admin.get<DeletedRecord[]>('/sys/recycleBin')).body.data.map((d) => d.id)).toContain(
    punchEntry!.recordId,
  )
})
