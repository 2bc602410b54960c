import { afterAll, beforeAll, expect, it } from 'vitest'
import { call, startTestServer, type TestServer } from '../helpers/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const attempt = (password: string, lang = 'zh') =>
  call(server, 'POST', '/user/userLogin', {
    body: { username: 'shop', password },
    headers: { 'accept-language': lang },
  })

it('delays from the 5th failure, locks after the 10th for 15 minutes, and a success clears it', async () => {
  for (let i = 1; i <= 4; i++) expect((await attempt('wrong-pass')).body.msg).toBe('用户名或密码错误')

  const fifth = await attempt('wrong-pass')
  expect(fifth.body.msg).toBe('用户名或密码错误，再错 5 次账号将锁定 15 分钟')

  // Trying again inside the delay is refused without checking the password, even the right one.
  const tooSoon = await attempt('shop123')
  expect(tooSoon.body.code).toBe(401)
  expect(tooSoon.body.msg).toBe('登录失败次数过多，请 1 秒后再试')
  expect(tooSoon.body.token).toBeUndefined()

  // Failures 6–9 each wait twice as long as the one before.
  for (const wait of [1, 2, 4, 8]) {
    server.clock.advance(wait * 1000)
    expect((await attempt('wrong-pass')).body.code).toBe(401)
  }
  server.clock.advance(16_000)
  const tenth = await attempt('wrong-pass', 'en')
  expect(tenth.body.msg).toBe('Too many failed sign-ins: the account is locked, try again in 15 min')

  const eleventh = await attempt('shop123')
  expect(eleventh.body.msg).toBe('登录失败次数过多，账号已锁定，请 15 分钟后再试')
  expect(eleventh.body.token).toBeUndefined()

  server.clock.advance(14 * 60_000)
  expect((await attempt('shop123')).body.msg).toBe('登录失败次数过多，账号已锁定，请 1 分钟后再试')

  server.clock.advance(60_000)
  const after = await attempt('shop123')
  expect(after.body.code).toBe(200)
  expect(after.body.token).toBeTruthy()

  // The success cleared the count: the next failure is an ordinary one again.
  expect((await attempt('wrong-pass')).body.msg).toBe('用户名或密码错误')
})

it('throttles per account: another account is not affected', async () => {
  for (let i = 0; i < 10; i++) {
    await attempt('wrong-pass')
    server.clock.advance(20_000)
  }
  const other = await call(server, 'POST', '/user/userLogin', {
    body: { username: 'field', password: 'field123' },
  })
  expect(other.body.code).toBe(200)
})
