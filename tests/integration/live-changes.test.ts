// The live change stream (GET /sync/changes) against the real server: a device hears at once that a
// list it may see changed, then gets the row by delta pull; nobody hears about a list they may not
// pull, sops only reach their viewers, and the stream ends with the session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PUSH_BATCH_PATH, type PushBatchEntry, type PushBatchResult } from '../../src/api/push-batch.ts'
import { newId } from '../../src/data/enqueue.ts'
import type { StatusRow } from '../../src/data/outbox-types.ts'
import { followChanges } from '../../src/sync/live-changes.ts'
import { actAs } from '../helpers/approvals.ts'
import { type LiveDevice, liveDevice } from '../helpers/live-device.ts'
import { signedInClient } from '../helpers/sync-client.ts'
import { bearer, call, login, startTestServer, type TestServer } from '../helpers/test-server.ts'

type Row = Record<string, unknown> & { id: string }

let server: TestServer
const devices: LiveDevice[] = []
beforeAll(async () => {
  server = await startTestServer({ liveRecheckMs: 100 })
})
afterAll(async () => {
  for (const d of devices) d.close()
  await server.stop()
})

async function device(username: string, password: string) {
  const token = await login(server, username, password)
  const d = await liveDevice(server.api, token)
  devices.push(d)
  return { token, d }
}

const until = async (check: () => boolean | Promise<boolean>, timeoutMs = 3000) => {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 5))
  }
}

/** Saves a copy of a listed row with one field changed, as a form would. */
async function edit(
  token: string,
  list: string,
  save: string,
  patch: Record<string, unknown> | ((row: Row) => Row),
) {
  const rows = (await call<Row[]>(server, 'GET', `${list}?limit=1`, { headers: bearer(token) })).body.data
  const { updated_at: _, ...row } = rows[0]!
  const body = typeof patch === 'function' ? patch(row as Row) : { ...row, ...patch }
  const saved = await call<Row>(server, 'POST', save, {
    body,
    headers: { ...bearer(token), 'idempotency-key': newId() },
  })
  expect(saved.body.code).toBe(200)
  return saved.body.data
}

describe('live changes', () => {
  it("tells another user's device that staff changed, and the delta pull then brings the row", async () => {
    const a = await device('office', 'office123')
    const b = await login(server, 'admin', 'admin123')
    const before = await call<Row[]>(server, 'GET', '/staff/getStaffList?limit=1', {
      headers: bearer(a.token),
    })
    const cursor = (before.body as unknown as { cursor: string }).cursor
    const mobile = `139${String(Date.now()).slice(-8)}`
    const saved = await edit(b, '/staff/getStaffList', '/staff/saveStaff', { mobile })
    const event = await a.d.waitFor((e) => e.resource === 'staff')
    expect(Number(event.cursor)).toBeGreaterThan(Number(cursor))
    const delta = await call<Row[]>(server, 'GET', `/staff/getStaffList?updated_since=${cursor}&limit=50`, {
      headers: bearer(a.token),
    })
    expect(delta.body.data.find((r) => r.id === saved.id)).toMatchObject({ mobile })
  })

  it("tells of a write that came in a batch push (POST /sync/push), as a device's outbox sends it", async () => {
    const a = await device('office', 'office123')
    const admin = await login(server, 'admin', 'admin123')
    const adminId = (await call<{ ID: number }>(server, 'GET', '/user/userInfo', { headers: bearer(admin) }))
      .body.data.ID
    const [first] = (
      await call<Row[]>(server, 'GET', '/staff/getStaffList?limit=1', { headers: bearer(admin) })
    ).body.data
    const { updated_at: _, ...row } = first!
    const from = a.d.events.length
    const key = newId()
    const batch = await call<{ results: PushBatchResult[] }>(server, 'POST', PUSH_BATCH_PATH, {
      headers: bearer(admin),
      body: {
        entries: [
          {
            key,
            path: '/staff/saveStaff',
            owner: adminId,
            body: JSON.stringify({ ...row, remark: 'live: batch' }),
          },
        ] satisfies PushBatchEntry[],
      },
    })
    expect(batch.body.data.results[0]?.answer?.code).toBe(200)
    await a.d.waitFor((e) => e.resource === 'staff', 3000, from)
  })

  it('says nothing about a list to a user without its access code', async () => {
    // shop holds only the shop code (280): an admin's staff edit is none of its business.
    const shop = await device('shop', 'shop123')
    const admin = await login(server, 'admin', 'admin123')
    const office = await device('office', 'office123')
    await edit(admin, '/staff/getStaffList', '/staff/saveStaff', { remark: 'live: access check' })
    await office.d.waitFor((e) => e.resource === 'staff')
    // A later change the shop may see arrives; nothing about staff came before it.
    await edit(admin, '/dian/getServiceItemList', '/dian/saveServiceItem', (row) => ({ ...row }))
    await shop.d.waitFor((e) => e.resource === 'serviceItems')
    expect(shop.d.events.map((e) => e.resource)).not.toContain('staff')
  })

  it("tells only a sop's viewers (and admins) that it changed", async () => {
    const field = await device('field', 'field123')
    const admin = await device('admin', 'admin123')
    const shop = await device('shop', 'shop123')
    const fieldToken = field.token
    const filed = await call(server, 'POST', '/sops/saveSop', {
      body: {
        id: newId(),
        template: 'expefina',
        title: '实时推送测试报销',
        project_id: '',
        amount: 1200,
        content: { category: 'office', reason: '测试' },
      },
      headers: { ...bearer(fieldToken), 'idempotency-key': newId() },
    })
    expect(filed.body.code).toBe(200)
    await field.d.waitFor((e) => e.resource === 'sops')
    await admin.d.waitFor((e) => e.resource === 'sops')
    // shop may open approvals (the module is on) but is no viewer of this sop.
    const adminToken = await login(server, 'admin', 'admin123')
    await edit(adminToken, '/dian/getServiceItemList', '/dian/saveServiceItem', (row) => ({ ...row }))
    await shop.d.waitFor((e) => e.resource === 'serviceItems')
    expect(shop.d.events.map((e) => e.resource)).not.toContain('sops')
  })

  it('stops telling a user about a list once an admin withdraws its access code', async () => {
    const admin = await login(server, 'admin', 'admin123')
    const field = await device('field', 'field123')
    const accounts = (await call<Row[]>(server, 'GET', '/user/getUserList', { headers: bearer(admin) })).body
      .data
    const account = accounts.find((u) => u.username === 'field')!
    const setCodes = async (acce: string) => {
      const answer = await call(server, 'POST', '/user/upUser', {
        body: { ...account, acce },
        headers: { ...bearer(admin), 'idempotency-key': newId() },
      })
      expect(answer.body.code).toBe(200)
    }
    // field gets the staff list for a moment, then loses it again; its stream follows within a recheck.
    await setCodes(`${account.acce},400`)
    await new Promise((r) => setTimeout(r, 400))
    await edit(admin, '/staff/getStaffList', '/staff/saveStaff', { remark: 'live: granted' })
    await field.d.waitFor((e) => e.resource === 'staff')
    await setCodes(String(account.acce))
    await new Promise((r) => setTimeout(r, 400))
    const from = field.d.events.length
    await edit(admin, '/staff/getStaffList', '/staff/saveStaff', { remark: 'live: withdrawn' })
    // A later change field still may see (projects, code 101) arrives; no staff event before it.
    await edit(admin, '/proj/getProjList', '/proj/saveProj', (row) => ({ ...row }))
    await field.d.waitFor((e) => e.resource === 'projects', 3000, from)
    expect(field.d.events.slice(from).map((e) => e.resource)).not.toContain('staff')
  })

  it("tells every signed-in user's device that site info changed, and its sync leader asks the page to read it again", async () => {
    const cashier = await signedInClient(server, 'shop', 'shop123')
    let told = 0
    const stream = followChanges(cashier.engine, cashier.db, cashier.session, { onSiteChanged: () => told++ })
    try {
      const watching = await device('field', 'field123')
      await watching.d.waitForState('live')
      await until(
        async () => ((await cashier.db.meta.get('status')) as StatusRow | undefined)?.live === 'live',
      )
      const admin = await actAs(server, 'admin', 'admin123')
      // The shop module goes off for everyone, the cashier too (who has no access to system settings).
      expect((await admin.post('/user/saveErpInfo', { sel280: 0 })).body.code).toBe(200)
      await watching.d.waitFor((e) => e.resource === 'site')
      await until(() => told === 1)
      const site = await call<{ sel280: number }>(server, 'GET', '/user/getErpInfo')
      expect(site.body.data.sel280).toBe(0)
      await admin.post('/user/saveErpInfo', { sel280: 1 })
      await until(() => told === 2)
    } finally {
      stream.close()
      cashier.engine.stop()
    }
  })

  it('ends the stream on logout, and when the token expires', async () => {
    const out = await device('office', 'office123')
    expect((await call(server, 'GET', '/logout', { headers: bearer(out.token) })).body.code).toBe(200)
    await out.d.waitForState('unavailable', 1000)
    expect(out.d.sessionEndedAt).not.toBeNull()

    const expiring = await device('field', 'field123')
    expect((await call(server, 'GET', '/expireToken', { headers: bearer(expiring.token) })).body.code).toBe(
      200,
    )
    await expiring.d.waitForState('unavailable', 2000)
    expect(expiring.d.sessionEndedAt).not.toBeNull()
  })

  it('refuses a stream without a valid token with the token error, not an event stream', async () => {
    const res = await fetch(`${server.api}/sync/changes`, {
      headers: { token: 'Bearer not-a-real-token-000000000000000000' },
    })
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(((await res.json()) as { code: number }).code).toBe(2005)
  })
})
