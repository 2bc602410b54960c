// Reading a sop's result (saveDealReportStatus, issue 23): the sop is shared, its read state is each
// reader's own. Marked through the outbox with an idempotency key, offline too; each device mirrors
// only its own user's read states (sopReads), and two devices of one reader make one read.
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { enqueue, newId } from '../../src/data/enqueue.ts'
import { sopReadId } from '../../src/modules/approvals/approvals.resource.ts'
import { type Approver, actAs, type SopRow } from '../helpers/approvals.ts'
import { signedInClient } from '../helpers/sync-client.ts'
import { startTestServer, type TestServer } from '../helpers/test-server.ts'

let server: TestServer
let field: Approver
let admin: Approver
let office: Approver
let shop: Approver
beforeAll(async () => {
  server = await startTestServer()
  ;[field, admin, office, shop] = await Promise.all([
    actAs(server, 'field', 'field123'),
    actAs(server, 'admin', 'admin123'),
    actAs(server, 'office', 'office123'),
    actAs(server, 'shop', 'shop123'),
  ])
})
afterAll(() => server.stop())

type Raw = Kysely<Record<string, Record<string, unknown>>>
const readRows = (sopId: string) =>
  (server.db as never as Raw).selectFrom('res_sopReads').selectAll().where('sop_id', '=', sopId).execute()

/** field's own request, rejected by whoever holds its step: a result for field to read. */
async function rejectedRequestOfField(): Promise<SopRow> {
  const mine = (await field.get<SopRow[]>('/sops/getMySopList')).body.data[0]!
  for (const approver of [admin, office])
    if ((await approver.decide(mine, 'reject', '请补充发票')).body.code === 200)
      return { ...mine, status: 'rejected' }
  throw new Error('nobody could decide the step')
}

it("marks a result read once per reader, from the reader's offline devices, mirrored only to that reader", async () => {
  const sop = await rejectedRequestOfField()
  const phone = await signedInClient(server, 'field', 'field123')
  const laptop = await signedInClient(server, 'field', 'field123')
  const desk = await signedInClient(server, 'admin', 'admin123')
  // The page keeps who is signed in on the device; the effects read the actor from there.
  for (const c of [phone, laptop, desk])
    await c.db.meta.put({ key: 'userInfo', value: { ID: c.session.uid, username: c.session.username } })
  await Promise.all([phone.engine.pull(), laptop.engine.pull(), desk.engine.pull()])
  expect(await phone.db.table('sops').get(sop.id)).toMatchObject({ status: 'rejected' })
  const rowId = sopReadId(sop.id, phone.session.uid)
  expect(await phone.db.table('sopReads').get(rowId)).toBeUndefined()

  // Both devices open the result before reaching the server: each shows it read at once.
  server.clock.now += 60_000
  await enqueue(phone.db, phone.ctx, 'sops.markRead', { id: newId(), sop_id: sop.id }, {})
  await enqueue(laptop.db, laptop.ctx, 'sops.markRead', { id: newId(), sop_id: sop.id }, {})
  expect(await phone.db.table('sopReads').get(rowId)).toMatchObject({
    sop_id: sop.id,
    user_id: phone.session.uid,
  })
  const readAt = server.clock.now
  await phone.push()
  server.clock.now += 60_000
  await laptop.push()
  expect(await phone.db.table('outbox').count()).toBe(0)
  expect(await laptop.db.table('outbox').count()).toBe(0)

  // One read on the server, at the first device's arrival; the spec's queries agree.
  const rows = await readRows(sop.id)
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({ id: rowId, user_id: phone.session.uid, read_at: readAt })
  expect((await field.get('/sops/getMyDealReportStatus')).body.total).toBe(0)
  const readers = (
    await admin.get<{ user_id: number; read_at: number }[]>(`/sops/getDealReportStatus?sop_id=${sop.id}`)
  ).body.data
  expect(readers.find((r) => r.user_id === phone.session.uid)?.read_at).toBe(readAt)

  // The same entry delivered again (a lost answer) is answered from its record, nothing new written.
  const key = newId()
  const first = await field.post('/sops/saveDealReportStatus', { id: key, sop_id: sop.id }, { key })
  const again = await field.post('/sops/saveDealReportStatus', { id: key, sop_id: sop.id }, { key })
  expect(again.body).toEqual({ ...first.body, replayed: true })
  expect(await readRows(sop.id)).toHaveLength(1)

  // The reader's other device pulls the read state; the admin, who sees the sop, does not get it.
  await laptop.engine.pull('sopReads')
  expect(await laptop.db.table('sopReads').get(rowId)).toMatchObject({ read_at: readAt })
  await desk.engine.pull('sopReads')
  expect(await desk.db.table('sopReads').count()).toBe(0)
  expect((await admin.get<unknown[]>('/sops/getSopReadList?limit=100')).body.data).toEqual([])

  // Someone the sop is not shown to cannot mark it (the same answer as for no such sop).
  expect((await shop.post('/sops/saveDealReportStatus', { id: newId(), sop_id: sop.id })).body.code).toBe(404)
  for (const c of [phone, laptop, desk]) c.engine.stop()
})
