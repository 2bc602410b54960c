import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS } from '../../server/demo/seed.ts'
import { createHttpClient, type SessionSource } from '../../src/api/http-client.ts'
import { isWellFormedUserInfo } from '../../src/auth/user-info.ts'
import { bearer, call, login, startTestServer, type TestServer } from '../helpers/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

describe('sign-in', () => {
  it.each(DEMO_ACCOUNTS)('demo account $username signs in and gets its user info', async (account) => {
    const { status, body } = await call(server, 'POST', '/user/userLogin', {
      body: { username: account.username, password: account.password },
    })
    expect(status).toBe(200)
    expect(body.code).toBe(200)
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{32,}$/)
    expect(isWellFormedUserInfo(body.data)).toBe(true)
    expect(body.data).toMatchObject({ username: account.username, admin: account.admin, acce: account.acce })

    const info = await call(server, 'GET', '/user/userInfo', { headers: bearer(body.token!) })
    expect(info.body.data).toMatchObject({ username: account.username })
  })

  it('refuses a wrong password with the server message, in the caller language', async () => {
    const zh = await call(server, 'POST', '/user/userLogin', {
      body: { username: 'office', password: 'nope-nope' },
    })
    expect(zh.body.code).toBe(401)
    expect(zh.body.msg).toBe('用户名或密码错误')
    expect(zh.body).not.toHaveProperty('token')
    const en = await call(server, 'POST', '/user/userLogin', {
      body: { username: 'office', password: 'nope-nope' },
      headers: { 'accept-language': 'en-US' },
    })
    expect(en.body.msg).toBe('Wrong user name or password')
  })

  it('answers an unknown user exactly like a wrong password', async () => {
    const { body } = await call(server, 'POST', '/user/userLogin', {
      body: { username: 'ghost', password: 'whatever' },
    })
    expect(body.code).toBe(401)
    expect(body.msg).toBe('用户名或密码错误')
  })

  it('serves site info with the company, the title and every module switched on', async () => {
    const { body } = await call<Record<string, unknown>>(server, 'GET', '/user/getErpInfo')
    expect(body.data).toMatchObject({
      ID: 1,
      company: expect.any(String),
      erp_title: expect.any(String),
      sel280: 1,
      sel680: 1,
    })
    expect(body.data.top280).toBeTruthy()
    const unknownSite = await call(server, 'GET', '/user/getErpInfo?dm=no-such-site.example')
    expect(unknownSite.body.code).toBe(400)
  })

  it('serves the minimal site info a visitor page needs, without switches or menu titles', async () => {
    const { body } = await call<Record<string, unknown>>(server, 'GET', '/user/getErpInfoMi')
    expect(body.data).toMatchObject({ ID: 1, company: expect.any(String), logo: '/Uploads/1/logo_min.png' })
    expect(Object.keys(body.data).filter((k) => /^(sel|top)\d+$/.test(k))).toEqual([])
    const logo = await fetch(`${server.url}${String(body.data.logo)}`)
    expect(logo.status).toBe(200)
    expect((await call(server, 'GET', '/user/getErpInfoMi?dm=no-such-site.example')).body.code).toBe(400)
  })

  it('names who looks at a public page: a visitor, or a signed-in user without their rights', async () => {
    const anonymous = await call<Record<string, unknown>>(server, 'GET', '/user/getVisitorUserInfo')
    expect(anonymous.body.data).toEqual({ ID: 0, username: '', nickname: '', avatar: '', visitor: true })
    const token = await login(server, 'office', 'office123')
    const known = await call<Record<string, unknown>>(server, 'GET', '/user/getVisitorUserInfo', {
      headers: bearer(token),
    })
    expect(known.body.data).toMatchObject({ username: 'office', visitor: false })
    for (const secret of ['acce', 'admin', 'suo_password', 'permissions'])
      expect(known.body.data).not.toHaveProperty(secret)
    await call(server, 'GET', '/logout', { headers: bearer(token) })
    const after = await call<Record<string, unknown>>(server, 'GET', '/user/getVisitorUserInfo', {
      headers: bearer(token),
    })
    expect(after.body.data).toMatchObject({ ID: 0, visitor: true })
  })

  it('publishes an empty RSA key by default', async () => {
    const { body } = await call(server, 'GET', '/publicKey')
    expect(body.data).toEqual({ publicKey: '', mockServer: false })
  })

  it('records a login record for the signed-in user', async () => {
    const token = await login(server, 'shop', 'shop123')
    const { body } = await call(server, 'POST', '/user/addUserLogin', {
      headers: bearer(token),
      body: { window_screen: '1920X1080-24', document_url: 'http://x/login', visitor_id: 'v1', su: 'shop' },
    })
    expect(body.code).toBe(200)
    // The client keeps the address as Public_IP.
    expect(body.data).toEqual({ user_ip: '127.0.0.1' })
    const rows = await server.db.selectFrom('login_records').selectAll().execute()
    expect(rows.at(-1)).toMatchObject({
      window_screen: '1920X1080-24',
      visitor_id: 'v1',
      user_ip: '127.0.0.1',
    })
  })

  // Issue 19, finding 5: who signed in, and from where, cannot be forged by the body or a header.
  it('takes the user from the session and the address from the socket, whatever the body and headers say', async () => {
    const token = await login(server, 'shop', 'shop123')
    await call(server, 'POST', '/user/addUserLogin', {
      headers: { ...bearer(token), 'x-forwarded-for': '203.0.113.9' },
      body: { su: 'admin', staff: '系统管理员', user_ip: '198.51.100.1', window_screen: '1X1-1' },
    })
    const rows = await server.db.selectFrom('login_records').selectAll().execute()
    expect(rows.at(-1)).toMatchObject({ su: 'shop', staff: '门店收银员', user_ip: '127.0.0.1' })
  })

  it('believes X-Forwarded-For only from a configured proxy', async () => {
    const proxied = await startTestServer({ trustedProxies: ['127.0.0.1'] })
    try {
      const token = await login(proxied, 'field', 'field123')
      await call(proxied, 'POST', '/user/addUserLogin', {
        headers: { ...bearer(token), 'x-forwarded-for': '198.51.100.7, 203.0.113.9' },
        body: {},
      })
      const rows = await proxied.db.selectFrom('login_records').selectAll().execute()
      expect(rows.at(-1)).toMatchObject({ su: 'field', user_ip: '203.0.113.9' })
    } finally {
      await proxied.stop()
    }
  })
})

describe('token errors', () => {
  it('2003 without a token, 2004 for a malformed header, 2005 for an unknown or expired token', async () => {
    expect((await call(server, 'GET', '/user/userInfo')).body.code).toBe(2003)
    expect((await call(server, 'GET', '/user/userInfo', { headers: { token: 'abc' } })).body.code).toBe(2004)
    const token = await login(server, 'field', 'field123')
    const badAccess = await call(server, 'GET', '/user/userInfo', {
      headers: { ...bearer(token), authorization: '<script>' },
    })
    expect(badAccess.body.code).toBe(2004)
    const unknown = await call(server, 'GET', '/user/userInfo', { headers: bearer('A'.repeat(43)) })
    expect(unknown.body.code).toBe(2005)

    server.clock.advance(13 * 3600_000)
    const expired = await call(server, 'GET', '/user/userInfo', { headers: bearer(token) })
    expect(expired.body.code).toBe(2005)
    expect(expired.status).toBe(401)
  })

  it('a logged-out token is dead', async () => {
    const token = await login(server, 'field', 'field123')
    await call(server, 'GET', '/logout', { headers: bearer(token) })
    expect((await call(server, 'GET', '/user/userInfo', { headers: bearer(token) })).body.code).toBe(2005)
  })
})

describe('token refresh', () => {
  it('gives nothing for a bare user name', async () => {
    const { body } = await call(server, 'GET', '/user/refreshToken?username=admin')
    expect(body.code).toBe(2003)
    expect(body).not.toHaveProperty('token')
    const forged = await call(server, 'GET', '/user/refreshToken?username=admin', {
      headers: bearer('B'.repeat(43)),
    })
    expect(forged.body.code).toBe(401)
    expect(forged.body.token).toBeUndefined()
  })

  it('rotates a recently expired token, and refuses a token of another user or a revoked one', async () => {
    const token = await login(server, 'office', 'office123')
    await call(server, 'GET', '/expireToken', { headers: bearer(token) })
    expect((await call(server, 'GET', '/user/userInfo', { headers: bearer(token) })).body.code).toBe(2005)

    const other = await call(server, 'GET', '/user/refreshToken?username=admin', { headers: bearer(token) })
    expect(other.body.code).toBe(401)

    const { body } = await call(server, 'GET', '/user/refreshToken?username=office', {
      headers: bearer(token),
    })
    expect(body.code).toBe(200)
    const fresh = body.token!
    expect(fresh).not.toBe(token)
    expect((await call(server, 'GET', '/user/userInfo', { headers: bearer(fresh) })).body.data).toMatchObject(
      {
        username: 'office',
      },
    )

    await call(server, 'GET', '/logout', { headers: bearer(fresh) })
    const afterLogout = await call(server, 'GET', '/user/refreshToken', { headers: bearer(fresh) })
    expect(afterLogout.body.code).toBe(401)
  })

  it('the client refreshes once for concurrent token errors and replays each request', async () => {
    let token: string | null = await login(server, 'admin', 'admin123')
    await call(server, 'GET', '/expireToken', { headers: bearer(token) })
    let refreshes = 0
    const session: SessionSource = {
      token: () => token,
      setToken: (t) => {
        refreshes++
        token = t
      },
      username: () => 'admin',
      accessCodes: () => '280,400',
      language: () => 'zh',
    }
    let ended = 0
    const client = createHttpClient({ baseUrl: server.api, session, onSessionEnded: () => ended++ })
    const answers = await Promise.all([1, 2, 3].map(() => client.get<{ username: string }>('/user/userInfo')))
    expect(answers.map((a) => a.data.username)).toEqual(['admin', 'admin', 'admin'])
    expect(refreshes).toBe(1)
    expect(ended).toBe(0)
  })

  it('the client ends the session when the refresh is refused', async () => {
    let ended = 0
    const client = createHttpClient({
      baseUrl: server.api,
      session: {
        token: () => 'C'.repeat(43),
        setToken: () => undefined,
        username: () => 'admin',
        accessCodes: () => '',
        language: () => 'en',
      },
      onSessionEnded: () => ended++,
    })
    await expect(client.get('/user/userInfo')).rejects.toMatchObject({ code: 2005, kind: 'session' })
    expect(ended).toBe(1)
  })

  it('a multipart GET carries the _t timestamp field, a JSON GET does not (spec §7)', async () => {
    const sent: { url: string; type: string | null }[] = []
    const token = await login(server, 'office', 'office123')
    const client = createHttpClient({
      baseUrl: server.api,
      fetchImpl: (input, init) => {
        sent.push({ url: String(input), type: new Headers(init?.headers).get('content-type') })
        return fetch(input, init)
      },
      session: {
        token: () => token,
        setToken: () => undefined,
        username: () => 'office',
        accessCodes: () => '',
        language: () => 'zh',
      },
    })
    const before = Date.now()
    const env = await client.get('/user/userInfo', { contentType: 'multipart/form-data', query: { a: 1 } })
    expect(env.data).toMatchObject({ username: 'office' })
    await client.get('/user/userInfo')
    const stamp = Number(new URL(sent[0]!.url).searchParams.get('_t'))
    expect(stamp).toBeGreaterThanOrEqual(before)
    expect(new URL(sent[0]!.url).searchParams.get('a')).toBe('1')
    expect(sent[0]!.type).toBe('multipart/form-data')
    expect(new URL(sent[1]!.url).searchParams.has('_t')).toBe(false)
    expect(sent[1]!.type).toBe('application/json;charset=UTF-8')
  })

  it('the client says the backend is unreachable when nothing answers', async () => {
    const client = createHttpClient({
      baseUrl: 'http://127.0.0.1:9/api',
      session: {
        token: () => null,
        setToken: () => undefined,
        username: () => '',
        accessCodes: () => '',
        language: () => 'zh',
      },
    })
    await expect(client.get('/user/getErpInfo')).rejects.toMatchObject({
      kind: 'network',
      message: '后端接口连接异常，请联系公司服务器管理员',
    })
  })
})
