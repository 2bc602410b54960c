import { Dexie } from 'dexie'
import { afterEach, expect, it } from 'vitest'
import { departments } from '../modules/hr/departments.resource.ts'
import { catalogue } from '../modules/registry.ts'
import { endLocalCopy } from './ended-session-wipe.ts'
import { enqueue, newId } from './enqueue.ts'
import { forgetQueueKeys, openQueue } from './queue-seal.ts'
import { UserDb } from './user-db.ts'

const SECRET = '机密研发部-13700002222'
const BEFORE = '旧名称-薪资部'
const ctx = { uid: 7, comId: 1, device: 'unit' }
let db: UserDb
let n = 0
const open = () => {
  db = new UserDb(`seal-${++n}`, catalogue)
  return db
}
afterEach(async () => {
  await db?.delete()
  await forgetQueueKeys()
})

/** The stored row as IndexedDB holds it, every byte of it as text: what a reader of the profile gets. */
async function rawRow(name: string, id: string): Promise<string> {
  const raw = new Dexie(name)
  await raw.open()
  const row: unknown = await raw.table('outbox').get(id)
  raw.close()
  return JSON.stringify(row, (_key, value: unknown) =>
    value instanceof ArrayBuffer || ArrayBuffer.isView(value)
      ? new TextDecoder().decode(value instanceof ArrayBuffer ? value : new Uint8Array(value.buffer))
      : value,
  )
}

async function queuedAndEnded() {
  open()
  // The sign-in that made this user's key pair (the login page, with the password the server took).
  await openQueue(db.name, ctx.comId, ctx.uid, 'office123')
  // An edit of a mirrored row: the entry keeps the row as it was (its before-image) besides the body.
  const dept = { id: newId(), name: SECRET, sort: 1, status: 'active' }
  await db.rows(departments).put({ ...dept, name: BEFORE, updated_at: 5 })
  const entry = await enqueue(db, ctx, 'departments.save', dept)
  expect(JSON.stringify(entry.undo)).toContain(BEFORE)
  await endLocalCopy(db, ctx.comId, ctx.uid)
  return { dept, entry }
}

it('a kept entry at rest holds none of its payload or before-images: only what the queue is indexed by', async () => {
  const { dept, entry } = await queuedAndEnded()
  const raw = await rawRow(db.name, entry.id)
  expect(raw).not.toContain(SECRET)
  expect(raw).not.toContain('13700002222')
  expect(raw).not.toContain(BEFORE)
  const stored = await db.outbox.get(entry.id)
  expect(stored).toMatchObject({
    id: entry.id,
    kind: 'departments.save',
    state: 'sealed',
    targets: [`departments:${dept.id}`],
    payload: {},
    undo: [],
    attempts: [],
  })
  expect(stored?.sealed?.data.byteLength).toBeGreaterThan(0)
  // The mirror went; the entry stayed.
  expect(await db.rows(departments).count()).toBe(0)
  expect(await db.outbox.count()).toBe(1)
})

it('opens with the owner’s password, exactly as it was queued, and is pending again', async () => {
  const { entry } = await queuedAndEnded()
  expect(await openQueue(db.name, ctx.comId, ctx.uid, 'office123')).toEqual({ opened: 1, locked: 0 })
  const opened = await db.outbox.get(entry.id)
  expect(opened).toEqual({ ...entry })
  expect(opened?.sealed).toBeUndefined()
})

it('another password opens nothing, and the owner’s still does afterwards', async () => {
  const { entry } = await queuedAndEnded()
  // Another user's password, or a guess: a new pair for what comes, the sealed entry stays shut.
  expect(await openQueue(db.name, ctx.comId, ctx.uid, 'shop123')).toEqual({ opened: 0, locked: 1 })
  expect((await db.outbox.get(entry.id))?.state).toBe('sealed')
  expect(await rawRow(db.name, entry.id)).not.toContain(SECRET)
  // The previous password, once given, still opens what it sealed (a password changed elsewhere).
  expect(await openQueue(db.name, ctx.comId, ctx.uid, 'office123')).toEqual({ opened: 1, locked: 0 })
  expect((await db.outbox.get(entry.id))?.payload).toMatchObject({ name: SECRET })
})

it('an entry moved onto another row does not open', async () => {
  const { entry } = await queuedAndEnded()
  const stored = (await db.outbox.get(entry.id))!
  const other = newId()
  await db.outbox.put({ ...stored, id: other })
  expect(await openQueue(db.name, ctx.comId, ctx.uid, 'office123')).toEqual({ opened: 1, locked: 1 })
  expect((await db.outbox.get(other))?.state).toBe('sealed')
})

it('entries written in clear (before this release, or by a user with no key pair here) stay as they were', async () => {
  open()
  const dept = { id: newId(), name: SECRET, sort: 1, status: 'active' }
  const entry = await enqueue(db, ctx, 'departments.save', dept)
  // No password sign-in since the upgrade: nothing to seal with, the entry is kept as before.
  await endLocalCopy(db, ctx.comId, ctx.uid)
  expect(await db.outbox.get(entry.id)).toEqual(entry)
  // The owner's next sign-in leaves it pending, in clear, for the push to send as ever.
  expect(await openQueue(db.name, ctx.comId, ctx.uid, 'office123')).toEqual({ opened: 0, locked: 0 })
  expect(await db.outbox.get(entry.id)).toEqual(entry)
})

it('a public key put in place of the owner’s is found at their next sign-in and never seals', async () => {
  open()
  await openQueue(db.name, ctx.comId, ctx.uid, 'office123')
  // Someone at the shared browser's developer tools swaps in their own public key.
  const theirs = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])
  const theirRaw = new Uint8Array(await crypto.subtle.exportKey('raw', theirs.publicKey))
  const keysDb = new Dexie('pm3-keys')
  await keysDb.open()
  const row = (await keysDb.table('keys').get(`${ctx.comId}:${ctx.uid}`)) as {
    current: { publicRaw: ArrayBuffer }
  }
  await keysDb.table('keys').put({ ...row, current: { ...row.current, publicRaw: theirRaw.buffer } })
  // The owner signs in: the pair no longer matches, so a new one is made for what is sealed next.
  await openQueue(db.name, ctx.comId, ctx.uid, 'office123')
  const now = (await keysDb.table('keys').get(`${ctx.comId}:${ctx.uid}`)) as typeof row
  keysDb.close()
  expect(new Uint8Array(now.current.publicRaw)).not.toEqual(theirRaw)
  const entry = await enqueue(db, ctx, 'departments.save', {
    id: newId(),
    name: SECRET,
    sort: 1,
    status: 'active',
  })
  await endLocalCopy(db, ctx.comId, ctx.uid)
  expect((await db.outbox.get(entry.id))?.state).toBe('sealed')
  expect(await openQueue(db.name, ctx.comId, ctx.uid, 'office123')).toEqual({ opened: 1, locked: 0 })
})
