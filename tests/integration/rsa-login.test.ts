import { afterAll, beforeAll, expect, it } from 'vitest'
import { encryptLoginPayload, RSA_CHUNK_BYTES } from '../../src/auth/rsa-login.ts'
import { call, startTestServer, type TestServer } from '../helpers/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ rsaLogin: true })
})
afterAll(() => server.stop())

it('with RSA login on, signs in with a payload the client encrypted in 117-byte chunks', async () => {
  const { body } = await call<{ publicKey: string }>(server, 'GET', '/publicKey')
  expect(body.data.publicKey).toContain('BEGIN PUBLIC KEY')
  // A long password makes the payload span several chunks.
  const payload = await encryptLoginPayload(body.data.publicKey, { username: 'admin', password: 'admin123' })
  const long = await encryptLoginPayload(body.data.publicKey, {
    username: 'admin',
    password: 'x'.repeat(RSA_CHUNK_BYTES * 2),
  })
  expect(long.encrypted.length).toBe(3)

  const ok = await call(server, 'POST', '/user/userLogin', { body: payload })
  expect(ok.body.code).toBe(200)
  expect(ok.body.token).toBeTruthy()
  const wrong = await call(server, 'POST', '/user/userLogin', { body: long })
  expect(wrong.body.msg).toBe('用户名或密码错误')
  const garbage = await call(server, 'POST', '/user/userLogin', { body: { encrypted: ['bm90IHJzYQ=='] } })
  expect(garbage.body.msg).toBe('登录数据解密失败')
})
