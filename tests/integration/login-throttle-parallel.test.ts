// Issue 19, findings 2 and 3: sign-in attempts are counted before the password is checked, so
// parallel guesses cannot outrun the throttle; the lock-out is per (account, address), so a guesser
// elsewhere cannot lock the real user out; the admin can lift it.
import { ulid } from 'ulid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_YUN_ACCOUNT } from '../../server/demo/demo-study.ts'
import { bearer, call, login, startTestServer, type TestServer } from '../helpers/test-server.ts'

const WRONG = /^用户名或密码错误/

function attempt(server: TestServer, username: string, password: string, from?: string) {
  return call(server, 'POST', '/user/userLogin', {
    body: { username, password },
    headers: from ? { 'x-forwarded-for': from } : {},
  })
}

/** How many of the account's attempts from `address` the server counted (and checked). */
async function countedFailures(server: TestServer, username: string, address: string): Promise<number> {
  const user = await server.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow()
  const row = await server.db
    .selectFrom('login_attempts')
    .select('failed')
    .where('kind', '=', 'user')
    .where('account_id', '=', user.id)
    .where('address', '=', address)
    .executeTakeFirst()
  return Number(row?.failed ?? 0)
}

describe('parallel guesses from one address', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.stop())

  it('40 parallel wrong passwords: only the first five are checked, and the right one then waits', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => attempt(server, 'field', 'guess-123')))
    const checked = answers.filter((a) => WRONG.test(a.body.msg))
    const refused = answers.filter((a) => a.body.msg.startsWith('登录失败次数过多'))
    expect(checked.length).toBe(5)
    expect(refused.length).toBe(35)
    expect(answers.every((a) => a.body.token === undefined)).toBe(true)

    const right = await attempt(server, 'field', 'field123')
    expect(right.body.code).toBe(401)
    expect(right.body.msg).toMatch(/^登录失败次数过多，请 \d+ 秒后再试$/)
    expect(right.body.token).toBeUndefined()
  })

  it('280 parallel guesses are each counted; the tenth checked failure locks', async () => {
    const burst = () => Promise.all(Array.from({ length: 280 }, () => attempt(server, 'office', 'guess-123')))
    let checked = (await burst()).filter((a) => WRONG.test(a.body.msg)).length
    expect(checked).toBe(5)
    // Each later burst gets exactly one check per delay, until the tenth check locks the address out.
    for (const wait of [1, 2, 4, 8]) {
      server.clock.advance(wait * 1000)
      checked += (await burst()).filter((a) => WRONG.test(a.body.msg)).length
    }
    expect(checked).toBe(9)
    server.clock.advance(16_000)
    const last = await burst()
    expect(last.every((a) => a.body.msg === '登录失败次数过多，账号已锁定，请 15 分钟后再试')).toBe(true)
    // Ten passwords were checked in all, out of 1680 guesses: the counter says so too.
    expect(await countedFailures(server, 'office', '127.0.0.1')).toBe(10)
    const locked = await attempt(server, 'office', 'office123')
    expect(locked.body.msg).toBe('登录失败次数过多，账号已锁定，请 15 分钟后再试')
  })

  it('the cloud tools’ sign-in is counted the same way', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        call(server, 'POST', '/yun/yunUserLogin', {
          body: { username: DEMO_YUN_ACCOUNT.username, password: 'x' },
        }),
      ),
    )
    expect(answers.filter((a) => WRONG.test(a.body.msg)).length).toBe(5)
    const right = await call(server, 'POST', '/yun/yunUserLogin', {
      body: { username: DEMO_YUN_ACCOUNT.username, password: DEMO_YUN_ACCOUNT.password },
    })
    expect(right.body.token).toBeUndefined()
  })

  it('X-Forwarded-For from an unconfigured proxy changes nothing: the socket is the address', async () => {
    for (let i = 0; i < 10; i++) {
      await attempt(server, 'shop', 'guess-123', `198.51.100.${i}`)
      server.clock.advance(20_000)
    }
    const right = await attempt(server, 'shop', 'shop123', '192.0.2.200')
    expect(right.body.msg).toMatch(/账号已锁定/)
  })
})

describe('a guesser elsewhere cannot lock the real user out', () => {
  let server: TestServer
  const OFFICE = '192.0.2.10'
  const ATTACKER = '203.0.113.66'
  beforeAll(async () => {
    // The test's requests come through "a proxy" on 127.0.0.1 that names the caller's address.
    server = await startTestServer({ trustedProxies: ['127.0.0.1'] })
  })
  afterAll(() => server.stop())

  it('nine, ten, any number of wrong guesses from elsewhere leave the admin signing in at the office', async () => {
    expect((await attempt(server, 'admin', 'admin123', OFFICE)).body.code).toBe(200)
    for (let i = 0; i < 12; i++) {
      await attempt(server, 'admin', 'guess-123', ATTACKER)
      server.clock.advance(20_000)
    }
    expect((await attempt(server, 'admin', 'admin123', ATTACKER)).body.msg).toMatch(/账号已锁定/)
    const atOffice = await attempt(server, 'admin', 'admin123', OFFICE)
    expect(atOffice.body.code).toBe(200)
    // A new address (the admin on a phone) is not locked either: the account is only slowed down.
    expect((await attempt(server, 'admin', 'admin123', '192.0.2.99')).body.code).toBe(200)
  })

  // Issue 38 (NIST 800-63B: throttle the guesser, not the owner): failures from elsewhere slow down
  // the addresses that failed; the owner's first try from a new address goes through, until the
  // account has had 100 failures in 15 minutes. Known addresses are never slowed.
  it('guesses spread over many addresses slow the guessers, not the owner on a new address', async () => {
    expect((await attempt(server, 'field', 'field123', OFFICE)).body.code).toBe(200)
    // In parallel twenty at a time: more at once would find the Argon2 queue full (429, uncounted).
    const spreadFrom = async (first: number, n: number) => {
      const answers = []
      for (let at = first; at < first + n; at += 20)
        answers.push(
          ...(await Promise.all(
            Array.from({ length: 20 }, (_, i) =>
              attempt(server, 'field', 'guess-123', `198.51.100.${at + i}`),
            ),
          )),
        )
      return answers
    }
    const spread = await spreadFrom(1, 60)
    expect(spread.every((a) => WRONG.test(a.body.msg))).toBe(true)
    // A guesser's next try waits; the owner on a phone (an address never seen) signs in at once.
    expect((await attempt(server, 'field', 'guess-123', '198.51.100.60')).body.msg).toMatch(/秒后再试/)
    expect((await attempt(server, 'field', 'field123', '198.51.100.200')).body.code).toBe(200)

    // Past 100 failures in 15 minutes, fresh addresses wait too; known ones never do.
    const more = await spreadFrom(61, 60)
    expect(more.filter((a) => a.body.msg.startsWith('登录失败次数过多')).length).toBeGreaterThan(15)
    expect((await attempt(server, 'field', 'field123', '198.51.100.201')).body.msg).toMatch(/秒后再试/)
    expect((await attempt(server, 'field', 'field123', OFFICE)).body.code).toBe(200)
    expect((await attempt(server, 'field', 'field123', '198.51.100.200')).body.code).toBe(200)
    // Never a lock: the slow-down is at most a minute.
    server.clock.advance(60_000)
    expect((await attempt(server, 'field', 'field123', '198.51.100.201')).body.code).toBe(200)
  })

  it('an admin lifts a lock-out; nobody else may', async () => {
    for (let i = 0; i < 10; i++) {
      await attempt(server, 'shop', 'guess-123', OFFICE)
      server.clock.advance(20_000)
    }
    expect((await attempt(server, 'shop', 'shop123', OFFICE)).body.msg).toMatch(/账号已锁定/)
    const admin = await login(server, 'admin', 'admin123')
    const users = await call<{ id: string; username: string }[]>(server, 'GET', '/user/getUserList', {
      headers: bearer(admin),
    })
    const shop = users.body.data.find((u) => u.username === 'shop')!
    const office = await login(server, 'office', 'office123')
    const refused = await call(server, 'POST', '/user/unlockUser', {
      headers: { ...bearer(office), 'idempotency-key': ulid() },
      body: { id: shop.id },
    })
    expect(refused.body.code).toBe(403)
    const unlocked = await call(server, 'POST', '/user/unlockUser', {
      headers: { ...bearer(admin), 'idempotency-key': ulid() },
      body: { id: shop.id },
    })
    expect(unlocked.body.code).toBe(200)
    expect((await attempt(server, 'shop', 'shop123', OFFICE)).body.code).toBe(200)
  })
})
