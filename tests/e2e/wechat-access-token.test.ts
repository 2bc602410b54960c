// The page's side of spec §7's WeChat access token, on a host that is not the local machine (every
// other browser test runs on 127.0.0.1, where the page never asks).
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../src/data/enqueue.ts'
import { launchBrowser, signInThroughPage, startAppServer, withoutServiceWorker } from '../helpers/browser.ts'
import { bearer, call, login, type TestServer } from '../helpers/test-server.ts'

let server: TestServer
let browser: Browser
let origin: string
beforeAll(async () => {
  server = await startAppServer()
  origin = `http://pm3.test:${new URL(server.url).port}`
  // pm3.test reaches the test server; treated as secure like https, as the service worker, Web Locks
  // and crypto.randomUUID need.
  browser = await launchBrowser([
    '--host-resolver-rules=MAP pm3.test 127.0.0.1',
    `--unsafely-treat-insecure-origin-as-secure=${origin}`,
  ])
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('WeChat access token in the page', () => {
  it('is fetched once after sign-in where the company switched weixin_gzh on, cached with its expiry, and reused after a reload', async () => {
    // What an admin's 微信公众号 tick on /site/sitesettings saves; the page takes it from site info.
    const admin = bearer(await login(server, 'admin', 'admin123'))
    const saved = await call(server, 'POST', '/user/saveErpInfo', {
      body: { weixin_gzh: 1 },
      headers: { ...admin, 'idempotency-key': newId() },
    })
    expect(saved.body.code).toBe(200)
    const context = await browser.newContext({ baseURL: origin, locale: 'zh-CN' })
    await withoutServiceWorker(context)
    const page = await context.newPage()
    let asked = 0
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/wx/getWxAccessToken') asked++
    })
    await page.goto('/login')
    await expect.poll(() => page.evaluate(() => localStorage.getItem('weixin_gzh'))).toBe('1')
    // The token is the company's credential: an admin holds the right 772 (issue 38).
    await signInThroughPage(page, 'admin', 'admin123')
    await page.waitForURL(`${origin}/`)

    const cached = () =>
      page.evaluate(
        () =>
          JSON.parse(localStorage.getItem('wx_access_token') ?? 'null') as {
            token: string
            expiresAt: number
          },
      )
    await expect.poll(cached, { timeout: 15_000 }).not.toBeNull()
    const { body } = await call<{ access_token: string }>(server, 'GET', '/wx/getWxAccessToken', {
      headers: admin,
    })
    const first = await cached()
    expect(first.token).toBe(body.data.access_token)
    expect(first.expiresAt).toBeGreaterThan(Date.now())
    expect(asked).toBe(1)

    // After the reload the shell re-reads the user info; the token call would go out beside it.
    const userInfoAgain = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/user/userInfo')
    await page.reload()
    await userInfoAgain
    expect(await cached()).toEqual(first)
    expect(asked).toBe(1)
    await context.close()
  })

  it('is not asked for by a user without the right 772: the cashier’s page goes on without it', async () => {
    const context = await browser.newContext({ baseURL: origin, locale: 'zh-CN' })
    await withoutServiceWorker(context)
    const page = await context.newPage()
    let asked = 0
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/wx/getWxAccessToken') asked++
    })
    await page.goto('/login')
    await expect.poll(() => page.evaluate(() => localStorage.getItem('weixin_gzh'))).toBe('1')
    await signInThroughPage(page, 'shop', 'shop123')
    await page.waitForURL(`${origin}/`)
    const userInfoAgain = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/user/userInfo')
    await page.reload()
    await userInfoAgain
    expect(asked).toBe(0)
    expect(new URL(page.url()).pathname).toBe('/')
    await context.close()
  })
})
