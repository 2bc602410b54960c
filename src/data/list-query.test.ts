import { afterEach, describe, expect, it } from 'vitest'
import { managementExpenses, otherPayables } from '../modules/finance/finance-entries.resource.ts'
import { departments } from '../modules/hr/departments.resource.ts'
import { staff } from '../modules/hr/staff.resource.ts'
import { catalogue } from '../modules/registry.ts'
import { enqueue, newId } from './enqueue.ts'
import { defaultQuery, loadRefLabels, queryRows } from './list-query.ts'
import { searchRows, windowRows } from './resource-queries.ts'
import { UserDb } from './user-db.ts'

let db: UserDb
let n = 0
afterEach(async () => {
  await db?.delete()
})

const SUBJECT = '01JSUBJECT00000000000000001'
const DEPT = '01JDEPARTMENT0000000000001'
const entry = (id: string, amount: number, date: string, handler: string) => ({
  id,
  updated_at: 1,
  subject_id: SUBJECT,
  depa_id: id === 'a' ? DEPT : '',
  handler,
  amount,
  date,
  bank_account_id: '',
  remark: '',
})

async function mirrorWith(rows: Record<string, unknown>[], table = managementExpenses.name) {
  db = new UserDb(`list-search-${++n}`, catalogue)
  await db.table('expenseSubjects').put({ id: SUBJECT, name: '差旅费', updated_at: 1 })
  await db.table('departments').put({ id: DEPT, name: '工程部', updated_at: 1 })
  await db.table(table).bulkPut(rows)
}

describe('the list search matches what the list shows', () => {
  const rows = [entry('a', 865000, '2026-11-03', '何涛'), entry('b', 12000, '2026-11-04', '吴平')]
  const found = async (search: string, lang: 'zh' | 'en' = 'zh') => {
    const q = { ...defaultQuery(managementExpenses), search }
    const refs = await loadRefLabels(db, managementExpenses)
    return (await queryRows(db, managementExpenses, q, refs, lang)).map((r) => r.id)
  }

  it('finds a row by the department and subject names its ref columns show', async () => {
    await mirrorWith(rows)
    expect(await found('工程')).toEqual(['a'])
    expect(await found('差旅')).toEqual(['a', 'b'])
  })

  it('finds the same rows after a searched column is hidden', async () => {
    await mirrorWith(rows)
    const refs = await loadRefLabels(db, managementExpenses)
    const q = { ...defaultQuery(managementExpenses), search: '工程' }
    const hidden = { ...q, columns: q.columns.filter((c) => c !== 'depa_id') }
    expect(hidden.columns).not.toContain('depa_id')
    expect((await queryRows(db, managementExpenses, hidden, refs, 'zh')).map((r) => r.id)).toEqual(['a'])
  })

  it('finds an amount shown as ¥8,650.00 however it is typed', async () => {
    await mirrorWith(rows)
    for (const typed of ['8650', '8,650.00', '¥8,650', '￥8650.0', '8650.00', '８６５０', '8650。00'])
      expect(await found(typed)).toEqual(['a'])
    expect(await found('120')).toEqual(['b'])
  })

  it("finds a status by its label in the user's language", async () => {
    const open = {
      id: 'p',
      updated_at: 1,
      counterparty: '华东建材',
      summary: '货款',
      amount: 100,
      date: '2026-11-01',
      due_date: '',
      status: 'open',
      remark: '',
    }
    const settled = { ...open, id: 's', status: 'settled' }
    await mirrorWith([open, settled], otherPayables.name)
    const q = (search: string) => ({ ...defaultQuery(otherPayables), search })
    expect((await queryRows(db, otherPayables, q('已结清'), {}, 'zh')).map((r) => r.id)).toEqual(['s'])
    expect((await queryRows(db, otherPayables, q('settled'), {}, 'en')).map((r) => r.id)).toEqual(['s'])
  })
})

describe('columns sort by value', () => {
  it('orders amounts in fen, not as text, both ways, and dates in order', async () => {
    await mirrorWith([
      entry('small', 90000, '2026-11-10', '甲'),
      entry('big', 100000, '2026-09-02', '乙'),
      entry('tiny', 5, '2026-10-20', '丙'),
    ])
    const sorted = async (field: string, desc: boolean) =>
      (
        await queryRows(
          db,
          managementExpenses,
          { ...defaultQuery(managementExpenses), sort: { field, desc } },
          {},
          'zh',
        )
      ).map((r) => r.id)
    expect(await sorted('amount', false)).toEqual(['tiny', 'small', 'big'])
    expect(await sorted('amount', true)).toEqual(['big', 'small', 'tiny'])
    expect(await sorted('date', false)).toEqual(['big', 'tiny', 'small'])
    // The unsearched list reads a window along the same index.
    const window = await windowRows(db, managementExpenses, { field: 'amount', desc: false }, 0, 10)
    expect(window.map((r) => r.id)).toEqual(['tiny', 'small', 'big'])
  })

  it('orders Chinese names by pinyin (阿 陈 李 张), not by code point, in the list, a search and an export', async () => {
    const person = (id: string, name: string) => ({ id, name, mobile: '', status: 'active', updated_at: 1 })
    db = new UserDb(`list-words-${++n}`, catalogue)
    await db
      .table(staff.name)
      .bulkPut([person('z', '张伟'), person('c', '陈静'), person('l', '李娜'), person('a', '阿明')])
    const byName = { field: 'name', desc: false }
    const window = await windowRows(db, staff, byName, 0, 10)
    expect(window.map((r) => r.name)).toEqual(['阿明', '陈静', '李娜', '张伟'])
    expect((await windowRows(db, staff, { ...byName, desc: true }, 1, 2)).map((r) => r.name)).toEqual([
      '李娜',
      '陈静',
    ])
    const all = await queryRows(db, staff, { ...defaultQuery(staff), sort: byName }, {}, 'zh')
    expect(all.map((r) => r.name)).toEqual(['阿明', '陈静', '李娜', '张伟'])
  })

  it('the header search orders its hits by a number field as numbers (10 after 2)', async () => {
    db = new UserDb(`list-search-${++n}`, catalogue)
    const dept = (id: string, sort: number) => ({
      id,
      updated_at: 1,
      name: `工程${id}部`,
      sort,
      status: 'active',
    })
    await db.table(departments.name).bulkPut([dept('a', 10), dept('b', 2), dept('c', 1)])
    const hits = await searchRows(db, departments, '工程', { field: 'sort', desc: false })
    expect(hits.map((r) => r.sort)).toEqual([1, 2, 10])
  })
})

describe('a row a command writes on the device', () => {
  it('is in its list sorted by a column the command never set (a sale sorted by 已退)', async () => {
    db = new UserDb(`list-sort-${++n}`, catalogue)
    const orders = catalogue.resources.find((r) => r.name === 'orders')!
    const sale = {
      id: newId(),
      method: 'cash',
      lines: [{ item_id: newId(), name: '洗剪吹', price: 3800, qty: 1, discount: 0 }],
      total: 3800,
      tendered: 5000,
      change: 1200,
      sold_at: '2026-11-26T02:00:00Z',
      receipt_no: 'T1AB-261126-001',
    }
    await enqueue(db, { uid: 1, comId: 1, device: 'unit' }, 'shop.cashCheckout', sale)
    const byRefunded = { ...defaultQuery(orders), sort: { field: 'refunded', desc: false } }
    const shown = await queryRows(db, orders, byRefunded, await loadRefLabels(db, orders), 'zh')
    expect(shown.map((r) => r.id)).toEqual([sale.id])
  })
})
