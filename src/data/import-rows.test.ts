import { describe, expect, it } from 'vitest'
import { costPlans } from '../modules/cost/cost.resource.ts'
import { staff } from '../modules/hr/staff.resource.ts'
import { orders } from '../modules/shop/orders.resource.ts'
import { stockItems } from '../modules/stock/stock.resource.ts'
import { autoMap, checkRows } from './import-rows.ts'
import { defaultQuery, rowMatches } from './list-query.ts'
import { inertCell, sheetTable } from './sheet-table.ts'

const DEPT = '01HZZZZZZZZZZZZZZZZZZZZZZZ'
const refs = { departments: new Map([[DEPT, '工程部']]) }
let n = 0
const id = () => `01J${String(n++).padStart(23, '0')}`

describe('import rows', () => {
  it('maps headers by label in either language and names each bad cell in the user language', () => {
    const mapping = autoMap(staff, ['姓名', 'Mobile', '部门', '状态', '基本工资', '无关列'])
    expect(mapping).toEqual(['name', 'mobile', 'depa_id', 'status', 'salary', null])
    const rows = [
      ['何涛', '13900000001', '工程部', '在职', 5000.5, 'x'],
      ['', '123', '不存在', '休假', 1.234, ''],
    ]
    const [good, bad] = checkRows(staff, rows, mapping, refs, 'zh', id)
    expect(good!.errors).toEqual({})
    expect(good!.values).toMatchObject({ name: '何涛', depa_id: DEPT, status: 'active', salary: 500050 })
    expect(bad!.line).toBe(3)
    expect(bad!.errors).toEqual({
      name: '请输入姓名',
      mobile: '请输入正确的手机号',
      depa_id: '请选择部门',
      status: '状态的取值无效',
      salary: '基本工资须为不小于0的金额，最多两位小数',
    })
    const [, badEn] = checkRows(staff, rows, mapping, refs, 'en', id)
    expect(badEn!.errors.mobile).toBe('Enter a valid mobile number')
  })
})

describe('export table and filters', () => {
  const rows = [
    { id: 'a', updated_at: 0, name: '甲', depa_id: DEPT, status: 'active', salary: 10, mobile: '1' },
    { id: 'b', updated_at: 0, name: '乙', depa_id: DEPT, status: 'left', salary: 20, mobile: '2' },
  ]
  it('filters by enum, ref label and money range in yuan', () => {
    const q = defaultQuery(staff)
    expect(
      rows
        .filter((r) =>
          rowMatches(staff, r, { ...q, filters: { status: { kind: 'enum', value: 'left' } } }, refs, 'zh'),
        )
        .map((r) => r.id),
    ).toEqual(['b'])
    expect(
      rows.filter((r) =>
        rowMatches(staff, r, { ...q, filters: { depa_id: { kind: 'ref', label: '工程' } } }, refs, 'zh'),
      ),
    ).toHaveLength(2)
    expect(
      rows
        .filter((r) =>
          rowMatches(staff, r, { ...q, filters: { salary: { kind: 'money', min: 0.15 } } }, refs, 'zh'),
        )
        .map((r) => r.id),
    ).toEqual(['b'])
  })
  it('writes Chinese headers, labels, yuan and a 合计 summed in fen', () => {
    const t = sheetTable(staff, rows, ['name', 'depa_id', 'status', 'salary'], refs, 'zh')
    expect(t.header).toEqual(['姓名', '部门', '状态', '基本工资'])
    expect(t.body[0]).toEqual(['甲', '工程部', '在职', 0.1])
    expect(t.totals).toEqual(['合计', '', '', 0.3])
  })

  it('writes a sale made at 01:30 in Shanghai on that day, as the list shows it, not as the UTC instant stored', () => {
    const sale = {
      id: id(),
      receipt_no: 'A-0001',
      sold_at: '2026-11-25T17:30:00.000Z',
      total: 1200,
      updated_at: 1,
    }
    const t = sheetTable(orders, [sale], ['receipt_no', 'sold_at', 'total'], {}, 'zh')
    expect(t.body).toEqual([['A-0001', '2026-11-26 01:30', 12]])
  })

  it('keeps a name a spreadsheet would run as a formula as text in CSV, and numbers as numbers', () => {
    const typed = ['=HYPERLINK("http://e.x","x")', '+1+cmd|calc', '-2+3+cmd|calc', '@SUM(1,1)', '何涛']
    expect(typed.map(inertCell)).toEqual([
      `'=HYPERLINK("http://e.x","x")`,
      "'+1+cmd|calc",
      "'-2+3+cmd|calc",
      "'@SUM(1,1)",
      '何涛',
    ])
    expect(inertCell(-12.5)).toBe(-12.5)
  })
})

describe('import rows: months and unique codes', () => {
  it('reads 2026/11 and a date cell as a month, and refuses a code the device or an earlier row holds', () => {
    const mapping = autoMap(stockItems, ['物料编码', '物料名称', '单位'])
    const taken = { code: new Map([['WL-0001', 'held-by-another']]) }
    const rows = [
      ['WL-0001', '螺纹钢', '吨'],
      ['WL-0100', '新物料', '个'],
      ['WL-0100', '同码物料', '个'],
      ['WL-0101', '另一物料', '个'],
    ]
    const [held, fresh, twice, other] = checkRows(stockItems, rows, mapping, {}, 'zh', id, taken)
    expect(held!.errors).toEqual({ code: '物料编码 WL-0001 已存在' })
    expect(fresh!.errors).toEqual({})
    expect(twice!.errors).toEqual({ code: '物料编码 WL-0100 已存在' })
    expect(other!.errors).toEqual({})
    const en = checkRows(stockItems, rows.slice(0, 1), mapping, {}, 'en', id, taken)
    expect(en[0]!.errors.code).toBe('Item code WL-0001 already exists')

    const months = autoMap(costPlans, ['Month', '计划成本'])
    const read = checkRows(
      costPlans,
      [
        ['2026/11', 1],
        [46_356, 1],
        ['2026-13', 1],
      ],
      months,
      {},
      'zh',
      id,
    )
    expect(read.map((r) => [r.values.period, r.errors.period])).toEqual([
      ['2026-11', undefined],
      ['2026-11', undefined],
      ['2026-13', '月份格式应为 2026-11'],
    ])
  })
})
