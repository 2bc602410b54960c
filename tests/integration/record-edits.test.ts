// Issue 18, part 2: record edits are patches on a base. Disjoint edits merge; an edit of a field
// someone else changed since is a conflict of its own kind (412) with base, theirs, yours and who;
// a remove of an edited record asks too; every change lands in the record's history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../src/api/codes.ts'
import { enqueue, newId } from '../../src/data/enqueue.ts'
import { staff } from '../../src/modules/hr/staff.resource.ts'
import type { EditConflict } from '../../src/resources/patch.ts'
import { signedInClient } from '../helpers/sync-client.ts'
import { bearer, call, login, startTestServer, type TestServer } from '../helpers/test-server.ts'

let server: TestServer
let office: string
let admin: string
beforeAll(async () => {
  server = await startTestServer()
  office = await login(server, 'office', 'office123')
  admin = await login(server, 'admin', 'admin123')
})
afterAll(() => server.stop())

type Row = Record<string, unknown> & { id: string; rev: number }

const person = (id: string) => ({
  id,
  name: '何霞',
  gender: 'female',
  mobile: '13800000001',
  depa_id: '',
  entry_date: '2024-03-01',
  status: 'active',
  salary: 600_000,
  email: '会计',
  remark: '老员工',
})

const post = (token: string, path: string, body: unknown, options: { key?: string; lang?: string } = {}) =>
  call<unknown>(server, 'POST', path, {
    body,
    headers: {
      ...bearer(token),
      'idempotency-key': options.key ?? newId(),
      'x-device': token === office ? 'desk-A' : 'desk-B',
      ...(options.lang ? { 'accept-language': options.lang } : {}),
    },
  })

async function created(): Promise<Row> {
  const answer = await post(office, staff.api.save!, person(newId()))
  expect(answer.body.code).toBe(Code.ok)
  return answer.body.data as Row
}

async function stored(id: string): Promise<Row> {
  const { body } = await call<Row[]>(server, 'GET', `${staff.api.list}?keyword=何霞&limit=2000`, {
    headers: bearer(office),
  })
  return body.data.find((r) => r.id === id)!
}

const patch = (base: Row, changes: Record<string, unknown>) => ({
  id: base.id,
  base_rev: base.rev,
  patch: Object.fromEntries(Object.entries(changes).map(([k, to]) => [k, { from: base[k], to }])),
})

describe('a record edit is a patch on a base', () => {
  it('rows carry their revision', async () => {
    const row = await created()
    expect(typeof row.rev).toBe('number')
    expect((await stored(row.id)).rev).toBe(row.rev)
  })

  it('edits of different fields on the same base both land (the 何霞 case)', async () => {
    const base = await created()
    const a = await post(office, staff.api.save!, patch(base, { mobile: '13911112222' }))
    const b = await post(admin, staff.api.save!, patch(base, { remark: '调岗到财务部' }))
    expect([a.body.code, b.body.code]).toEqual([Code.ok, Code.ok])
    const final = await stored(base.id)
    expect(final.mobile).toBe('13911112222')
    expect(final.remark).toBe('调岗到财务部')
    expect(final.name).toBe('何霞')
  })

  it('an edit of a field someone else changed since the base is refused with both values and who', async () => {
    const base = await created()
    expect((await post(admin, staff.api.save!, patch(base, { mobile: '13922223333' }))).body.code).toBe(
      Code.ok,
    )
    const mine = await post(office, staff.api.save!, patch(base, { mobile: '13744445555', email: '出纳' }))
    expect(mine.status).toBe(412)
    expect(mine.body.code).toBe(Code.editConflict)
    expect(mine.body.msg).toContain('手机号')
    expect(mine.body.msg).toContain('系统管理员')
    const conflict = mine.body.data as EditConflict
    expect(conflict.kind).toBe('save')
    expect(conflict.current?.mobile).toBe('13922223333')
    expect(conflict.rev).toBeGreaterThan(base.rev)
    expect(conflict.fields).toEqual([
      {
        field: 'mobile',
        base: '13800000001',
        theirs: '13922223333',
        yours: '13744445555',
        by: { id: expect.any(Number), name: '系统管理员' },
        at: expect.any(Number),
      },
    ])
    // Nothing of the refused patch was written, not even its field nobody else touched.
    const after = await stored(base.id)
    expect(after.mobile).toBe('13922223333')
    expect(after.email).toBe('会计')
    // In English, the field is named by its English label.
    const en = await post(office, staff.api.save!, patch(base, { mobile: '13744445555' }), { lang: 'en' })
    expect(en.body.msg).toMatch(/Mobile changed by 系统管理员/)
  })

  it('keep mine: the same change resent on the new base is written', async () => {
    const base = await created()
    await post(admin, staff.api.save!, patch(base, { remark: '他人的备注' }))
    const refused = await post(office, staff.api.save!, patch(base, { remark: '我的备注' }))
    const conflict = refused.body.data as EditConflict
    const resent = await post(office, staff.api.save!, {
      id: base.id,
      base_rev: conflict.rev,
      patch: { remark: { from: conflict.current!.remark, to: '我的备注' } },
    })
    expect(resent.body.code).toBe(Code.ok)
    expect((await stored(base.id)).remark).toBe('我的备注')
  })

  it('a field someone else set to the same value is not a conflict', async () => {
    const base = await created()
    await post(admin, staff.api.save!, patch(base, { email: '出纳' }))
    const mine = await post(office, staff.api.save!, patch(base, { email: '出纳', remark: '同一改动' }))
    expect(mine.body.code).toBe(Code.ok)
    const final = await stored(base.id)
    expect([final.email, final.remark]).toEqual(['出纳', '同一改动'])
  })

  it('a field changed and changed back since the base is not a conflict (values decide, not revisions)', async () => {
    const base = await created()
    await post(admin, staff.api.save!, patch(base, { mobile: '13900000000' }))
    await post(admin, staff.api.save!, patch(await stored(base.id), { mobile: base.mobile }))
    const mine = await post(office, staff.api.save!, patch(base, { mobile: '13711110000' }))
    expect(mine.body.code).toBe(Code.ok)
  })

  it('the merged row is validated with the resource schema, the field named by its label', async () => {
    const base = await created()
    const bad = await post(office, staff.api.save!, patch(base, { mobile: '12' }))
    expect(bad.body.code).toBe(Code.badRequest)
    expect(bad.body.msg).toContain('手机号')
    const readOnly = await post(office, staff.api.save!, {
      id: base.id,
      base_rev: base.rev,
      patch: { rev: { from: 1, to: 2 } },
    })
    expect(readOnly.body.code).toBe(Code.badRequest)
  })

  it('a replay of a patch with the same Idempotency-Key answers the stored result, even after others wrote', async () => {
    const base = await created()
    const key = newId()
    const body = patch(base, { remark: '第一次' })
    const first = await post(office, staff.api.save!, body, { key })
    await post(admin, staff.api.save!, patch(first.body.data as Row, { remark: '后来者' }))
    const replay = await post(office, staff.api.save!, body, { key })
    expect(replay.body.code).toBe(Code.ok)
    expect((replay.body as { replayed?: boolean }).replayed).toBe(true)
    expect(replay.body.data).toEqual(first.body.data)
    expect((await stored(base.id)).remark).toBe('后来者')
  })
})

describe('removing a record someone edited meanwhile', () => {
  it('is refused with what changed; without a base (delete anyway) it goes', async () => {
    const base = await created()
    await post(admin, staff.api.save!, patch(base, { remark: '刚改过' }))
    const refused = await post(office, staff.api.remove!, { id: base.id, base_rev: base.rev })
    expect(refused.body.code).toBe(Code.editConflict)
    const conflict = refused.body.data as EditConflict
    expect(conflict.kind).toBe('remove')
    expect(conflict.fields).toMatchObject([
      { field: 'remark', base: '老员工', theirs: '刚改过', yours: null },
    ])
    expect(await stored(base.id)).toBeDefined()
    const anyway = await post(office, staff.api.remove!, { id: base.id })
    expect(anyway.body.code).toBe(Code.ok)
    expect(await stored(base.id)).toBeUndefined()
  })

  it('on the current revision it goes at once', async () => {
    const base = await created()
    expect((await post(office, staff.api.remove!, { id: base.id, base_rev: base.rev })).body.code).toBe(
      Code.ok,
    )
  })
})

describe('record history', () => {
  it('keeps who, device, client and server time and the fields old → new of every change', async () => {
    // desk-A signed in from Firefox on Linux once, then from Chrome on Windows (its latest login
    // record names it); desk-B never signed in.
    await call(server, 'POST', '/user/addUserLogin', {
      headers: {
        ...bearer(office),
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      },
      body: { su: 'office', visitor_id: 'desk-A', window_screen: '1920X1080 - 24' },
    })
    await new Promise((later) => setTimeout(later, 5))
    await call(server, 'POST', '/user/addUserLogin', {
      headers: {
        ...bearer(office),
        'user-agent':
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      },
      body: { su: 'office', visitor_id: 'desk-A', window_screen: '1920X1080 - 24' },
    })
    const base = await created()
    await post(admin, staff.api.save!, patch(base, { mobile: '13955556666', remark: '改了两项' }))
    await post(office, staff.api.remove!, { id: base.id })
    const { body } = await call<
      {
        action: string
        user: { name: string }
        device: string
        deviceLabel: string
        clientTime: number | null
        serverTime: number
        changes: { field: string; from: unknown; to: unknown }[]
      }[]
    >(server, 'GET', `/sys/getRecordHistory?resource=staff&id=${base.id}`, { headers: bearer(office) })
    expect(body.code).toBe(Code.ok)
    expect(body.data.map((h) => [h.action, h.user.name, h.device, h.deviceLabel])).toEqual([
      ['create', '办公室文员', 'desk-A', 'Chrome · Windows'],
      ['update', '系统管理员', 'desk-B', ''],
      ['delete', '办公室文员', 'desk-A', 'Chrome · Windows'],
    ])
    expect(body.data[1]!.changes).toEqual([
      { field: 'mobile', from: '13800000001', to: '13955556666' },
      { field: 'remark', from: '老员工', to: '改了两项' },
    ])
    expect(body.data[1]!.serverTime).toBeGreaterThan(0)
  })

  it('is readable only by who may read the record', async () => {
    const base = await created()
    const shop = await login(server, 'shop', 'shop123')
    const { body } = await call(server, 'GET', `/sys/getRecordHistory?resource=staff&id=${base.id}`, {
      headers: bearer(shop),
    })
    expect(body.code).toBe(Code.forbidden)
  })
})

describe('through the outbox', () => {
  it('a whole-record write of a mirrored row goes as a patch on the mirror, and the conflict is kept on the entry', async () => {
    const base = await created()
    const client = await signedInClient(server, 'office', 'office123')
    await client.engine.pull('staff')
    const mirrored = (await client.db.rows(staff).get(base.id))!
    expect(mirrored.rev).toBe(base.rev)
    // Someone else edits the mobile; this device, on its older copy, edits mobile and email.
    await post(admin, staff.api.save!, patch(base, { mobile: '13966667777' }))
    const entry = await enqueue(client.db, client.ctx, 'staff.save', {
      ...person(base.id),
      mobile: '13788889999',
      email: '出纳',
    })
    expect(entry.payload).toEqual({
      id: base.id,
      base_rev: base.rev,
      patch: { mobile: { from: '13800000001', to: '13788889999' }, email: { from: '会计', to: '出纳' } },
    })
    // Optimistic: the mirror shows the edit at once and keeps the base revision.
    expect(await client.db.rows(staff).get(base.id)).toMatchObject({ mobile: '13788889999', rev: base.rev })
    const pushed = await client.push()
    expect(pushed.failed).toBe(1)
    const failed = (await client.db.outbox.get(entry.id))!
    expect(failed.state).toBe('failed')
    expect(failed.error?.code).toBe(Code.editConflict)
    expect(failed.error?.conflict?.fields.map((f) => [f.field, f.theirs, f.yours])).toEqual([
      ['mobile', '13966667777', '13788889999'],
    ])
    client.engine.stop()
    client.db.close()
  })
})
