// Issue 38, the finding left in the attacker's probe (F3): whoever shares the manager's network
// address (another till, the shop's Wi-Fi) could lock the manager's sign-in there with ten wrong
// passwords. A browser the manager signed in on before carries a device proof and is counted on its
// own (OWASP's device cookies); guesses without one, or with a made-up one, still meet the address.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/test-server.ts'

const SHOP = '192.0.2.50'
const LOCKED = /^登录失败次数过多，账号已锁定/
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ trustedProxies: ['127.0.0.1'] })
})
afterAll(() => server.stop())

async function signIn(password: string, cookie?: string) {
  const res = await fetch(`${server.api}/user/userLogin`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': SHOP,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ username: 'admin', password }),
  })
  const body = (await res.json()) as { code: number; msg: string; token?: string }
  const proof = /pm3_device=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1]
  return { ...body, proof, setCookie: res.headers.get('set-cookie') ?? '' }
}

/** Ten wrong passwords, waiting out each delay, as a patient guesser would. */
async function tenWrong(cookie?: string) {
  let last = await signIn('wrong-pass', cookie)
  for (let i = 1; i < 10; i++) {
    server.clock.advance(20_000)
    last = await signIn('wrong-pass', cookie)
  }
  return last
}

it('a browser the manager signed in on keeps signing in while guesses from the same address lock it', async () => {
  const first = await signIn('admin123')
  expect(first.code).toBe(200)
  expect(first.proof).toMatch(/^[A-Za-z0-9_-]{43}$/)
  // The proof is out of the page's reach and never crosses to another site.
  expect(first.setCookie).toMatch(/HttpOnly/i)
  expect(first.setCookie).toMatch(/SameSite=Strict/i)
  const managersBrowser = `pm3_device=${first.proof}`

  // Someone on the shop's Wi-Fi, with no proof, and someone with a made-up one: both are the address.
  expect((await tenWrong()).msg).toMatch(LOCKED)
  const madeUp = `pm3_device=${'x'.repeat(43)}`
  expect((await signIn('admin123', madeUp)).msg).toMatch(LOCKED)
  expect((await signIn('admin123')).msg).toMatch(LOCKED)

  // The manager's own browser, at the same address, is not locked.
  const again = await signIn('admin123', managersBrowser)
  expect(again.code).toBe(200)
  expect(again.token).toBeTruthy()
  expect(again.proof).toBe(first.proof)
})

it('guesses from the manager’s own browser lock that browser only, with the same words', async () => {
  server.clock.advance(16 * 60_000)
  const first = await signIn('admin123')
  const browser = `pm3_device=${first.proof}`
  const tenth = await tenWrong(browser)
  expect(tenth.msg).toBe('登录失败次数过多，账号已锁定，请 15 分钟后再试')
  expect((await signIn('admin123', browser)).msg).toMatch(LOCKED)
  // Meanwhile the manager signs in on another browser at the same address (the earlier lock there is over).
  expect((await signIn('admin123')).code).toBe(200)
})
