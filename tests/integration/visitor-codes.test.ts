// The visitor forms (/signup, /dianregi, /dianbang) take only a code the server texted to the mobile,
// as /register does: no code, a made-up one, a wrong one, one used up by wrong tries, an expired one
// or one already spent is refused in the visitor's language, storing nothing; a code asked for on one
// form does not open another.
import { ulid } from 'ulid'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { lastTextedCode, requestSignupCode } from '../helpers/register.ts'
import { type Answer, call, startTestServer, type TestServer, tableRows } from '../helpers/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())
// Sign-ups and codes are capped per address (30 in 10 minutes): each test starts a window later.
beforeEach(() => server.clock.advance(10 * 60_000))

const FORMS = [
  { kind: 'activity', page: '/signup', table: 'res_signups', extra: { activity: '安全用电开放日' } },
  { kind: 'member', page: '/dianregi', table: 'res_memberRequests', extra: {} },
  { kind: 'card', page: '/dianbang', table: 'res_memberRequests', extra: { card_no: 'VIP1001' } },
] as const

type Form = (typeof FORMS)[number]

const entry = (form: Form, fields: Record<string, unknown>) => ({
  id: ulid(),
  kind: form.kind,
  submitted_at: '2026-11-26 09:30',
  ...form.extra,
  ...fields,
})

function send(body: Record<string, unknown>, key = ulid(), lang = 'zh') {
  return call<{ id: string }>(server, 'POST', '/pub/saveSignup', {
    body,
    headers: { 'Idempotency-Key': key, 'Accept-Language': lang },
  })
}

const file = (form: Form, fields: Record<string, unknown>, lang = 'zh') =>
  send(entry(form, fields), ulid(), lang)

/** The names stored by this form (/dianregi and /dianbang share the shop's request table). */
const namesIn = async (form: Form) =>
  (await tableRows(server, form.table)).filter((r) => r.kind === form.kind).map((r) => r.name)
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000')

describe.each(FORMS)('$page', (form) => {
  const mobile = { activity: '13600000001', member: '13600000002', card: '13600000003' }[form.kind]

  it('refuses no code and a made-up code, storing nothing', async () => {
    const none = await file(form, { name: '无码', mobile, code: '' })
    expect(none.body).toMatchObject({ code: 400, msg: '请输入手机验证码' })
    const madeUp = await file(form, { name: '编码', mobile, code: '000000' }, 'en')
    expect(madeUp.body).toMatchObject({
      code: 400,
      msg: 'The verification code has expired or was never requested: ask for a code first',
    })
    expect(await namesIn(form)).not.toContain('无码')
    expect(await namesIn(form)).not.toContain('编码')
  })

  it('refuses a wrong code, takes the right one once, and refuses it on another entry', async () => {
    const code = await requestSignupCode(server, mobile, form.kind)
    const wrong = await file(form, { name: '错码', mobile, code: otherThan(code) })
    expect(wrong.body).toMatchObject({ code: 400, msg: '验证码不正确，还可再试 4 次' })

    const mine = entry(form, { name: '本人', mobile, code })
    const key = ulid()
    expect((await send(mine, key)).body.code).toBe(200)
    // The same entry sent again (its answer was lost) is answered as before, not refused.
    expect((await send(mine, key)).body).toMatchObject({ code: 200, replayed: true })
    // Another entry with the spent code is refused.
    const replay = await file(form, { name: '重放', mobile, code })
    expect(replay.body).toMatchObject({ code: 400, msg: '验证码已过期或尚未获取，请先获取验证码' })
    const names = await namesIn(form)
    expect(names.filter((n) => n === '本人')).toHaveLength(1)
    expect(names).not.toContain('错码')
    expect(names).not.toContain('重放')
  })

  it('uses a code up after five wrong tries, and refuses an expired one', async () => {
    const code = await requestSignupCode(server, mobile, form.kind)
    // One code a minute per mobile and form.
    const again = await call(server, 'POST', '/pub/sendSignupCode', { body: { mobile, kind: form.kind } })
    expect(again.body).toMatchObject({
      code: 429,
      msg: expect.stringMatching(/^验证码已发送，请 \d+ 秒后再获取$/),
    })
    const tries: Answer<unknown>[] = []
    for (let i = 0; i < 5; i++) tries.push(await file(form, { name: '猜码', mobile, code: otherThan(code) }))
    expect(tries.map((t) => t.body.msg)).toEqual([
      '验证码不正确，还可再试 4 次',
      '验证码不正确，还可再试 3 次',
      '验证码不正确，还可再试 2 次',
      '验证码不正确，还可再试 1 次',
      '验证码错误次数过多，请重新获取验证码',
    ])
    const usedUp = await file(form, { name: '猜中', mobile, code }, 'en')
    expect(usedUp.body).toMatchObject({
      code: 400,
      msg: 'Too many wrong codes: ask for a new verification code',
    })

    server.clock.advance(61_000)
    const fresh = await requestSignupCode(server, mobile, form.kind)
    server.clock.advance(5 * 60_000 + 1)
    const late = await file(form, { name: '过期', mobile, code: fresh })
    expect(late.body.msg).toBe('验证码已过期或尚未获取，请先获取验证码')
    expect(await namesIn(form)).not.toContain('猜中')
    expect(await namesIn(form)).not.toContain('过期')
  })
})

describe('codes and forms', () => {
  it('a code asked for on /signup does not bind a card', async () => {
    const mobile = '13600000009'
    const code = await requestSignupCode(server, mobile, 'activity')
    const bind = await file(FORMS[2], { name: '冒绑', mobile, code })
    expect(bind.body.msg).toBe('验证码已过期或尚未获取，请先获取验证码')
    // The card binding's text says what the code is for.
    await requestSignupCode(server, mobile, 'card')
    const sms = await call<{ mobile: string; text: string }[]>(server, 'GET', '/dev/sms')
    expect(sms.body.data.find((m) => m.mobile === mobile)?.text).toMatch(/绑定到会员卡，验证码是 \d{6}/)
    expect(await lastTextedCode(server, mobile)).not.toBe(code)
  })

  it('refuses a code for a malformed mobile or an unknown form, texting nothing', async () => {
    const before = (await call<unknown[]>(server, 'GET', '/dev/sms')).body.data.length
    const bad = await call(server, 'POST', '/pub/sendSignupCode', {
      body: { mobile: '2391234567', kind: 'card' },
    })
    expect(bad.body).toMatchObject({ code: 400, msg: '请输入正确的手机号码' })
    const unknown = await call(server, 'POST', '/pub/sendSignupCode', {
      body: { mobile: '13600000010', kind: 'register' },
    })
    expect(unknown.body.code).toBe(400)
    expect((await call<unknown[]>(server, 'GET', '/dev/sms')).body.data.length).toBe(before)
  })
})
