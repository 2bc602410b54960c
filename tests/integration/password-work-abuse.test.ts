// Issue 38, probe F1 and F2: password work an attacker WITH an account can cause. Their own right
// password, sent in floods from an address they signed in from, a grant naming themselves, or wrong
// offline manager codes on a write: none of it may keep a colleague's sign-in or write from being
// answered. How fast the colleague stays is measured in bench/sign-in-abuse.ts, not asserted here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../server/auth/passwords.ts'
import { newId } from '../../src/data/enqueue.ts'
import {
  matchGrantCode,
  type OfflineGrantRow,
  offlineGrant,
} from '../../src/modules/shop/offline-grant-code.ts'
import { cashSale, lines, shopData } from '../helpers/shop.ts'
import { call, startTestServer, type TestServer, tableRows } from '../helpers/test-server.ts'

const FLOODER = '203.0.113.70'
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ trustedProxies: ['127.0.0.1'] })
})
afterAll(() => server.stop())

async function signIn(username: string, password: string, from: string) {
  const res = await call<unknown>(server, 'POST', '/user/userLogin', {
    body: { username, password },
    headers: { 'x-forwarded-for': from },
  })
  return { status: res.status, code: res.body.code, msg: res.body.msg, token: res.body.token }
}

/** `waves` waves of 16 at once, while `meanwhile` runs: the flood's answers and what `meanwhile` got. */
async function flood<T, M>(waves: number, one: () => Promise<T>, meanwhile: () => Promise<M>) {
  const answers: T[] = []
  const floodDone = (async () => {
    for (let w = 0; w < waves; w++) answers.push(...(await Promise.all(Array.from({ length: 16 }, one))))
  })()
  const during = await meanwhile()
  await floodDone
  return { answers, during }
}

describe('an account flooding with its own password', () => {
  it('its right password from its own address: a colleague’s sign-in from a new address is answered; the flood is refused 429 past its budget', async () => {
    expect((await signIn('field', 'field123', FLOODER)).code).toBe(200)
    const { answers, during } = await flood(
      4,
      () => signIn('field', 'field123', FLOODER),
      () => signIn('shop', 'shop123', '192.0.2.120'),
    )
    expect(during.code).toBe(200)
    expect(during.token).toBeTruthy()
    // Past two at once, or past its budget, the flood is told to come back, before any Argon2 (or,
    // counted as tries until their successes land, to wait as any burst of tries is).
    const refused = answers.filter((a) => a.status === 429)
    expect(refused.length).toBeGreaterThan(0)
    for (const a of answers)
      expect(`${a.code} ${a.msg}`).toMatch(/^(200 .*|429 .*|401 登录失败次数过多，请 \d+ 秒后再试)$/)
    // More of it, one at a time: the budget ends it, successes included.
    server.clock.advance(20_000)
    let last = await signIn('field', 'field123', FLOODER)
    for (let i = 0; i < 40 && last.status !== 429; i++) last = await signIn('field', 'field123', FLOODER)
    expect(last.status).toBe(429)
    expect(last.msg).toMatch(/^此网络地址登录尝试过多，请 \d+ 秒后再试$/)
    // An admin's "lift sign-in lock" lifts it too.
    const admin = (await signIn('admin', 'admin123', '192.0.2.125')).token!
    const users = await call<{ id: string; username: string }[]>(server, 'GET', '/user/getUserList', {
      headers: { token: `Bearer ${admin}` },
    })
    const field = users.body.data.find((u) => u.username === 'field')!
    const unlocked = await call(server, 'POST', '/user/unlockUser', {
      headers: { token: `Bearer ${admin}`, 'idempotency-key': newId() },
      body: { id: field.id },
    })
    expect(unlocked.body.code).toBe(200)
    expect((await signIn('field', 'field123', FLOODER)).code).toBe(200)
  }, 240_000)

  it('an account awaiting approval never gets an address of its own: its right password spends the address’s budget', async () => {
    await server.db
      .insertInto('users')
      .values({
        com_id: 1,
        username: 'waiting-1',
        password_hash: await hashPassword('waiting123'),
        approved: 0,
        admin: 0,
        nickname: '待审核',
        acce: '',
        staff: '',
        suo_password: '',
        updated_at: Date.now(),
      } as never)
      .execute()
    const from = '203.0.113.71'
    const said: string[] = []
    for (let i = 0; i < 70; i++) {
      const a = await signIn('waiting-1', 'waiting123', from)
      said.push(`${a.status} ${a.msg}`)
      if (a.status === 429) break
    }
    expect(said[0]).toMatch(/^401 账号“waiting-1”正在等待管理员审核/)
    expect(said.at(-1)).toMatch(/^429 此网络地址登录尝试过多/)
  }, 240_000)
})

describe('grants that are no grant', () => {
  it('a cashier naming themself as the manager is refused before any password work; a colleague’s sign-in is answered', async () => {
    const cashier = (await signIn('shop', 'shop123', '192.0.2.121')).token!
    const selfGrant = () =>
      call(server, 'POST', '/dian/managerGrant', {
        body: { username: 'shop', password: 'shop123', action: 'issueCard', subject: 'M-1' },
        headers: { token: `Bearer ${cashier}`, 'x-forwarded-for': '192.0.2.121', 'x-device': 'till-self' },
      })
    const { answers, during } = await flood(4, selfGrant, () => signIn('office', 'office123', '192.0.2.122'))
    expect(during.code).toBe(200)
    // Refused as no manager, then paused as a cashier's failed approvals are: never signed out.
    const said = new Set(answers.map((a) => `${a.body.code} ${a.body.msg}`))
    for (const s of said)
      expect(s).toMatch(
        /^(422 shop 没有店长权限（改价与折扣），不能授权|422 店长授权失败次数过多.*|429 服务器正忙.*)$/,
      )
    expect([...said].some((s) => s.includes('没有店长权限'))).toBe(true)
    expect(answers.every((a) => a.body.code !== 200)).toBe(true)
  }, 240_000)
})

describe('wrong offline manager codes', () => {
  it('a flood of them is paused while another user’s write goes through; the right code still works once', async () => {
    const admin = (await signIn('admin', 'admin123', '192.0.2.123')).token!
    const cashier = (await signIn('shop', 'shop123', '192.0.2.124')).token!
    const sheet = await call<{ codes: string[] }>(server, 'POST', '/dian/offlineGrantCodes', {
      body: { password: 'admin123' },
      headers: { token: `Bearer ${admin}`, 'x-forwarded-for': '192.0.2.123' },
    })
    expect(sheet.body.code).toBe(200)
    const rows = (await tableRows(server, 'res_offlineGrants')).filter(
      (r) => Number(r.deleted) === 0 && Number(r.used_at) === 0,
    ) as unknown as OfflineGrantRow[]
    const post = (token: string, path: string, body: object, device: string) =>
      call(server, 'POST', path, {
        body,
        headers: { token: `Bearer ${token}`, 'idempotency-key': newId(), 'x-device': device },
      })
    const { items } = await shopData(server)
    const big = items.find((i) => Number(i.price) > 20_000)!
    const sale = cashSale(lines([big], 1))
    expect((await post(cashier, '/dian/saveCashCheckout', sale, 'till-x')).body.code).toBe(200)
    const refund = (grant: string) => ({
      id: newId(),
      order_id: sale.id,
      amount: sale.total,
      to: 'cash',
      reason: '整单退',
      at: new Date().toISOString(),
      grant,
    })
    const wrong = () =>
      post(cashier, '/dian/saveRefund', refund(offlineGrant(rows[0]!.id, 'ABCDEFGHJK')), 'till-x')
    const { answers, during } = await flood(3, wrong, () =>
      post(admin, '/dian/saveCashCheckout', cashSale(lines([big], 1)), 'office-till'),
    )
    expect(during.body.code).toBe(200)
    // Each wrong code is refused; past the first few the cashier's approvals on that till are paused.
    expect(answers.every((a) => a.body.code !== 200)).toBe(true)
    expect(answers.some((a) => /^店长授权失败次数过多/.test(a.body.msg))).toBe(true)
    expect(answers.every((a) => a.body.code !== 401)).toBe(true)
    // The manager's right code, from another till: the refund goes, and the code is spent.
    const code = sheet.body.data.codes[1]!
    const match = (await matchGrantCode(code, rows, new Set()))!.id
    const right = await post(cashier, '/dian/saveRefund', refund(offlineGrant(match, code)), 'till-y')
    expect(right.body.code).toBe(200)
    const other = cashSale(lines([big], 1))
    expect((await post(cashier, '/dian/saveCashCheckout', other, 'till-y')).body.code).toBe(200)
    const again = await post(
      cashier,
      '/dian/saveRefund',
      { ...refund(offlineGrant(match, code)), order_id: other.id, amount: other.total },
      'till-y',
    )
    expect(again.body.code).toBe(403)
  }, 240_000)
})
