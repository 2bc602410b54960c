// What a load balancer and a log collector see: /healthz and /readyz answer without a token, and each
// API request leaves one structured record (method, path, status, time) that never carries the query
// string or the body, where passwords and phone numbers travel.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { call, login, startTestServer, type TestServer } from '../helpers/test-server.ts'

let server: TestServer
const records: Record<string, unknown>[] = []
beforeAll(async () => {
  server = await startTestServer({ logRecord: (r) => records.push(r) })
}, 60_000)
afterAll(() => server.stop())

it('answers live and ready without a token, and says what it checked', async () => {
  const live = await fetch(`${server.url}/healthz`)
  expect(live.status).toBe(200)
  expect(await live.json()).toEqual({ status: 'ok', storage: 'ok' })
  const ready = await fetch(`${server.url}/readyz`)
  expect(ready.status).toBe(200)
  expect(await ready.json()).toEqual({ status: 'ready', database: 'ok', storage: 'ok', draining: false })
})

it('logs one record per request, without the query string or the password', async () => {
  await login(server, 'shop', 'shop123')
  await call(server, 'GET', '/dian/getMemberList?page=1&keyword=13800138000')
  const signIn = records.find((r) => r.path === '/api/user/userLogin')
  expect(signIn).toMatchObject({ msg: 'request', method: 'POST', status: 200, level: 'info' })
  expect(typeof signIn?.ms).toBe('number')
  const list = records.find((r) => r.path === '/api/dian/getMemberList')
  expect(list).toMatchObject({ status: 401, level: 'warn' })
  const everything = JSON.stringify(records)
  expect(everything).not.toContain('shop123')
  expect(everything).not.toContain('13800138000')
  expect(records.some((r) => r.path === '/healthz')).toBe(false)
})
