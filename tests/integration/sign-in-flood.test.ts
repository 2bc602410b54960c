// Issue 38, point 1 and the enumeration finding: a flood of sign-ins with names no account has
// costs the flooder its address's Argon2 budget (429 with Retry-After), not the real user their
// sign-in; and a name no account has answers word for word as a real account with a wrong password.
// How fast the real sign-in stays is measured in bench/sign-in-abuse.ts, not asserted here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADDRESS_BUDGET } from '../../server/auth/login-throttle.ts'
import { call, startTestServer, type TestServer } from '../helpers/test-server.ts'

const OFFICE = '192.0.2.10'
const FLOODER = '203.0.113.66'
const WRONG = /^用户名或密码错误/
const BUDGET = /^此网络地址登录尝试过多，请 \d+ 秒后再试$/

async function signIn(server: TestServer, username: string, password: string, from: string) {
  const res = await fetch(`${server.api}/user/userLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify({ username, password }),
  })
  const body = (await res.json()) as { code: number; msg: string; token?: string }
  return { status: res.status, retryAfter: res.headers.get('retry-after'), ...body }
}

describe('a flood of unknown names', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ trustedProxies: ['127.0.0.1'] })
  })
  afterAll(() => server.stop())

  it('from one address: it gets at most its budget of checks, then 429; the real users are not refused', async () => {
    expect((await signIn(server, 'admin', 'admin123', OFFICE)).code).toBe(200)
    const wave = () =>
      Promise.all(Array.from({ length: 20 }, (_, i) => signIn(server, `nobody-${i}`, 'guess-123', FLOODER)))
    const first = wave()
    // While the flood is being checked: the admin at the office, and the shop user from a new address.
    const [atOffice, elsewhere] = await Promise.all([
      signIn(server, 'admin', 'admin123', OFFICE),
      signIn(server, 'shop', 'shop123', '192.0.2.77'),
    ])
    expect(atOffice.code).toBe(200)
    expect(atOffice.token).toBeTruthy()
    expect(elsewhere.code).toBe(200)
    // More waves until the address's budget is spent (what is beyond the address's share of the
    // Argon2 queue is turned away as "busy" without spending it).
    const answers = await first
    for (let i = 0; i < 40 && !answers.some((a) => BUDGET.test(a.msg)); i++) answers.push(...(await wave()))
    const checked = answers.filter((a) => WRONG.test(a.msg))
    expect(checked.length).toBeGreaterThan(0)
    expect(checked.length).toBeLessThanOrEqual(ADDRESS_BUDGET.lockAt!)
    expect(answers.every((a) => WRONG.test(a.msg) || a.status === 429)).toBe(true)
    const refused = answers.find((a) => BUDGET.test(a.msg))!
    expect(refused.status).toBe(429)
    expect(Number(refused.retryAfter)).toBeGreaterThan(0)
    // A real name from the flooding address meets the same refusal: the budget counts both.
    const real = await signIn(server, 'field', 'field123', FLOODER)
    expect(real.status).toBe(429)
    expect(real.msg).toMatch(BUDGET)
    // After the pause the address may try again.
    server.clock.advance(10 * 60_000 + 1000)
    expect((await signIn(server, 'field', 'field123', FLOODER)).code).toBe(200)
  }, 240_000)

  it('from many addresses: the real user at a known address is still not refused', async () => {
    const flood = Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        signIn(server, `nobody-${i}`, 'guess-123', `198.51.100.${i + 1}`),
      ),
    )
    const owner = await signIn(server, 'admin', 'admin123', OFFICE)
    expect(owner.code).toBe(200)
    const answers = await flood
    // Each answer is a wrong name or, once the queue of checks is full, "busy, come back".
    for (const a of answers)
      expect(WRONG.test(a.msg) || /^服务器正忙于核对登录，请 \d+ 秒后再试$/.test(a.msg)).toBe(true)
  }, 90_000)
})

describe('a name no account has answers as a real one does', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.stop())

  /** Eleven wrong tries, paced as a patient guesser would, in both languages: what was said. */
  async function answersFor(username: string) {
    const said: string[] = []
    for (let i = 0; i < 11; i++) {
      const res = await call(server, 'POST', '/user/userLogin', {
        body: { username, password: 'guess-123' },
        headers: { 'accept-language': i % 2 ? 'en' : 'zh' },
      })
      said.push(`${res.status} ${res.body.code} ${res.body.msg}`)
      // One try too soon (refused while waiting), then the wait.
      const soon = await call(server, 'POST', '/user/userLogin', { body: { username, password: 'x' } })
      said.push(`${soon.status} ${soon.body.code} ${soon.body.msg}`)
      server.clock.advance(20_000)
    }
    server.clock.advance(16 * 60_000)
    return said
  }

  it('the same words, codes and statuses at every step, the warning and the lock included', async () => {
    const real = await answersFor('field')
    const unknown = await answersFor('nobody-at-all')
    expect(unknown).toEqual(real)
    expect(real.join('\n')).toMatch(/再错 \d 次/)
    expect(real.join('\n')).toMatch(/locked/)
  })
})
