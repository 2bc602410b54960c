import { Dexie } from 'dexie'
import { afterEach, expect, it } from 'vitest'
import { departments } from '../modules/hr/departments.resource.ts'
import { catalogue, resources } from '../modules/registry.ts'
import { collectDeferredWrites, putWithUndo } from './command-kit.ts'
import { discard, enqueue, newId } from './enqueue.ts'
import type { BeforeImage } from './outbox-types.ts'
import { storesFor, UserDb } from './user-db.ts'

const ctx = { uid: 7, comId: 1, device: 'unit' }
let db: UserDb
let n = 0
const open = () => {
  db = new UserDb(`unit-${++n}`, catalogue)
  return db
}
afterEach(async () => {
  await db?.delete()
})

const dept = (name: string) => ({ id: newId(), name, sort: 1, status: 'active' })

it('applies the optimistic row and the outbox entry together, with its audit', async () => {
  open()
  const payload = dept('研发部')
  const entry = await enqueue(db, ctx, 'departments.save', payload)
  expect(await db.rows(departments).get(payload.id)).toMatchObject({ name: '研发部' })
  expect(await db.outbox.get(entry.id)).toMatchObject({
    kind: 'departments.save',
    state: 'pending',
    targets: [`departments:${payload.id}`],
    audit: { uid: 7, comId: 1, device: 'unit' },
    undo: [{ table: 'departments', id: payload.id, before: null }],
  })
  expect((await db.syncState.get('departments'))?.count).toBe(1)
  expect(entry.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/)
})

it('a crash between the optimistic write and the append leaves neither', async () => {
  open()
  const first = await enqueue(db, ctx, 'departments.save', dept('一部'))
  const payload = dept('二部')
  // Reusing an entry id makes the append fail after the optimistic write ran in the same transaction.
  await expect(enqueue(db, ctx, 'departments.save', payload, { id: first.id })).rejects.toThrow()
  expect(await db.rows(departments).get(payload.id)).toBeUndefined()
  expect(await db.outbox.count()).toBe(1)
  expect((await db.syncState.get('departments'))?.count).toBe(1)
})

it('discard removes only failed entries', async () => {
  open()
  const entry = await enqueue(db, ctx, 'departments.save', dept('三部'))
  await discard(db, entry.id)
  expect(await db.outbox.count()).toBe(1)
  await db.outbox.update(entry.id, { state: 'failed' })
  await discard(db, entry.id)
  expect(await db.outbox.count()).toBe(0)
})

it('an upgrade of the database schema keeps every outbox entry', async () => {
  const name = `unit-upgrade-${++n}`
  const old = new Dexie(name)
  old.version(1).stores({ ...storesFor(resources.filter((r) => r.name !== 'staff')) })
  await old.open()
  await old.table('outbox').add({ id: newId(), kind: 'departments.save', state: 'pending', targets: [] })
  old.close()

  // The new app declares more indexes and tables under a higher version.
  const upgraded = new Dexie(name)
  upgraded.version(2).stores({ ...storesFor(resources), departments: 'id, updated_at, name, sort, code' })
  await upgraded.open()
  expect(await upgraded.table('outbox').count()).toBe(1)
  await upgraded.delete()
})

it('refuses a payload that breaks the resource rules, writing nothing', async () => {
  open()
  await expect(enqueue(db, ctx, 'departments.save', { id: newId(), name: '', phone: '123' })).rejects.toThrow(
    '请输入部门名称；请输入正确的手机号',
  )
  expect(await db.outbox.count()).toBe(0)
  expect(await db.rows(departments).count()).toBe(0)
})

it('storage full: says so in the user language and writes nothing, the queue before it intact', async () => {
  open()
  const first = await enqueue(db, ctx, 'departments.save', dept('四部'))
  // The browser refuses the append as the origin's quota runs out (reliability-anchors F15).
  db.outbox.hook('creating', () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  })
  const payload = dept('五部')
  await expect(enqueue(db, ctx, 'departments.save', payload)).rejects.toMatchObject({
    name: 'StorageFull',
    messages: ['本设备存储空间已满，这笔记录没有保存。请先同步或清理浏览器存储后重试。'],
  })
  await expect(enqueue(db, ctx, 'departments.save', dept('六部'), { lang: 'en' })).rejects.toThrow(
    'This device is out of storage; the record was not saved.',
  )
  expect(await db.rows(departments).get(payload.id)).toBeUndefined()
  expect((await db.outbox.toArray()).map((e) => e.id)).toEqual([first.id])
  expect((await db.syncState.get('departments'))?.count).toBe(1)
})

/** The database as Safari drops it under the page: the next transaction fails, the connection is gone. */
function dropConnectionOnce(target: UserDb, after?: 'commit') {
  const original = target.transaction.bind(target) as (...a: unknown[]) => Promise<unknown>
  let dropped = false
  ;(target as unknown as { transaction: unknown }).transaction = async (...args: unknown[]) => {
    if (dropped) return original(...args)
    dropped = true
    if (after === 'commit') await original(...args)
    throw new Dexie.UnknownError('Connection to Indexed Database server lost. Refresh the page to try again')
  }
}

it('a connection the browser dropped is opened again and the write goes in, once', async () => {
  open()
  dropConnectionOnce(db)
  const payload = dept('掉线一部')
  const entry = await enqueue(db, ctx, 'departments.save', payload)
  expect(await db.outbox.count()).toBe(1)
  expect(await db.outbox.get(entry.id)).toMatchObject({ kind: 'departments.save' })
  expect(await db.rows(departments).get(payload.id)).toMatchObject({ name: '掉线一部' })
})

it('a write whose commit landed before the connection dropped is not written twice', async () => {
  open()
  dropConnectionOnce(db, 'commit')
  const payload = dept('掉线二部')
  const entry = await enqueue(db, ctx, 'departments.save', payload)
  expect(await db.outbox.count()).toBe(1)
  expect(entry.payload).toMatchObject({ name: '掉线二部' })
  expect((await db.syncState.get('departments'))?.count).toBe(1)
})

it('a manager’s grant a save carries goes to the server with it, never into the mirror’s row', async () => {
  open()
  const grant = 'Grant_token-0123456789abcdef'
  const payload = dept('门店部')
  const created = await enqueue(db, ctx, 'departments.save', { ...payload, grant })
  expect((await db.outbox.get(created.id))?.payload).toMatchObject({ grant })
  const edit = { id: payload.id, base_rev: 0, patch: { name: { from: '门店部', to: '门店二部' } }, grant }
  const edited = await enqueue(db, ctx, 'departments.save', edit)
  expect((await db.outbox.get(edited.id))?.payload).toMatchObject({ grant })
  const row = await db.rows(departments).get(payload.id)
  expect(row).toMatchObject({ name: '门店二部' })
  expect(row).not.toHaveProperty('grant')
  // Anything that is not a grant's token is not sent.
  const other = await enqueue(db, ctx, 'departments.save', { ...dept('财务部'), grant: 'x y' })
  expect((await db.outbox.get(other.id))?.payload).not.toHaveProperty('grant')
})

it('two new rows of one table in one write both count, and an edit of a held row counts nothing', async () => {
  open()
  const [a, b] = [dept('甲部'), dept('乙部')]
  const undo: BeforeImage[] = []
  await db.transaction('rw', [db.table('departments'), db.syncState], async () => {
    const writes = collectDeferredWrites()
    await putWithUndo(db, 'departments', { ...a, updated_at: 0 }, undo)
    await putWithUndo(db, 'departments', { ...b, updated_at: 0 }, undo)
    await putWithUndo(db, 'departments', { ...a, name: '甲部（改）', updated_at: 0 }, undo)
    await Promise.all(writes.flush(db))
  })
  expect((await db.syncState.get('departments'))?.count).toBe(2)
  expect(await db.rows(departments).get(a.id)).toMatchObject({ name: '甲部（改）' })
  // The third put read the row the first one wrote: undoing in reverse order restores nothing stale.
  expect(undo.map((u) => u.before && (u.before as { name: string }).name)).toEqual([null, null, '甲部'])
})
