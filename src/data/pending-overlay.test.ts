import { afterEach, expect, it } from 'vitest'
import { departments } from '../modules/hr/departments.resource.ts'
import { catalogue } from '../modules/registry.ts'
import { enqueue, newId } from './enqueue.ts'
import {
  clearOverlay,
  dropRead,
  editPending,
  overlaid,
  overlayStore,
  showPending,
} from './pending-overlay.ts'
import { type Row, UserDb } from './user-db.ts'

const ctx = { uid: 7, comId: 1, device: 'unit' }
let db: UserDb
let n = 0
afterEach(async () => {
  clearOverlay()
  await db?.delete()
})

const shownName = (row: Row) => overlaid(row, overlayStore.of('departments')).name

it('an edit shows in the open list before its transaction commits, and stays until a later read holds it', async () => {
  db = new UserDb(`overlay-${++n}`, catalogue)
  const row = { id: newId(), updated_at: 0, name: '研发部', sort: 1, status: 'active' }
  await enqueue(db, ctx, 'departments.save', row)
  const readBefore = performance.now()

  const renamed = enqueue(db, ctx, 'departments.save', { ...row, name: '研发中心' })
  // Nothing has reached IndexedDB yet, and the list already shows the new name.
  expect(shownName(row)).toBe('研发中心')
  await renamed
  // A read that began before the commit does not hold the edit: the layer stays.
  dropRead('departments', readBefore)
  expect(shownName(row)).toBe('研发中心')
  dropRead('departments', performance.now())
  expect(overlayStore.of('departments').size).toBe(0)
  expect((await db.rows(departments).get(row.id))?.name).toBe('研发中心')
})

it('a write that fails takes its layer away, so the list shows the stored row again', async () => {
  db = new UserDb(`overlay-${++n}`, catalogue)
  const first = await enqueue(db, ctx, 'departments.save', {
    id: newId(),
    name: '一部',
    sort: 1,
    status: 'active',
  })
  const row = { id: newId(), updated_at: 0, name: '二部', sort: 1, status: 'active' }
  // Reusing an entry id makes the outbox append fail after the optimistic write ran.
  const failing = enqueue(db, ctx, 'departments.save', row, { id: first.id })
  expect(shownName(row)).toBe('二部')
  await expect(failing).rejects.toThrow()
  expect(overlayStore.of('departments').has(row.id)).toBe(false)
})

it('a later edit of the same row keeps its layer when the earlier one ends', async () => {
  db = new UserDb(`overlay-${++n}`, catalogue)
  const row = { id: newId(), updated_at: 0, name: '三部', sort: 1, status: 'active' }
  await enqueue(db, ctx, 'departments.save', row)
  const first = enqueue(db, ctx, 'departments.save', { ...row, name: '三部甲' })
  const second = enqueue(db, ctx, 'departments.save', { ...row, name: '三部乙' })
  await first
  dropRead('departments', performance.now())
  expect(shownName(row)).toBe('三部乙')
  await second
})

it('a read that already shows the rows drops their layer, even before the worker says it committed', () => {
  const stored = { id: 'm1', updated_at: 5, name: '别处改的名' }
  const readStarted = performance.now()
  const shown = showPending([{ table: 'members', id: 'm1', fields: stored }], 'server')
  // Rows a pull writes are the server's, never the user's pending edit.
  expect(editPending(overlayStore.of('members'), 'm1')).toBe(false)
  dropRead('members', readStarted, [{ id: 'm1', updated_at: 4, name: '旧名' }])
  expect(overlayStore.of('members').has('m1')).toBe(true)
  dropRead('members', readStarted, [stored])
  expect(overlayStore.of('members').has('m1')).toBe(false)
  shown.committed()
  expect(overlayStore.of('members').size).toBe(0)
})
