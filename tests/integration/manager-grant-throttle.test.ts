// Issue 38, point 2: wrong manager passwords typed on a till throttle the cashier asking, on that
// till and then on every till, and never the manager: their sign-in and their own approvals go on
// from the shop's address, and the bell tells them who tried and how often.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { call, startTestServer, type TestServer } from '../helpers/test-server.ts'

const SHOP = '192.0.2.50'
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ trustedProxies: ['127.0.0.1'] })
})
afterAll(() => server.stop())

async function signIn(username: string, password: string, from = SHOP) {
  return call(server, 'POST', '/user/userLogin', {
    body: { username, password },
    headers: { 'x-forwarded-for': from },
  })
}

async function tokenOf(username: string, password: string) {
  const answer = await signIn(username, password)
  expect(answer.body.code).toBe(200)
  return answer.body.token!
}

function askGrant(token: string, password: string, device: string, lang = 'zh') {
  return call(server, 'POST', '/dian/managerGrant', {
    body: { username: 'admin', password, action: 'issueCard', subject: 'M-1' },
    headers: {
      token: `Bearer ${token}`,
      'x-forwarded-for': SHOP,
      'x-device': device,
      'accept-language': lang,
    },
  })
}

it('a cashier’s wrong manager passwords pause the cashier’s approvals, never the manager', async () => {
  const cashier = await tokenOf('shop', 'shop123')
  const manager = await tokenOf('admin', 'admin123')

  // Till 1: ten wrong tries, paced past each wait; the tenth pauses this cashier on this till.
  const said: string[] = []
  for (let i = 0; i < 12; i++) {
    const answer = await askGrant(cashier, 'guess-123', 'till-1')
    // The cashier's session is not the one checked: a business refusal, never a sign-out.
    expect(answer.body.code).toBe(422)
    said.push(answer.body.msg)
    server.clock.advance(20_000)
  }
  expect(said[0]).toBe('用户名或密码错误')
  expect(said[11]).toMatch(/^店长授权失败次数过多，您的授权请求已暂停 \d+ 分钟（店长本人登录不受影响）$/)

  // The manager, at the same shop address: signs in at once, and approves on another cashier's till.
  expect((await signIn('admin', 'admin123')).body.code).toBe(200)
  expect((await signIn('admin', 'admin123', '192.0.2.99')).body.code).toBe(200)
  const other = await tokenOf('office', 'office123')
  const granted = await askGrant(other, 'admin123', 'till-2')
  expect(granted.body.code).toBe(200)
  expect((granted.body.data as { grant: string }).grant).toBeTruthy()

  // The same cashier on other tills: ten more failures pause the cashier everywhere.
  for (let i = 0; i < 10; i++) {
    await askGrant(cashier, 'guess-123', `till-${3 + (i % 2)}`)
    server.clock.advance(20_000)
  }
  const elsewhere = await askGrant(cashier, 'admin123', 'till-9', 'en')
  expect(elsewhere.body.code).toBe(422)
  expect(elsewhere.body.msg).toMatch(/^Too many failed manager approvals: your approval requests are paused/)
  // Still nothing on the manager's sign-in.
  expect((await signIn('admin', 'admin123')).body.code).toBe(200)

  // The manager is told, in the bell, who failed and how often.
  const notices = await call<{ soptemplate: string; sop_name: string; link?: string }[]>(
    server,
    'GET',
    '/sops/getNoticeList',
    { headers: { token: `Bearer ${manager}` } },
  )
  const told = notices.body.data.filter((n) => n.soptemplate === 'grant-failures')
  expect(told).toHaveLength(1)
  expect(told[0]!.sop_name).toMatch(/在收银台用您的店长密码授权失败 20 次/)
  expect(told[0]!.link).toBe('/dian/shenhe')
  // The cashier is not told of failures in the manager's name.
  const cashierNotices = await call<{ soptemplate: string }[]>(server, 'GET', '/sops/getNoticeList', {
    headers: { token: `Bearer ${cashier}` },
  })
  expect(cashierNotices.body.data.some((n) => n.soptemplate === 'grant-failures')).toBe(false)
}, 60_000)

it('grants given are no failures, and one cashier’s guesses at the manager never hold up a colleague’s grant', async () => {
  const busy = await tokenOf('field', 'field123')
  // A busy till: twelve grants in a row, each with the manager's password, all given.
  const answers: number[] = []
  for (let i = 0; i < 12; i++) answers.push((await askGrant(busy, 'admin123', 'till-busy')).body.code)
  expect(answers).toEqual(Array(12).fill(200))

  // A cashier guesses at the manager from ever new devices, as often as the slow-down lets them.
  const guesser = await tokenOf('office', 'office123')
  for (let i = 0; i < 15; i++) {
    await askGrant(guesser, `guess-${i}`, `rotating-${i}`)
    server.clock.advance(61_000)
  }
  const slowed = await askGrant(guesser, 'guess-x', 'rotating-x')
  expect(slowed.body.code).toBe(422)
  // The colleague, who failed nothing, gets the manager's approval at once, on any till.
  const given = await askGrant(busy, 'admin123', 'till-new')
  expect(given.body.code).toBe(200)
}, 60_000)
