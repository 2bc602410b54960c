import { afterEach, describe, expect, it } from 'vitest'
import { enqueue, newId } from '../../data/enqueue.ts'
import { commandWords, resourceOfKind, SALES, touchedRecord } from '../../data/operation-words.ts'
import { UserDb } from '../../data/user-db.ts'
import { isTextKey } from '../../i18n/keys.ts'
import { catalogueT } from '../../test-kit/catalogue-t.ts'
import { catalogue } from '../registry.ts'
import { operationText } from './operation-text.ts'

const ctx = { uid: 9, comId: 1, device: 'unit' }
let n = 0
let db: UserDb
afterEach(() => db?.delete())

/** What /logtext shows for a write, logged the way the page's write() logs it. */
async function logged(kind: string, payload: Record<string, unknown>, mirrored?: Record<string, unknown>) {
  if (mirrored) await db.table(kind.split('.')[0]!).put({ ...mirrored, updated_at: 1 })
  const touched = await touchedRecord(db, kind, payload, 'zh')
  const entry = await enqueue(db, ctx, kind, payload, { lang: 'zh' })
  return { at: '', kind, entryId: entry.id, ...touched, ...(await commandWords(db, kind, payload)) }
}

describe('the operation log says what was done, to which record, in zh and en', () => {
  it('a record saved and then removed, by its name (the removed one is gone from the mirror)', async () => {
    db = new UserDb(`oplog-${++n}`, catalogue)
    const t = await catalogueT()
    const id = newId()
    const saved = await logged('departments.save', { id, name: '工程一部', sort: 1, status: 'active' })
    const removed = await logged('departments.remove', { id })
    expect(operationText(saved, 'zh', t.zh)).toBe('部门管理 · 保存：工程一部')
    expect(operationText(removed, 'zh', t.zh)).toBe('部门管理 · 删除：工程一部')
    expect(operationText(removed, 'en', t.en)).toBe('Departments · delete: 工程一部')
    expect(operationText(removed, 'zh', t.zh)).not.toContain(removed.entryId)
  })

  it('a finance entry by its date, the name of its subject and its amount', async () => {
    db = new UserDb(`oplog-${++n}`, catalogue)
    const t = await catalogueT()
    const subject = newId()
    await db.table('expenseSubjects').put({ id: subject, name: '差旅费', updated_at: 1 })
    const id = newId()
    const entry = {
      id,
      subject_id: subject,
      depa_id: '',
      handler: '何涛',
      amount: 865000,
      date: '2026-11-03',
    }
    const removed = await logged('managementExpenses.remove', { id }, entry)
    expect(operationText(removed, 'zh', t.zh)).toBe('管理费用 · 删除：2026-11-03 差旅费 ¥8,650.00')
  })

  it('a workflow command in its own words; a sale by its receipt number', async () => {
    db = new UserDb(`oplog-${++n}`, catalogue)
    const t = await catalogueT()
    const added = await logged('users.add', {
      id: newId(),
      username: 'clerk',
      password: 'secret1',
      acce: '700',
    })
    expect(operationText(added, 'zh', t.zh)).toBe('新增用户：clerk')
    expect(operationText(added, 'en', t.en)).toMatch(/^Add user.*clerk$/)
    const sale = { at: '', kind: 'shop.cashCheckout', entryId: newId(), record: 'R20261126-0007' }
    expect(operationText(sale, 'zh', t.zh)).toBe('现金收银：小票号 R20261126-0007')
    expect(operationText(sale, 'en', t.en)).toBe('Cash sale: Receipt R20261126-0007')
    // An import of many rows at once.
    expect(operationText({ at: '', kind: 'departments.save', entryId: 'x', count: 12 }, 'zh', t.zh)).toBe(
      '部门管理 · 保存 ×12',
    )
  })

  it('every command the device can queue has words of its own', async () => {
    await catalogueT()
    for (const c of catalogue.commands) {
      const worded =
        !!resourceOfKind({ catalogue } as UserDb, c.kind) ||
        !!c.describe ||
        (SALES.has(c.kind) && isTextKey(`oplog.kinds.${c.kind.replace('.', '_')}`))
      expect(worded, c.kind).toBe(true)
    }
  })
})
