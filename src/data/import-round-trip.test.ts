import * as XLSX from '@e965/xlsx'
import { describe, expect, it } from 'vitest'
import { staff } from '../modules/hr/staff.resource.ts'
import { catalogue } from '../modules/registry.ts'
import { stockItems } from '../modules/stock/stock.resource.ts'
import { recordFinder } from './import-match.ts'
import { autoMap, checkRows, sheetBody } from './import-rows.ts'
import { createSheetJobs, readSheet } from './sheet-jobs.ts'
import { sheetTable } from './sheet-table.ts'
import type { Row } from './user-db.ts'
import { xlsxBytes } from './xlsx-book.ts'

const DEPT = '01HZZZZZZZZZZZZZZZZZZZZZZZ'
const refs = { departments: new Map([[DEPT, '工程部']]) }
let n = 0
const newId = () => `01K${String(n++).padStart(23, '0')}`
const heTao = {
  id: '01JAAAAAAAAAAAAAAAAAAAAAAA',
  rev: 7,
  updated_at: 0,
  name: '何涛',
  gender: 'male',
  mobile: '13900000001',
  depa_id: DEPT,
  post_id: '',
  shop_id: '',
  entry_date: '2024-03-01',
  status: 'active',
  salary: 800000,
  email: '',
  remark: '',
}
const columns = ['name', 'mobile', 'depa_id', 'status', 'entry_date', 'salary']

/** PM3's own export of `rows`, as the sheet worker writes it, read back as a user's upload would be. */
async function exported(rows: Row[]) {
  const table = sheetTable(staff, rows, columns, refs, 'zh')
  table.header.push('ID')
  for (const [i, cells] of table.body.entries()) cells.push(String(rows[i]!.id))
  table.totals?.push('')
  const bytes = await xlsxBytes({
    name: '员工档案',
    caption: '员工档案 — 华建 · 导出日期 2026-11-28',
    ...table,
  })
  return (await readSheet(bytes)).rows
}

describe('importing what PM3 exported', () => {
  it('finds the header under the caption, leaves the totals row out and maps the ID column', async () => {
    const sheet = await exported([heTao])
    const body = sheetBody(staff, sheet)
    expect(body.header).toEqual(['姓名', '手机号', '部门', '状态', '入职日期', '基本工资', 'ID'])
    expect(body.rows).toHaveLength(1)
    expect(body.firstLine).toBe(3)
    expect(autoMap(staff, body.header)).toEqual([...columns, 'id'])
  })

  it('reads an unchanged export back as nothing to do, and an edited row as an update of that record', async () => {
    const sheet = await exported([heTao])
    const body = sheetBody(staff, sheet)
    const mapping = autoMap(staff, body.header)
    const find = recordFinder(staff, [heTao])
    const [same] = checkRows(staff, body.rows, mapping, refs, 'zh', newId, {}, find, body.firstLine)
    expect(same!.errors).toEqual({})
    expect(same!.action).toBe('skip')
    expect(same!.values.entry_date).toBe('2024-03-01')

    const edited = body.rows.map((row) => row.map((cell, i) => (i === 5 ? 9000 : cell)))
    const [update] = checkRows(staff, edited, mapping, refs, 'zh', newId, {}, find, body.firstLine)
    expect(update!.action).toBe('update')
    expect(update!.changed).toEqual(['salary'])
    expect(update!.values).toMatchObject({ id: heTao.id, salary: 900000, name: '何涛' })
    expect(update!.line).toBe(3)
  })

  it('matches a row without an ID by the field that names a record, and adds what matches nothing', () => {
    const mapping = autoMap(staff, ['姓名', '手机号', '部门'])
    const rows = [
      ['何涛（改名）', '13900000001', '工程部'],
      ['新人', '13900000999', '工程部'],
    ]
    const [known, fresh] = checkRows(
      staff,
      rows,
      mapping,
      refs,
      'zh',
      newId,
      {},
      recordFinder(staff, [heTao]),
    )
    expect(known!.action).toBe('update')
    expect(known!.values.id).toBe(heTao.id)
    expect(known!.changed).toEqual(['name'])
    expect(fresh!.action).toBe('create')
    expect(fresh!.values.id).not.toBe(heTao.id)
  })

  it('keeps a unique code on the record that holds it, so updating that record is not a clash', () => {
    const item = {
      id: '01JBBBBBBBBBBBBBBBBBBBBBBB',
      updated_at: 0,
      rev: 1,
      code: 'WL-0001',
      name: '水泥',
      unit: '吨',
    }
    const mapping = autoMap(stockItems, ['物料编码', '物料名称'])
    const taken = { code: new Map([['WL-0001', item.id]]) }
    const [row] = checkRows(
      stockItems,
      [['WL-0001', '水泥（袋装）']],
      mapping,
      {},
      'zh',
      newId,
      taken,
      recordFinder(stockItems, [item]),
    )
    expect(row!.errors.code).toBeUndefined()
    expect(row!.action).toBe('update')
  })

  it('shows what was typed in a refused cell, not a number it could not read', () => {
    const mapping = autoMap(staff, ['姓名', '手机号', '基本工资'])
    const [row] = checkRows(staff, [['甲', '13900000002', '八千']], mapping, refs, 'zh', newId)
    expect(row!.errors.salary).toBeDefined()
    expect(row!.typed.salary).toBe('八千')
  })

  it('reads a template filled in: the example row left out, 编号 as the ID column, rows numbered as the sheet shows', async () => {
    const template = await createSheetJobs(catalogue).exportTemplate({
      resource: 'staff',
      lang: 'zh',
      refs,
      today: '2026-11-28',
    })
    const book = XLSX.read(new Uint8Array(template.bytes), { type: 'array' })
    const cells = book.Sheets[book.SheetNames[0]!]!
    // The example's date is a date cell shown as yyyy-mm-dd, not text.
    const dateColumn = XLSX.utils.encode_col((await readSheet(template.bytes)).rows[0]!.indexOf('入职日期'))
    expect(cells[`${dateColumn}2`]).toMatchObject({ t: 'n', w: '2026-11-28' })

    const sheet = (await readSheet(template.bytes)).rows
    expect(sheet[0]!.at(-1)).toBe('ID')
    expect(sheet[1]!.at(-1)).toBe('示例（导入时跳过）')
    expect(sheet[1]![sheet[0]!.indexOf('部门')]).toBe('工程部')
    const filled = [
      sheet[0]!.map((h) => (h === 'ID' ? '编号' : h)),
      sheet[1]!,
      sheet[0]!.map((h) => ({ 姓名: '新人甲', 手机号: '13900000111' })[String(h)] ?? ''),
      sheet[0]!.map(() => ''),
      sheet[0]!.map((h) => ({ 姓名: '新人乙', 手机号: '138' })[String(h)] ?? ''),
    ]
    const body = sheetBody(staff, filled)
    expect(autoMap(staff, body.header).at(-1)).toBe('id')
    const rows = checkRows(
      staff,
      body.rows,
      autoMap(staff, body.header),
      refs,
      'zh',
      newId,
      {},
      undefined,
      body.lines,
    )
    expect(rows.map((r) => [r.line, r.action, Object.keys(r.errors)])).toEqual([
      [3, 'create', []],
      [5, 'create', ['mobile']],
    ])
  })
})
