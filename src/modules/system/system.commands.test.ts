import { afterEach, expect, it } from 'vitest'
import { InvalidPayload } from '../../data/command-kit.ts'
import { restore } from '../../data/commands.ts'
import { enqueue, newId } from '../../data/enqueue.ts'
import { UserDb } from '../../data/user-db.ts'
import { catalogue } from '../registry.ts'
import { users } from './users.resource.ts'

const ctx = { uid: 1, comId: 1, device: 'unit' }
let db: UserDb
let n = 0
const open = () => {
  db = new UserDb(`system-unit-${++n}`, catalogue)
  return db
}
afterEach(async () => {
  await db?.delete()
})

it('a saved module switch changes the local site info at once, and a refusal puts it back', async () => {
  open()
  await db.meta.put({ key: 'siteInfo', value: { ID: 1, sel280: 1, top400: '人事管理' } })
  const entry = await enqueue(db, ctx, 'site.saveSettings', { sel280: 0, unknown_key: 'dropped' })
  expect(entry.payload).toEqual({ sel280: 0 })
  expect(await db.meta.get('siteInfo')).toMatchObject({ value: { ID: 1, sel280: 0, top400: '人事管理' } })
  for (const image of entry.undo) await restore(db, image)
  expect(await db.meta.get('siteInfo')).toMatchObject({ value: { sel280: 1 } })
})

it('refuses switching the system module off before anything is queued', async () => {
  open()
  await expect(enqueue(db, ctx, 'site.saveSettings', { sel900: 0 })).rejects.toBeInstanceOf(InvalidPayload)
  expect(await db.outbox.count()).toBe(0)
})

it('a new account shows at once without its password, and a taken name is refused offline', async () => {
  open()
  const id = newId()
  await enqueue(db, ctx, 'users.add', { id, username: 'clerk', password: 'secret1', acce: '700,280,280' })
  const row = await db.rows(users).get(id)
  expect(row).toMatchObject({ username: 'clerk', acce: '280,700', admin: false })
  expect(row).not.toHaveProperty('password')
  await expect(
    enqueue(
      db,
      ctx,
      'users.add',
      { id: newId(), username: 'clerk', password: 'secret1', acce: '' },
      { lang: 'en' },
    ),
  ).rejects.toThrow('The user name "clerk" is already taken')
  await enqueue(db, ctx, 'users.addProject', { id, project_id: newId() })
  expect((await db.rows(users).get(id))?.projects).toMatch(/^[0-9A-Z]{26}$/)
})
