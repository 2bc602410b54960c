import { afterEach, expect, it } from 'vitest'
import { enqueue, newId } from '../../data/enqueue.ts'
import { UserDb } from '../../data/user-db.ts'
import { catalogue } from '../registry.ts'

const ctx = { uid: 1, comId: 1, device: 'unit' }
let db: UserDb
afterEach(async () => {
  await db?.delete()
})

it('confirms an output at once as the signed-in user (queued, named in the sync panel), and only once', async () => {
  db = new UserDb('cost-unit', catalogue)
  await db.meta.put({ key: 'userInfo', value: { ID: 1, nickname: '系统管理员', username: 'admin' } })
  const id = newId()
  const projectId = newId()
  await db.table('projects').put({ id: projectId, name: '滨江花园二期住宅工程', updated_at: 1 })
  await db.table('budgetOutputs').put({
    id,
    project_id: projectId,
    period: '2026-10',
    planned: 100_00,
    confirmed: 0,
    status: 'draft',
    updated_at: 1,
  })
  const payload = { id, confirmed: 98_50 }
  expect(await db.commandFor('cost.confirmOutput').describe?.(db, payload, 'zh')).toBe(
    '确认产值 滨江花园二期住宅工程 2026-10 ¥98.50',
  )
  await enqueue(db, ctx, 'cost.confirmOutput', payload)
  const row = await db.table('budgetOutputs').get(id)
  expect(row).toMatchObject({
    status: 'confirmed',
    confirmed: 98_50,
    confirmed_by: '系统管理员',
    confirmed_by_id: 1,
  })
  expect(row.confirmed_at).toBeGreaterThan(0)
  await expect(enqueue(db, ctx, 'cost.confirmOutput', payload)).rejects.toThrow('该产值已由系统管理员确认')
  expect(await db.outbox.count()).toBe(1)
})
