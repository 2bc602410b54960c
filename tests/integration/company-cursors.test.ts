// Issue 38: the change counter is one per company, so a company's cursors and row revs move only
// with its own writes; they no longer tell how much other companies write.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { hashPassword } from '../../server/auth/passwords.ts'
import { newId } from '../../src/data/enqueue.ts'
import { actAs } from '../helpers/approvals.ts'
import { call, startTestServer, type TestServer } from '../helpers/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  // A second company, set up as the first (its switches on), with an admin of its own.
  const first = await server.db
    .selectFrom('site_info')
    .selectAll()
    .where('com_id', '=', 1)
    .executeTakeFirstOrThrow()
  await server.db
    .insertInto('site_info')
    .values({ ...first, com_id: 2, company: '另一家公司' } as never)
    .execute()
  await server.db
    .insertInto('users')
    .values({
      com_id: 2,
      username: 'boss2',
      password_hash: await hashPassword('boss2-pass'),
      nickname: '老板二',
      admin: 1,
      acce: '',
      approved: 1,
      updated_at: 0,
    } as never)
    .execute()
})
afterAll(() => server.stop())

const product = () => ({
  id: newId(),
  title: '案例',
  category: '',
  image: '',
  summary: '',
  sort: 1,
  published: true,
})

it('a company’s cursor and revs move only with its own writes', async () => {
  const signIn = await call(server, 'POST', '/user/userLogin?com_id=2', {
    body: { username: 'boss2', password: 'boss2-pass' },
  })
  expect(signIn.body.code).toBe(200)
  const other = { headers: { token: `Bearer ${signIn.body.token}` } }
  const pull = async (since: string) =>
    (
      await call<{ rev: number }[]>(
        server,
        'GET',
        `/web/getWebProList?updated_since=${since}&limit=100`,
        other,
      )
    ).body as unknown as { data: { rev?: number }[]; cursor: string }
  const save = () =>
    call(server, 'POST', '/web/saveWebPro', {
      body: product(),
      headers: { ...other.headers, 'idempotency-key': newId() },
    })

  expect((await save()).body.code).toBe(200)
  const before = (await pull('0')).cursor

  // The demo company writes; the second company's cursor does not move.
  const admin = await actAs(server, 'admin', 'admin123')
  for (let i = 0; i < 5; i++) expect((await admin.post('/web/saveWebPro', product())).body.code).toBe(200)
  const meanwhile = await pull(before)
  expect(meanwhile.cursor).toBe(before)
  expect(meanwhile.data).toEqual([])

  // Its own next write is the next number: no gap where the others wrote.
  expect((await save()).body.code).toBe(200)
  expect((await pull(before)).cursor).toBe(String(Number(before) + 1))
})
