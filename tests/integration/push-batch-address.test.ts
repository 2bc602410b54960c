// Issue 38, probe F4: an entry replayed through POST /sync/push is the batch's caller, at the
// address the batch was resolved to behind a trusted proxy, never the proxy's own address; and a
// header nobody trusts names no one there either.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { PUSH_BATCH_PATH } from '../../src/api/push-batch.ts'
import { newId } from '../../src/data/enqueue.ts'
import { call, startTestServer, type TestServer } from '../helpers/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ trustedProxies: ['127.0.0.1'] })
})
afterAll(() => server.stop())

it('a sign-in record sent in a batch names the caller’s address, as sent alone', async () => {
  const signIn = await call(server, 'POST', '/user/userLogin', {
    body: { username: 'field', password: 'field123' },
    headers: { 'x-forwarded-for': '192.0.2.140' },
  })
  const token = signIn.body.token!
  const me = (
    await server.db.selectFrom('users').select('id').where('username', '=', 'field').executeTakeFirstOrThrow()
  ).id
  const pushed = await call<{ results: { answer: { code: number } }[] }>(server, 'POST', PUSH_BATCH_PATH, {
    headers: { token: `Bearer ${token}`, 'x-forwarded-for': '192.0.2.141' },
    body: {
      entries: [
        {
          key: newId(),
          path: '/user/addUserLogin',
          owner: me,
          body: JSON.stringify({ document_title: 'batched' }),
        },
      ],
    },
  })
  expect(pushed.body.data.results[0]!.answer.code).toBe(200)
  const rows = await server.db
    .selectFrom('login_records')
    .select(['user_ip', 'document_title'])
    .where('document_title', '=', 'batched')
    .execute()
  expect(rows.map((r) => r.user_ip)).toEqual(['192.0.2.141'])
})
