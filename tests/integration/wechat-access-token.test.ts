// GET /wx/getWxAccessToken (spec §7): one token per company, reused with its remaining lifetime
// until it expires, for signed-in holders of the right 772 only (issue 38: it is the company's
// credential, not every account's).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../src/api/codes.ts'
import { actAs } from '../helpers/approvals.ts'
import { bearer, call, login, startTestServer, type TestServer } from '../helpers/test-server.ts'

interface WxToken {
  access_token: string
  expires_in: number
}

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const askToken = async (token: string, query = '?com_id=1') =>
  (await call<WxToken>(server, 'GET', `/wx/getWxAccessToken${query}`, { headers: bearer(token) })).body

describe('WeChat access token', () => {
  it('goes only to holders of the right: refused to a cashier until an admin grants it', async () => {
    const refused = await askToken(await login(server, 'shop', 'shop123'))
    expect(refused.code).toBe(Code.forbidden)
    expect(refused.msg).toBe('没有“微信·公众号访问令牌”权限，请联系管理员授权')
    expect(refused.data).toBeNull()
    const admin = await actAs(server, 'admin', 'admin123')
    const users = (await admin.get<{ id: string; username: string; acce: string }[]>('/user/getUserList'))
      .body.data
    const office = users.find((u) => u.username === 'office')!
    expect((await admin.post('/user/upUser', { ...office, acce: `${office.acce},772` })).body.code).toBe(200)
    expect((await askToken(await login(server, 'office', 'office123'))).code).toBe(Code.ok)
  })

  it('is shared by the company until it expires, then replaced by a new one', async () => {
    const first = await askToken(await login(server, 'admin', 'admin123'))
    expect(first.code).toBe(Code.ok)
    expect(first.data.access_token).toMatch(/^[\w-]{32,}$/)
    expect(first.data.expires_in).toBe(7200)

    server.clock.advance(1000_000)
    const colleague = await askToken(await login(server, 'office', 'office123'))
    expect(colleague.data).toEqual({ access_token: first.data.access_token, expires_in: 6200 })

    server.clock.advance(6200_000)
    const next = await askToken(await login(server, 'office', 'office123'))
    expect(next.data.access_token).not.toBe(first.data.access_token)
    expect(next.data.expires_in).toBe(7200)
  })

  it('takes the company from the caller’s token: another com_id is refused', async () => {
    const token = await login(server, 'admin', 'admin123')
    expect((await askToken(token, '')).code).toBe(Code.ok)
    const other = await askToken(token, '?com_id=2')
    expect(other.code).toBe(Code.badRequest)
    expect(other.data).toBeNull()
  })

  it('is refused without a sign-in', async () => {
    const { status, body } = await call(server, 'GET', '/wx/getWxAccessToken?com_id=1')
    expect(status).toBe(401)
    expect(body.code).toBe(Code.noToken)
    expect(body.data).toBeNull()
  })
})
