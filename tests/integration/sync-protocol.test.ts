import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { FaultInjector } from '../../server/ports/faults.ts'
import { enqueue, newId } from '../../src/data/enqueue.ts'
import { clearOverlay, dropRead, overlaid, overlayStore } from '../../src/data/pending-overlay.ts'
import { departments } from '../../src/modules/hr/departments.resource.ts'
import { staff } from '../../src/modules/hr/staff.resource.ts'
import { pullResource } from '../../src/sync/pull.ts'
import { listenForPulled } from '../../src/sync/pulled-rows.ts'
import { signedInClient } from '../helpers/sync-client.ts'
import { bearer, call, login, startTestServer, type TestServer } from '../helpers/test-server.ts'

const faults = new FaultInjector()
let server: TestServer
let token: string
beforeAll(async () => {
  server = await startTestServer({ faults })
  token = await login(server, 'office', 'office123')
})
afterAll(() => server.stop())

const dept = (id: string, name: string) => ({
  id,
  name,
  code: '',
  manager: '',
  phone: '',
  sort: 1,
  status: 'active',
  remark: '',
})
const save = (key: string | undefined, body: unknown) =>
  call(server, 'POST', '/staff/saveStaffDepa', {
    body,
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
  })

describe('idempotency on the server', () => {
  it('a replay with the same key returns the stored answer and changes nothing', async () => {
    const key = newId()
    const id = newId()
    const first = await save(key, dept(id, '安全部'))
    const second = await save(key, dept(id, '安全部'))
    expect(second.body.data).toEqual(first.body.data)
    expect(second.body).toMatchObject({ replayed: true })
    const rows = await server.db.selectFrom('idempotency_keys').selectAll().where('key', '=', key).execute()
    expect(rows).toHaveLength(1)
  })

  it('400 without a key, 422 for the same key with another body, 409 while the first is in flight', async () => {
    expect((await save(undefined, dept(newId(), 'x'))).body.code).toBe(400)
    expect((await save('not-a-ulid', dept(newId(), 'x'))).body.code).toBe(400)

    const key = newId()
    const id = newId()
    await save(key, dept(id, '质检部'))
    const reused = await save(key, dept(id, '质检二部'))
    expect(reused.body.code).toBe(422)

    const slowKey = newId()
    faults.set((c) => (c.command && c.n === 1 ? { type: 'delay', ms: 300 } : null))
    try {
      const slow = save(slowKey, dept(newId(), '慢部门'))
      await new Promise((r) => setTimeout(r, 50))
      const meanwhile = await save(slowKey, dept(newId(), '慢部门'))
      expect(meanwhile.body.code).toBe(409)
      expect((await slow).body.code).toBe(200)
    } finally {
      faults.clear()
    }
  })

  it('refuses a module the token user has no access code for, whatever the client sends', async () => {
    const shopToken = await login(server, 'shop', 'shop123')
    const answer = await call(server, 'POST', '/staff/saveStaffDepa', {
      body: dept(newId(), '越权部门'),
      headers: { ...bearer(shopToken), authorization: '400,900', 'idempotency-key': newId() },
    })
    expect(answer.body.code).toBe(403)
  })
})

describe('pull', () => {
  it('a delta pull delivers updates and deletes made elsewhere', async () => {
    const { db, engine } = await signedInClient(server, 'office', 'office123')
    await pullResource(db, engine.api, departments)
    const before = await db.rows(departments).count()
    const changed = await db.rows(departments).toCollection().first()

    const other = await signedInClient(server, 'admin', 'admin123')
    await enqueue(other.db, other.ctx, 'departments.save', { ...changed!, name: '改名后的部门' })
    const added = newId()
    await enqueue(other.db, other.ctx, 'departments.save', dept(added, '新设部门'))
    const victim = (await db.rows(departments).toArray()).at(-1)!
    await enqueue(other.db, other.ctx, 'departments.remove', { id: victim.id })
    await other.push()

    const result = await pullResource(db, engine.api, departments)
    expect(result).toMatchObject({ mode: 'delta', received: 2, removed: 1 })
    expect((await db.rows(departments).get(changed!.id))?.name).toBe('改名后的部门')
    expect(await db.rows(departments).get(added)).toBeTruthy()
    expect(await db.rows(departments).get(victim.id)).toBeUndefined()
    expect((await db.syncState.get('departments'))?.count).toBe(before)
  })

  it('never overwrites or sweeps a row that a pending entry touches', async () => {
    const { db, engine, ctx } = await signedInClient(server, 'office', 'office123')
    await pullResource(db, engine.api, staff)
    const [a, b] = await db.rows(staff).limit(2).toArray()
    const localOnly = newId()
    await enqueue(db, ctx, 'staff.save', { ...a!, name: '本地改名' })
    await enqueue(db, ctx, 'staff.save', { ...b!, id: localOnly, name: '离线新员工' })

    // Full pull again (forget the cursor): the server knows neither change yet.
    await db.syncState.update('staff', { cursor: undefined })
    const result = await pullResource(db, engine.api, staff)
    expect(result.mode).toBe('full')
    expect((await db.rows(staff).get(a!.id))?.name).toBe('本地改名')
    expect((await db.rows(staff).get(localOnly))?.name).toBe('离线新员工')
  })

  it('an open list shows the rows a pull writes before their transaction ends, never over a queued edit', async () => {
    const { db, engine, ctx } = await signedInClient(server, 'office', 'office123')
    await pullResource(db, engine.api, departments)
    const [renamed, held] = await db.rows(departments).limit(2).toArray()
    const other = await signedInClient(server, 'admin', 'admin123')
    await enqueue(other.db, other.ctx, 'departments.save', { ...renamed!, name: '别处改的名' })
    await enqueue(other.db, other.ctx, 'departments.save', { ...held!, name: '别处也改了' })
    await other.push()
    await enqueue(db, ctx, 'departments.save', { ...held!, name: '本机排队的名' })

    const stop = listenForPulled(db.name)
    const shown: { name: unknown; committed: boolean }[] = []
    const heldShows = new Set<unknown>()
    const unsubscribe = overlayStore.subscribe(() => {
      const layer = overlayStore.of('departments').get(renamed!.id)
      if (layer) shown.push({ name: layer.fields.name, committed: layer.committedAt !== null })
      heldShows.add(overlaid(held!, overlayStore.of('departments')).name)
    })
    try {
      await pullResource(db, engine.api, departments)
      await vi.waitFor(() => expect(shown.at(-1)).toEqual({ name: '别处改的名', committed: true }))
      expect(shown[0]).toEqual({ name: '别处改的名', committed: false })
      expect(heldShows.has('别处也改了')).toBe(false)
      // The list's next read holds the row: the layer goes, and the table says the same.
      dropRead('departments', performance.now())
      expect(overlayStore.of('departments').has(renamed!.id)).toBe(false)
      expect((await db.rows(departments).get(renamed!.id))?.name).toBe('别处改的名')
    } finally {
      unsubscribe()
      stop()
      clearOverlay()
    }
  })
})

describe('the sweep after a full pull', () => {
  it('over more rows than one sweep transaction: removes exactly what the server no longer lists, keeps a queued row, counts the rest', async () => {
    const { db, engine, ctx } = await signedInClient(server, 'office', 'office123')
    await pullResource(db, engine.api, departments)
    const listed = (await db.syncState.get('departments'))!.count
    // Rows a previous sync left behind that the server has since removed: several sweep chunks' worth.
    const gone = Array.from({ length: 4_500 }, (_, i) => ({
      ...dept(newId(), `已撤销部门${i}`),
      updated_at: 1,
    }))
    await db.rows(departments).bulkPut(gone)
    const held = gone[2_345]!
    await enqueue(db, ctx, 'departments.save', { ...held, name: '离线改名的旧部门' })

    await db.syncState.update('departments', { cursor: undefined })
    const result = await pullResource(db, engine.api, departments)

    expect(result).toMatchObject({ mode: 'full', removed: 4_499 })
    expect(await db.rows(departments).count()).toBe(listed + 1)
    expect((await db.syncState.get('departments'))?.count).toBe(listed + 1)
    expect((await db.rows(departments).get(held.id))?.name).toBe('离线改名的旧部门')
    expect(await db.rows(departments).get(gone[0]!.id)).toBeUndefined()
    expect(await db.rows(departments).get(gone.at(-1)!.id)).toBeUndefined()
  })
})

describe('push outcomes', () => {
  it('a business rejection fails the entry with the server message and undoes its effect', async () => {
    // A department nobody works in yet (one with staff cannot be deleted at all).
    const admin = await signedInClient(server, 'admin', 'admin123')
    const fresh = newId()
    await enqueue(admin.db, admin.ctx, 'departments.save', dept(fresh, '待撤销的筹备部'))
    await admin.push()
    const { db, engine, ctx, push } = await signedInClient(server, 'office', 'office123')
    await pullResource(db, engine.api, departments)
    const target = (await db.rows(departments).get(fresh))!
    // Someone else deletes it meanwhile; this device still edits it offline.
    await enqueue(admin.db, admin.ctx, 'departments.remove', { id: target.id })
    await admin.push()

    await enqueue(db, ctx, 'departments.save', { ...target, name: '已被删除仍在编辑' })
    expect((await db.rows(departments).get(target.id))?.name).toBe('已被删除仍在编辑')
    const result = await push()
    expect(result.failed).toBe(1)
    const [entry] = await db.outbox.toArray()
    expect(entry).toMatchObject({ state: 'failed', error: { code: 404, message: '该记录已被删除' } })
    expect((await db.rows(departments).get(target.id))?.name).toBe(target.name)
  })

  it('pauses on an ended session, keeps every entry, and resumes after the same user signs in', async () => {
    let ended = 0
    const { db, engine, ctx } = await signedInClient(server, 'office', 'office123', {
      events: { sessionEnded: () => ended++ },
    })
    await enqueue(db, ctx, 'departments.save', dept(newId(), '暂停测试部'))
    // Every session of the user is revoked (signed out elsewhere): a refresh has no proof.
    await server.db
      .updateTable('sessions')
      .set({ revoked_at: Date.now() })
      .where('user_id', '=', ctx.uid)
      .execute()

    await engine.push()
    expect(ended).toBe(1)
    expect(await db.outbox.count()).toBe(1)
    expect((await db.meta.get('status')) as { paused?: string }).toMatchObject({ paused: 'session' })

    engine.setToken(await login(server, 'office', 'office123'))
    await engine.push()
    expect(await db.outbox.count()).toBe(0)
  })
})
