// The calls of the public pages against the real server: reachable without a token, and nothing else
// is; sign-ups and cloud notebook entries land exactly once; WeChat says plainly it is not configured.
import { ulid } from 'ulid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app.ts'
import { resources } from '../../src/modules/registry.ts'
import { requestSignupCode } from '../helpers/register.ts'
import { bearer, call, login, startTestServer, type TestServer, tableRows } from '../helpers/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

interface NoteList {
  notes: { id: string; title: string; summary: string; body?: string }[]
  points: { id: string; name: string; parent: string }[]
}

/** Every call answered without a token (or, for cloud notebooks, without a cloud token). */
const OPEN_CALLS = [
  // Development mode only (server/routes/dev-routes.ts): the SMS messages the server would have sent.
  'GET /dev/sms',
  'GET /logout',
  'GET /pub/getMkdInfo',
  'GET /pub/getMkdList',
  'GET /pub/getMkdXiti',
  'GET /pub/getSiteUnitList',
  'GET /publicKey',
  'GET /user/getErpInfo',
  'GET /user/getErpInfoMi',
  'GET /user/getVisitorUserInfo',
  'GET /wx/getWebAccessToken',
  'GET /wx/getWxUserInfo',
  'GET /wx/redirectOauthUrl',
  'POST /pub/saveSignup',
  'POST /pub/sendSignupCode',
  'POST /register',
  'POST /register/sendCode',
  'POST /socialLogin',
  'POST /user/userLogin',
  'POST /user/weixinLogin',
  'POST /yun/wxUserLogin',
  'POST /yun/wxYunUser',
  'POST /yun/yunUserLogin',
]

const signupCode = (mobile: string) => requestSignupCode(server, mobile, 'activity')

const signup = (over: Record<string, unknown> = {}) => ({
  id: ulid(),
  kind: 'activity',
  name: '王小明',
  mobile: '13912345678',
  code: '000000',
  activity: '周末安全用电讲座',
  submitted_at: '2026-11-22 09:30',
  ...over,
})

describe('public reads without a token', () => {
  it('lists published notes with snippets, not drafts or bodies', async () => {
    const { status, body } = await call<NoteList>(server, 'GET', '/pub/getMkdList')
    expect(status).toBe(200)
    const titles = body.data.notes.map((n) => n.title)
    expect(titles).toContain('施工现场临时用电安全')
    expect(titles).not.toContain('冬季施工方案')
    expect(body.data.notes[0]!.body).toBeUndefined()
    expect(body.data.points.find((p) => p.name === '临时用电')!.parent).toBe(
      body.data.points.find((p) => p.name === '安全生产')!.id,
    )
  })

  it('searches titles, tags and bodies', async () => {
    const { body } = await call<NoteList>(
      server,
      'GET',
      `/pub/getMkdList?keyword=${encodeURIComponent('漏电')}`,
    )
    expect(body.data.notes.map((n) => n.title).sort()).toEqual(['施工现场临时用电安全'])
  })

  it('reads a note and its exercises, but not a draft', async () => {
    const { body: list } = await call<NoteList>(server, 'GET', '/pub/getMkdList')
    const note = list.data.notes.find((n) => n.title === '施工现场临时用电安全')!
    const info = await call<{ body: string }>(server, 'GET', `/pub/getMkdInfo?id=${note.id}`)
    expect(info.body.data.body).toContain('三级配电')
    const xiti = await call<{ question: string; answer: string }[]>(
      server,
      'GET',
      `/pub/getMkdXiti?note_id=${note.id}`,
    )
    expect(xiti.body.data).toHaveLength(3)
    const [draft] = (await tableRows(server, 'res_studyNotes')).filter((n) => n.status === 'draft')
    const hidden = await call(server, 'GET', `/pub/getMkdInfo?id=${draft!.id}`)
    expect(hidden.status).toBe(404)
    expect(hidden.body.msg).toBe('该知识笔记不存在或未公开')
  })

  it('lists the pricing units', async () => {
    const { body } = await call<{ name: string; price: number }[]>(server, 'GET', '/pub/getSiteUnitList')
    expect(body.data.find((u) => u.name === '微型断路器')!.price).toBe(2480)
  })
})

describe('everything else needs a token', () => {
  it('answers 2003 to every resource list and write without one', async () => {
    for (const r of resources) {
      const list = await call(server, 'GET', r.api.list)
      expect(list.body.code, r.api.list).toBe(2003)
      if (r.api.save) {
        const save = await call(server, 'POST', r.api.save, {
          body: { id: ulid() },
          headers: { 'Idempotency-Key': ulid() },
        })
        expect(save.body.code, r.api.save).toBe(2003)
      }
    }
  })

  it('leaves only the sign-in, site and public calls open', async () => {
    const routes = createApp(server.db, server.config, null)
      .routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
      .map((r) => `${r.method} ${r.path.slice('/api'.length)}`)
    const open: string[] = []
    for (const route of new Set(routes)) {
      const [method, path] = route.split(' ') as [string, string]
      const { status, body } = await call(server, method, path.replace(/:\w+/g, 'x'), {
        body: method === 'POST' ? {} : undefined,
      })
      const closed = body.code === 2003 || (path.startsWith('/yun/') && status === 401)
      if (!closed) open.push(route)
    }
    expect(open.sort()).toEqual(OPEN_CALLS)
  })

  it('does not take a cloud token for a staff one, nor the reverse', async () => {
    const yun = await call(server, 'POST', '/yun/yunUserLogin', {
      body: { username: 'yun', password: 'yun123' },
    })
    const yunToken = yun.body.token!
    expect((await call(server, 'GET', '/study/getMkdList', { headers: bearer(yunToken) })).body.code).toBe(
      2005,
    )
    const staffToken = await login(server, 'admin', 'admin123')
    expect(
      (await call(server, 'GET', '/yun/getYunNoteList', { headers: { 'yun-token': staffToken } })).status,
    ).toBe(401)
  })

  it('lets an admin read the sign-ups', async () => {
    await call(server, 'POST', '/pub/saveSignup', {
      body: signup({ name: '管理员可见', mobile: '13912340001', code: await signupCode('13912340001') }),
      headers: { 'Idempotency-Key': ulid() },
    })
    const token = await login(server, 'admin', 'admin123')
    const { body } = await call<{ name: string }[]>(server, 'GET', '/recruit/getSignupList', {
      headers: bearer(token),
    })
    expect(body.data.map((s) => s.name)).toContain('管理员可见')
  })
})

describe('sign-ups', () => {
  it('stores a sign-up once however often it is sent', async () => {
    const key = ulid()
    const entry = signup({ name: '李重试', mobile: '13912340002', code: await signupCode('13912340002') })
    const first = await call(server, 'POST', '/pub/saveSignup', {
      body: entry,
      headers: { 'Idempotency-Key': key },
    })
    const again = await call<{ replayed?: boolean }>(server, 'POST', '/pub/saveSignup', {
      body: entry,
      headers: { 'Idempotency-Key': key },
    })
    expect(first.status).toBe(200)
    expect(again.body).toMatchObject({ code: 200, replayed: true })
    expect((await tableRows(server, 'res_signups')).filter((r) => r.name === '李重试')).toHaveLength(1)
  })

  it('refuses a bad mobile or a missing code with the spec §5 text, storing nothing', async () => {
    const bad = await call(server, 'POST', '/pub/saveSignup', {
      body: signup({ name: '错号码', mobile: '2391234567' }),
      headers: { 'Idempotency-Key': ulid() },
    })
    expect(bad.body).toMatchObject({ code: 400, msg: '请输入正确的手机号码' })
    const noCode = await call(server, 'POST', '/pub/saveSignup', {
      body: signup({ name: '无验证码', code: '' }),
      headers: { 'Idempotency-Key': ulid(), 'Accept-Language': 'en' },
    })
    expect(noCode.body.msg).toBe('Enter the verification code sent to your mobile')
    const names = (await tableRows(server, 'res_signups')).map((r) => r.name)
    expect(names).not.toContain('错号码')
    expect(names).not.toContain('无验证码')
  })

  it('wants an Idempotency-Key', async () => {
    expect((await call(server, 'POST', '/pub/saveSignup', { body: signup() })).status).toBe(400)
  })
})

describe('cloud notebooks', () => {
  it('signs in with the cloud account and keeps an entry once', async () => {
    expect(
      (await call(server, 'POST', '/yun/yunUserLogin', { body: { username: 'yun', password: 'nope' } }))
        .status,
    ).toBe(401)
    const { body } = await call(server, 'POST', '/yun/yunUserLogin', {
      body: { username: 'yun', password: 'yun123' },
    })
    const headers = { 'yun-token': body.token! }
    const entry = {
      id: ulid(),
      book: 'log',
      body: { date: '2026-11-22', text: '3# 楼分箱接线完成' },
      created_at: 1,
    }
    const key = ulid()
    for (let i = 0; i < 2; i++)
      expect(
        (
          await call(server, 'POST', '/yun/saveYunNote', {
            body: entry,
            headers: { ...headers, 'Idempotency-Key': key },
          })
        ).status,
      ).toBe(200)
    const list = await call<{ id: string; text: string }[]>(server, 'GET', '/yun/getYunNoteList', { headers })
    expect(list.body.data.filter((e) => e.id === entry.id)).toEqual([
      expect.objectContaining({ text: '3# 楼分箱接线完成' }),
    ])
  })
})

describe('WeChat without credentials', () => {
  it('says it is not configured, in the caller language', async () => {
    for (const [method, path] of [
      ['POST', '/user/weixinLogin'],
      ['POST', '/socialLogin'],
      ['GET', '/wx/redirectOauthUrl?redirect=https://pm3.example/callback'],
      ['GET', '/wx/getWebAccessToken?code=abc'],
      ['GET', '/wx/getWxUserInfo?access_token=a&openid=b'],
      ['POST', '/yun/wxUserLogin'],
      ['POST', '/yun/wxYunUser'],
    ] as const) {
      const zh = await call(server, method, path, { body: method === 'POST' ? { code: 'abc' } : undefined })
      expect(zh.status, path).toBe(503)
      expect(zh.body.msg).toContain('微信登录未配置')
    }
    const en = await call(server, 'POST', '/user/weixinLogin', {
      body: { code: 'x' },
      headers: { 'Accept-Language': 'en' },
    })
    expect(en.body.msg).toMatch(/^WeChat is not configured/)
  })

  it('builds the OAuth address once configured', async () => {
    const configured = await startTestServer({ wechat: { appId: 'wx123', appSecret: 's' } })
    try {
      const { body } = await call<{ url: string }>(
        configured,
        'GET',
        `/wx/redirectOauthUrl?redirect=${encodeURIComponent('https://pm3.example/callback')}&state=s1`,
      )
      expect(body.data.url).toBe(
        'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx123&redirect_uri=https%3A%2F%2Fpm3.example%2Fcallback&response_type=code&scope=snsapi_userinfo&state=s1#wechat_redirect',
      )
    } finally {
      await configured.stop()
    }
  })
})

describe('cloud sign-in throttle', () => {
  it('slows a guesser down like staff sign-in does', async () => {
    const attempt = (password: string) =>
      call(server, 'POST', '/yun/yunUserLogin', { body: { username: 'yun', password } })
    // Counted per (account, address) like staff sign-in, so the 5th failure also says what is left.
    for (let i = 0; i < 5; i++) expect((await attempt(`guess${i}`)).body.msg).toMatch(/^用户名或密码错误/)
    // The right password must wait as well: the answer says how long.
    expect((await attempt('yun123')).body.msg).toMatch(/^登录失败次数过多，请 \d+ 秒后再试$/)
    server.clock.advance(60_000)
    expect((await attempt('yun123')).status).toBe(200)
  })
})

describe('sign-up cap', () => {
  it('answers 429 once an address has sent its quota, refused tries included, storing nothing more', async () => {
    const code = await signupCode('13912340003')
    const statuses: number[] = []
    // Wrong codes: each is refused, and each counts towards the address's cap.
    for (let i = 0; i < 35; i++) {
      const { status } = await call(server, 'POST', '/pub/saveSignup', {
        body: signup({ name: `批量${i}`, mobile: `139123${String(i).padStart(5, '0')}` }),
        headers: { 'Idempotency-Key': ulid() },
      })
      statuses.push(status)
    }
    expect(statuses.at(-1)).toBe(429)
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(30)
    // Over the cap even the right code waits: the answer is "later", not a refusal.
    const refused = await call(server, 'POST', '/pub/saveSignup', {
      body: signup({ name: '超额', mobile: '13912340003', code }),
      headers: { 'Idempotency-Key': ulid(), 'Accept-Language': 'en' },
    })
    expect(refused).toMatchObject({
      status: 429,
      body: { msg: 'Too many submissions from this network: please try again later' },
    })
    const names = (await tableRows(server, 'res_signups')).map((r) => String(r.name))
    expect(names.filter((n) => n.startsWith('批量') || n === '超额')).toEqual([])
  })
})
