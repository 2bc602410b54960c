import { afterEach, expect, it } from 'vitest'
import { catalogue } from '../modules/registry.ts'
import { newId } from './enqueue.ts'
import { nameOfTouched, resourceOfKind } from './operation-words.ts'
import { UserDb } from './user-db.ts'

let db: UserDb
afterEach(() => db?.delete())

it('names an edit of a record deleted meanwhile as it was logged, never by its id', async () => {
  db = new UserDb('oplog-words-1', catalogue)
  const stock = resourceOfKind(db, 'stockItems.save')!
  const id = newId()
  // A one-field edit whose record is gone from the mirror, with no current row from the server.
  const edit = { id, patch: { qty: { from: 5, to: 7 } }, base_rev: 3 }
  expect(await nameOfTouched(db, stock, edit, 'zh', undefined, 'WL-0003 螺纹钢')).toBe('WL-0003 螺纹钢')
  expect(await nameOfTouched(db, stock, { id, name: '螺纹钢' }, 'zh', undefined, '旧名')).toBe('螺纹钢')
})
