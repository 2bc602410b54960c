// Issue 19, finding 10: bodies are limited before they are parsed, and a password is capped before
// Argon2. A huge sign-in body used to take seconds and hundreds of MB, and slow every other caller.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PUSH_BATCH_MAX } from '../../src/api/push-batch.ts'
import { bearer, call, login, startTestServer, type TestServer } from '../helpers/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

async function post(path: string, body: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.api}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  })
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; token?: string } }
}

describe('body limits', () => {
  it('a 2 MB sign-in body is refused with 413 and a message, before it is parsed', async () => {
    const huge = JSON.stringify({ username: 'admin', password: 'x'.repeat(2 * 1024 * 1024) })
    const zh = await post('/user/userLogin', huge)
    expect(zh.status).toBe(413)
    expect(zh.body.code).toBe(413)
    expect(zh.body.msg).toBe('提交的内容过大（上限 8 KB）')
    const en = await post('/user/userLogin', huge, { 'accept-language': 'en' })
    expect(en.body.msg).toBe('What was sent is too large (limit 8 KB)')
    // Nothing was counted against the account: the real user still signs in.
    expect(await login(server, 'admin', 'admin123')).toBeTruthy()
  })

  it('a streamed body without a length is cut off at the limit too', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024))
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ >= 64) controller.close()
        else controller.enqueue(chunk)
      },
    })
    const res = await fetch(`${server.api}/user/userLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(413)
  })

  it('any other call is capped at 128 KB; a full push batch of ordinary entries is not refused', async () => {
    const signIn = await call<{ ID: number }>(server, 'POST', '/user/userLogin', {
      body: { username: 'shop', password: 'shop123' },
    })
    const token = signIn.body.token!
    const big = await post(
      '/dian/saveMember',
      JSON.stringify({ name: 'x'.repeat(200 * 1024) }),
      bearer(token),
    )
    expect(big.status).toBe(413)
    expect(big.body.msg).toBe('提交的内容过大（上限 128 KB）')

    // 50 entries of 20 KB each: 1 MB, far over a single call's cap, well inside the batch's.
    const entries = Array.from({ length: PUSH_BATCH_MAX }, (_, i) => ({
      key: `01J0000000000000000000${String(i).padStart(4, '0')}`,
      path: '/dian/saveMember',
      owner: signIn.body.data.ID,
      body: JSON.stringify({ note: 'y'.repeat(20 * 1024) }),
    }))
    const batch = await post('/sync/push', JSON.stringify({ entries }), bearer(token))
    expect(batch.status).toBe(200)
    expect(batch.body.code).toBe(200)
  })
})

describe('password length', () => {
  it('a password longer than 256 characters is refused before hashing, with the field named', async () => {
    const long = await call(server, 'POST', '/user/userLogin', {
      body: { username: 'admin', password: 'x'.repeat(257) },
      headers: { 'accept-language': 'en' },
    })
    expect(long.body.code).toBe(400)
    expect(long.body.msg).toBe('The password may be at most 256 characters')
    const yun = await call(server, 'POST', '/yun/yunUserLogin', {
      body: { username: 'yun', password: 'x'.repeat(257) },
    })
    expect(yun.body.msg).toBe('密码不能超过 256 个字符')
  })
})
