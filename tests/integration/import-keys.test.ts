// Issue 37, import that round-trips and updates: a sheet's rows are matched to the company's records
// by the export's ID column or a natural key (staff: mobile or 工号), a changed row goes to the server
// as a patch on the revision the device held (so someone else's edit meanwhile is a conflict, not
// overwritten), and the same sheet imported twice adds nothing the second time. Driven as the page
// does it: the real sheet worker's jobs over the device's mirror, the outbox, the real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../src/api/codes.ts'
import { enqueue, newId } from '../../src/data/enqueue.ts'
import {
  autoMap,
  type CheckedRow,
  checkAgainstMirror,
  importPayload,
  sheetBody,
} from '../../src/data/import-rows.ts'
import { defaultQuery, loadRefLabels } from '../../src/data/list-query.ts'
import { createSheetJobs, readSheet } from '../../src/data/sheet-jobs.ts'
import type { Cell } from '../../src/data/sheet-table.ts'
import { staff } from '../../src/modules/hr/staff.resource.ts'
import { catalogue } from '../../src/modules/registry.ts'
import { saveKind } from '../../src/resources/define-resource.ts'
import { signedInClient } from '../helpers/sync-client.ts'
import { bearer, call, login, startTestServer, type TestServer } from '../helpers/test-server.ts'

type Client = Awaited<ReturnType<typeof signedInClient>>
type Row = Record<string, unknown> & { id: string; rev: number }

let server: TestServer
let client: Client
let admin: string
const jobs = createSheetJobs(catalogue)

beforeAll(async () => {
  server = await startTestServer()
  admin = await login(server, 'admin', 'admin123')
  client = await signedInClient(server, 'office', 'office123')
  await client.engine.pull()
})
afterAll(async () => {
  client.engine.stop()
  client.db.close()
  await server.stop()
})

/** The company's live staff files as the server holds them. */
async function onServer(): Promise<Row[]> {
  return (await server.db
    .selectFrom('res_staff' as never)
    .selectAll()
    .where('deleted' as never, '=', 0 as never)
    .execute()) as Row[]
}

async function saveOnServer(values: Record<string, unknown>): Promise<Row> {
  const { body } = await call<Row>(server, 'POST', staff.api.save!, {
    body: values,
    headers: { ...bearer(admin), 'idempotency-key': newId(), 'x-device': 'desk-admin' },
  })
  expect(body.code).toBe(Code.ok)
  return body.data
}

/** The staff list exported as the 导出 button writes it (caption, header, ID column), read back. */
async function exported(format: 'xlsx' | 'csv', columns = staff.list.columns): Promise<Cell[][]> {
  const result = await jobs.exportList({
    dbName: client.db.name,
    resource: staff.name,
    query: { ...defaultQuery(staff), columns: [...columns] },
    lang: 'zh',
    format,
    caption: '员工档案 — 测试公司 · 导出日期 2026-11-28',
  })
  return (await readSheet(result.bytes)).rows
}

/** What the preview shows for a sheet against this device's mirror. */
async function preview(sheet: Cell[][]): Promise<CheckedRow[]> {
  const body = sheetBody(staff, sheet)
  const mirror = await client.db.rows(staff).toArray()
  const refs = await loadRefLabels(client.db, staff)
  return checkAgainstMirror(staff, body, autoMap(staff, body.header), mirror, refs, 'zh', newId)
}

/** 确认导入: every good row not skipped goes through the outbox; then the device syncs. */
async function confirm(rows: CheckedRow[]) {
  const sent = rows.filter((row) => Object.keys(row.errors).length === 0 && row.action !== 'skip')
  const entries = []
  for (const row of sent)
    entries.push(await enqueue(client.db, client.ctx, saveKind(staff), importPayload(staff, row)))
  const pushed = await client.push()
  await client.engine.pull(staff.name)
  return { entries, pushed }
}

const plan = (rows: CheckedRow[]) => ({
  create: rows.filter((r) => r.action === 'create').length,
  update: rows.filter((r) => r.action === 'update').length,
  skip: rows.filter((r) => r.action === 'skip').length,
  bad: rows.filter((r) => Object.keys(r.errors).length > 0).length,
})

describe('import keys', () => {
  it('reads its own export unchanged (xlsx and csv) as nothing to do', async () => {
    const count = (await onServer()).length
    for (const format of ['xlsx', 'csv'] as const) {
      const rows = await preview(await exported(format))
      expect(plan(rows)).toEqual({ create: 0, update: 0, skip: count, bad: 0 })
    }
  })

  it('matches by the ID column: two rows edited and one added are two updates and one new record', async () => {
    const before = await onServer()
    const sheet = await exported('xlsx')
    const header = sheet[1]!
    const [name, mobile, id] = ['姓名', '手机号', 'ID'].map((h) => header.indexOf(h))
    const edited = sheet.map((row) => [...row])
    // Row 3 renamed, row 4 given a new mobile (its natural key: the ID column still names it).
    edited[2]![name!] = `${edited[2]![name!]}（改）`
    edited[3]![mobile!] = '13712340001'
    const added = header.map(() => '' as Cell)
    added[name!] = '导入新人'
    added[mobile!] = '13712340002'
    edited.push(added)
    const rows = await preview(edited)
    expect(plan(rows)).toEqual({ create: 1, update: 2, skip: before.length - 2, bad: 0 })
    const updates = rows.filter((r) => r.action === 'update')
    expect(updates.map((r) => r.existing!.id)).toEqual([edited[2]![id!], edited[3]![id!]])
    expect(updates.map((r) => r.changed)).toEqual([['name'], ['mobile']])

    const { pushed } = await confirm(rows)
    expect(pushed.failed).toBe(0)
    const after = await onServer()
    expect(after).toHaveLength(before.length + 1)
    expect(after.find((s) => s.id === edited[2]![id!])!.name).toBe(edited[2]![name!])
    expect(after.find((s) => s.id === edited[3]![id!])!.mobile).toBe('13712340001')
    expect(after.filter((s) => s.mobile === '13712340002').map((s) => s.name)).toEqual(['导入新人'])
  })

  it('the same sheet imported a second time creates nothing', async () => {
    const sheet: Cell[][] = [
      ['姓名', '手机号', '工号', '入职日期'],
      ['二次导入甲', '13712340010', 'GH-010', '2026-11-02'],
      ['二次导入乙', '13712340011', '', '2026/11/3'],
    ]
    const first = await preview(sheet)
    expect(plan(first)).toEqual({ create: 2, update: 0, skip: 0, bad: 0 })
    await confirm(first)
    const count = (await onServer()).length
    const second = await preview(sheet)
    expect(plan(second)).toEqual({ create: 0, update: 0, skip: 2, bad: 0 })
    expect((await confirm(second)).entries).toHaveLength(0)
    expect(await onServer()).toHaveLength(count)
    expect((await onServer()).find((s) => s.mobile === '13712340011')!.entry_date).toBe('2026-11-03')
  })

  it('matches by a natural key without an ID column: mobile, or 工号 when the mobile changed', async () => {
    const a = await saveOnServer({ id: newId(), name: '键甲', mobile: '13712340020', staff_no: 'GH-020' })
    const b = await saveOnServer({ id: newId(), name: '键乙', mobile: '13712340021', staff_no: 'GH-021' })
    await client.engine.pull(staff.name)
    const count = (await onServer()).length
    const rows = await preview([
      ['姓名', '手机号', '工号', '邮箱'],
      ['键甲', '13712340020', 'GH-020', 'a@example.com'],
      ['键乙', '13712340099', 'GH-021', ''],
    ])
    expect(rows.map((r) => [r.action, r.existing?.id, r.changed])).toEqual([
      ['update', a.id, ['email']],
      ['update', b.id, ['mobile']],
    ])
    await confirm(rows)
    expect(await onServer()).toHaveLength(count)
    const after = await onServer()
    expect(after.find((s) => s.id === a.id)!.email).toBe('a@example.com')
    expect(after.find((s) => s.id === b.id)!.mobile).toBe('13712340099')
  })

  it('a changed field goes as a patch on the revision the device held; an edit of it meanwhile is a conflict', async () => {
    const held = await saveOnServer({ id: newId(), name: '基线', mobile: '13712340030', salary: 500_000 })
    await client.engine.pull(staff.name)
    const rows = await preview([
      ['姓名', '手机号', '基本工资', '备注'],
      ['基线', '13712340030', 6000, '年中调薪'],
    ])
    const payload = importPayload(staff, rows[0]!)
    // Only what the sheet changes, each with the value the device had: the form's own edit path.
    expect(payload).toEqual({
      id: held.id,
      base_rev: held.rev,
      patch: { salary: { from: 500_000, to: 600_000 }, remark: { from: '', to: '年中调薪' } },
    })
    // Meanwhile someone else sets the salary on the server.
    await saveOnServer({ id: held.id, base_rev: held.rev, patch: { salary: { from: 500_000, to: 550_000 } } })
    const { entries, pushed } = await confirm(rows)
    expect(pushed.failed).toBe(1)
    const failed = (await client.db.outbox.get(entries[0]!.id))!
    expect(failed.error?.code).toBe(Code.editConflict)
    expect(failed.error?.conflict?.fields.map((f) => [f.field, f.theirs, f.yours])).toEqual([
      ['salary', 550_000, 600_000],
    ])
    expect((await onServer()).find((s) => s.id === held.id)).toMatchObject({ salary: 550_000, remark: '' })
  })

  it('two rows for one record, or one new key twice, are refused with the row that has it first', async () => {
    const [someone] = await onServer()
    const rows = await preview([
      ['姓名', '手机号'],
      [String(someone!.name), String(someone!.mobile)],
      [`${someone!.name}二`, String(someone!.mobile)],
      ['新甲', '13712340040'],
      ['新乙', '13712340040'],
    ])
    expect(rows.map((r) => r.errors)).toEqual([
      {},
      { mobile: '与第 2 行是同一条记录' },
      {},
      { mobile: '与第 4 行是同一条记录' },
    ])
  })
})
