// Issue 19, "Trust boundary": who may do what, and bad input. One test per finding, each against the
// real server in-process; each failed on the code before the issue was fixed.
import { ulid } from 'ulid'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app.ts'
import { newId } from '../../src/data/enqueue.ts'
import { actAs } from '../helpers/approvals.ts'
import { register, registerWithCode, requestCode } from '../helpers/register.ts'
import { call, login, serverRev, startTestServer, type TestServer } from '../helpers/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

type ApiUser = Record<string, unknown> & { id: string; username: string; approved: boolean }
const usersOf = async (admin: Awaited<ReturnType<typeof actAs>>) =>
  (await admin.get<ApiUser[]>('/user/getUserList?limit=1000')).body.data

const webProduct = () => ({
  id: newId(),
  title: '首页横幅',
  category: '',
  image: '',
  summary: '',
  sort: 1,
  published: true,
})
const jobPost = () => ({ id: newId(), title: '收银员', headcount: 1, requirements: '细心' })

// New accounts are capped at 10 attempts an hour per address: each test that registers starts an hour on.
const anHourLater = () => server.clock.advance(60 * 60_000)

describe('6. self-registration is no way in', () => {
  beforeEach(anHourLater)
  it('takes only a code the server sent: wrong, used up, expired and made-up codes are refused', async () => {
    const mobile = '13900000001'
    const form = { username: 'walkin', password: 'walkin123', mobile }
    expect((await register(server, { ...form, code: '123456' })).body).toMatchObject({
      code: 400,
      msg: '验证码已过期或尚未获取，请先获取验证码',
    })
    const code = await requestCode(server, mobile)
    // One code a minute per mobile.
    expect((await call(server, 'POST', '/register/sendCode', { body: { mobile } })).body.code).toBe(429)
    const wrong = code === '000000' ? '111111' : '000000'
    expect((await register(server, { ...form, code: wrong })).body.msg).toBe('验证码不正确，还可再试 4 次')
    for (let i = 0; i < 3; i++) await register(server, { ...form, code: wrong }, 'en')
    expect((await register(server, { ...form, code: wrong }, 'en')).body.msg).toBe(
      'Too many wrong codes: ask for a new verification code',
    )
    // Used up: even the right code is refused now.
    expect((await register(server, { ...form, code })).body.code).toBe(400)
    server.clock.advance(61_000)
    const fresh = await requestCode(server, mobile)
    server.clock.advance(5 * 60_000 + 1)
    expect((await register(server, { ...form, code: fresh })).body.msg).toBe(
      '验证码已过期或尚未获取，请先获取验证码',
    )
    const last = await requestCode(server, mobile)
    expect((await register(server, { ...form, code: last })).body).toMatchObject({ code: 200 })
    // A code works once.
    expect((await register(server, { ...form, username: 'walkin2', code: last })).body.code).toBe(400)
  })

  it('a self-registered account cannot sign in until an admin approves it', async () => {
    await registerWithCode(server, 'visitor1', 'visitor123', '13900000002')
    const refused = await call(server, 'POST', '/user/userLogin', {
      body: { username: 'visitor1', password: 'visitor123' },
    })
    expect(refused.body).toMatchObject({
      code: 401,
      msg: '账号“visitor1”正在等待管理员审核，审核通过后才能登录',
    })
    expect(refused.body).not.toHaveProperty('token')
    // A wrong password says nothing about the approval.
    const wrong = await call(server, 'POST', '/user/userLogin', {
      body: { username: 'visitor1', password: 'nope1234' },
    })
    expect(wrong.body.msg).not.toContain('审核')
    const admin = await actAs(server, 'admin', 'admin123')
    const row = (await usersOf(admin)).find((u) => u.username === 'visitor1')!
    expect(row.approved).toBe(false)
    expect((await admin.post('/user/upUser', { ...row, acce: '' })).body.code).toBe(200)
    expect(await login(server, 'visitor1', 'visitor123')).toBeTruthy()
  })

  it('reading sign-ups, publishing to the website and managing job notices need rights an admin grants', async () => {
    await registerWithCode(server, 'visitor2', 'visitor123', '13900000003')
    const admin = await actAs(server, 'admin', 'admin123')
    const row = (await usersOf(admin)).find((u) => u.username === 'visitor2')!
    await admin.post('/user/upUser', { ...row, acce: '' })
    for (const [who, password] of [
      ['visitor2', 'visitor123'],
      ['shop', 'shop123'],
    ] as const) {
      const user = await actAs(server, who, password)
      const before = await serverRev(server)
      expect((await user.get('/recruit/getSignupList')).body).toMatchObject({
        code: 403,
        msg: '没有“招聘·查看报名信息”权限，请联系管理员授权',
      })
      expect((await user.post('/web/saveWebPro', webProduct())).body).toMatchObject({
        code: 403,
        msg: '没有“网站·发布网站内容”权限，请联系管理员授权',
      })
      expect((await user.post('/recruit/saveRecruit', jobPost())).body.code).toBe(403)
      expect(await serverRev(server), `${who} wrote nothing`).toBe(before)
      // The modules' menus still follow their switch alone (spec §6): reading public content is fine.
      expect((await user.get('/web/getWebProList')).body.code).toBe(200)
    }
    // HR holds the recruitment rights in the demo; the admin holds everything.
    const office = await actAs(server, 'office', 'office123')
    expect((await office.get('/recruit/getSignupList')).body.code).toBe(200)
    expect((await office.post('/recruit/saveRecruit', jobPost())).body.code).toBe(200)
    expect((await office.post('/web/saveWebPro', webProduct())).body.code).toBe(403)
    expect((await admin.post('/web/saveWebPro', webProduct())).body.code).toBe(200)
    // An admin grants a right on the users page, and it works at once.
    expect((await admin.post('/user/upUser', { ...row, acce: '771' })).body.code).toBe(200)
    const granted = await actAs(server, 'visitor2', 'visitor123')
    expect((await granted.post('/web/saveWebPro', webProduct())).body.code).toBe(200)
  })

  it('the development SMS page and its sender exist only in development mode', async () => {
    const production = createApp(server.db, { ...server.config, development: false, sms: null }, null)
    expect((await production.request('/api/dev/sms')).status).toBe(404)
    const send = await production.request('/api/register/sendCode', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: '13900000009' }),
    })
    expect(send.status).toBe(503)
    expect(((await send.json()) as { msg: string }).msg).toBe(
      '短信服务未配置，暂时无法发送验证码，请联系管理员',
    )
  })
})

describe('7. linking accounts to staff files', () => {
  it('is admin-only and never one’s own account: HR cannot become the general manager', async () => {
    const office = await actAs(server, 'office', 'office123')
    const admin = await actAs(server, 'admin', 'admin123')
    const gmFile = (await admin.get<{ staff_id: string; ID: number }>('/user/userInfo')).body.data
    const me = (await office.get<{ staff_id: string; ID: number }>('/user/userInfo')).body.data
    const taken = await office.post('/staff/saveStaffMap', {
      staff_id: gmFile.staff_id,
      user_id: String(me.ID),
    })
    expect(taken.body.code).toBe(403)
    expect((await office.get<{ staff_id: string }>('/user/userInfo')).body.data.staff_id).toBe(me.staff_id)
    expect((await admin.get<{ staff_id: string }>('/user/userInfo')).body.data.staff_id).toBe(gmFile.staff_id)
    const self = await admin.post('/staff/saveStaffMap', {
      staff_id: me.staff_id,
      user_id: String(gmFile.ID),
    })
    expect(self.body).toMatchObject({ code: 403, msg: '不能把自己的账号关联到员工档案，请由其他管理员操作' })
  })
})

describe('8. deleting accounts', () => {
  it('needs a valid id, and never deletes oneself: {} deletes nobody', async () => {
    const admin = await actAs(server, 'admin', 'admin123')
    const before = (await usersOf(admin)).length
    for (const body of [{}, { id: '' }, { id: null }, { id: 'x'.repeat(30) }, { id: [1] }]) {
      const answer = await admin.post('/user/delUser', body)
      expect(answer.body, JSON.stringify(body)).toMatchObject({ code: 400, msg: '账号编号无效' })
    }
    const me = (await usersOf(admin)).find((u) => u.username === 'admin')!
    expect((await admin.post('/user/delUser', { id: me.id })).body.msg).toBe('不能删除自己正在使用的账号')
    expect((await usersOf(admin)).length).toBe(before)
    expect(await login(server, 'admin', 'admin123')).toBeTruthy()
  })
})

describe('11. bad input gets a 400 that names the field, never a 500', () => {
  it('a huge page number, a broken upload path and a reused ledger id', async () => {
    const admin = await actAs(server, 'admin', 'admin123')
    expect((await admin.get('/staff/getStaffList?page=1e308')).body).toMatchObject({
      code: 400,
      msg: '查询参数“页码”须为 0 到 1000000 之间的整数',
    })
    expect((await admin.get('/staff/getStaffList?limit=-1')).body.code).toBe(400)
    expect((await fetch(`${server.url}/Uploads/%E0%A4%A`)).status).toBe(400)
    const shop = await actAs(server, 'shop', 'shop123')
    const member = (await shop.get<{ id: string }[]>('/dian/getMemberList?limit=1')).body.data[0]!
    const topUp = { id: newId(), member_id: member.id, amount: 100, at: '2026-11-24 10:00:00' }
    expect((await shop.post('/dian/saveMemberTopUp', topUp)).body.code).toBe(200)
    const again = await shop.post('/dian/saveMemberTopUp', topUp)
    expect(again.status).toBe(422)
    expect(again.body.msg).toBe(`小票号“${topUp.id}”已被使用，请换一个编号`)
  })

  it('validation messages name the field by its label, in the request’s language', async () => {
    const zh = await actAs(server, 'admin', 'admin123')
    const en = await actAs(server, 'admin', 'admin123', 'en')
    const member = { id: newId(), card_no: 'C1', mobile: '13800000000' }
    expect((await zh.post('/dian/saveMember', member)).body.msg).toBe('请输入姓名；请选择卡类型')
    expect((await en.post('/dian/saveMember', member)).body.msg).toBe('Enter the name; Choose the card type')
    expect((await zh.post('/web/saveWebPro', { ...webProduct(), published: 'yes' })).body.msg).toBe(
      '已发布须为是或否',
    )
    expect((await en.post('/web/saveWebPro', { ...webProduct(), published: 'yes' })).body.msg).toBe(
      'Published must be yes or no',
    )
    expect((await zh.post('/web/saveWebPro', [webProduct()])).body.msg).toBe('请求内容须为 JSON 对象')
    const sale = await zh.post('/dian/saveCashCheckout', { id: newId(), method: 'cash', lines: 'x' })
    expect(sale.body.msg).toContain('商品明细须为列表')
    expect(sale.body.msg).not.toMatch(/Invalid input|expected/)
  })
})

describe('12. look-alike user names', () => {
  beforeEach(anHourLater)
  it('refuses a Cyrillic "аdmin" and a fullwidth "ａｄｍｉｎ", on /register and on the users page', async () => {
    const cyrillic = await registerWithCode(server, 'аdmin', 'admin1234', '13900000004')
    expect(cyrillic.body).toMatchObject({
      code: 400,
      msg: '用户名“аdmin”与已有用户名“admin”过于相似，请换一个',
    })
    server.clock.advance(61_000)
    const fullwidth = await registerWithCode(server, 'ａｄｍｉｎ', 'admin1234', '13900000004')
    expect(fullwidth.body).toMatchObject({ code: 400, msg: '用户名“admin”已存在' })
    const admin = await actAs(server, 'admin', 'admin123')
    const added = await admin.post('/user/addUser', {
      id: newId(),
      username: 'shoр', // Cyrillic р
      password: 'shop1234',
      nickname: '',
      acce: '',
      admin: false,
      staff_ref: '',
    })
    expect(added.body.msg).toBe('用户名“shoр”与已有用户名“shop”过于相似，请换一个')
  })
})

describe('13. another company’s record id', () => {
  it('answers exactly as any other bad id, so nothing tells that it exists there', async () => {
    await server.db
      .insertInto('site_info')
      .values({ com_id: 2, company: '另一家公司', erp_title: 'X', updated_at: 0 })
      .execute()
    const foreign = ulid()
    await server.db
      .insertInto('res_webProducts' as never)
      .values({
        id: foreign,
        com_id: 2,
        title: '别人的案例',
        category: '',
        image: '',
        summary: '',
        sort: 0,
        published: 1,
        rev: 0,
        updated_at: 0,
        created_at: 0,
        updated_by: 0,
        deleted: 0,
      } as never)
      .execute()
    const admin = await actAs(server, 'admin', 'admin123')
    const theirs = await admin.post('/web/saveWebPro', { ...webProduct(), id: foreign })
    const malformed = await admin.post('/web/saveWebPro', { ...webProduct(), id: 'NOT-AN-ID' })
    expect({ status: theirs.status, body: theirs.body }).toEqual({
      status: malformed.status,
      body: malformed.body,
    })
    expect(theirs.body.code).toBe(400)
  })

  it('a cloud notebook entry of another cloud account answers as a malformed id', async () => {
    const theirs = ulid()
    await server.db
      .insertInto('yun_notes')
      .values({ id: theirs, yun_user_id: 9999, book: 'log', body: '{}', created_at: 0, updated_at: 0 })
      .execute()
    const signedIn = await call(server, 'POST', '/yun/yunUserLogin', {
      body: { username: 'yun', password: 'yun123' },
    })
    const save = (id: string) =>
      call(server, 'POST', '/yun/saveYunNote', {
        body: { id, book: 'log', body: { text: '抄表' }, created_at: 1 },
        headers: { 'yun-token': signedIn.body.token!, 'Idempotency-Key': ulid() },
      })
    const foreign = await save(theirs)
    const malformed = await save('NOT-AN-ID')
    expect({ status: foreign.status, body: foreign.body }).toEqual({
      status: malformed.status,
      body: malformed.body,
    })
    expect(foreign.body.msg).toBe('编号的取值无效')
  })
})
