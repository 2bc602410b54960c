// Real Chromium (Debian's package) driven by playwright-core, against the built app on the real server.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'
import { startTestServer, type TestServer } from './test-server.ts'

export const CHROMIUM = process.env.PM3_CHROMIUM ?? '/usr/bin/chromium'

/** Starts CHROMIUM with the --disable-features switches merged (it keeps only the last one). */
const CHROMIUM_LAUNCHER = fileURLToPath(new URL('./chromium-merged-features.sh', import.meta.url))

/**
 * Chromium 156 warms a WebUI renderer for the address bar's popup in every new context, loading some
 * 300 chrome:// modules: about a third of a headless sign-in's CPU, for a popup no test opens.
 */
const UNUSED_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup']

/** `extraArgs`: Chromium switches a test needs beyond the usual headless set. */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}: run  apt-get install -y chromium  (or set PM3_CHROMIUM)`,
    )
  }
  return chromium.launch({
    executablePath: CHROMIUM_LAUNCHER,
    env: { ...process.env, PM3_CHROMIUM: CHROMIUM },
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--disable-features=${UNUSED_BROWSER_UI.join(',')}`,
      ...extraArgs,
    ],
  })
}

/** The real server serving the built app (`npm run build` first; `npm test` does). */
export async function startAppServer(
  overrides: Parameters<typeof startTestServer>[0] = {},
): Promise<TestServer> {
  if (!existsSync(path.resolve('dist/index.html')))
    throw new Error('dist/ is missing: run `npm run build` first')
  return startTestServer({ ...overrides, withApp: true })
}

/** Waits until the service worker controls the page, so a reload can be served offline. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate('navigator.serviceWorker.ready.then(() => undefined)')
  // An active worker claims open pages; one that activated mid-navigation is in control after a reload.
  const controlled = await page
    .waitForFunction('navigator.serviceWorker.controller != null', undefined, { timeout: 5_000 })
    .then(() => true)
    .catch(() => false)
  if (!controlled) {
    await page.reload()
    await page.waitForFunction('navigator.serviceWorker.controller != null', undefined, { timeout: 15_000 })
  }
}

export interface BrowserSession {
  context: BrowserContext
  page: Page
}

/**
 * A context that never leaves the network may run with `serviceWorkers: 'block'`: the worker's
 * install precaches the whole app, about 4 CPU-s a context on these 2 cores, and only an offline
 * test needs it.
 */
export interface ContextOptions {
  locale?: string
  serviceWorkers?: 'allow' | 'block'
  /** A finger, not a mouse (a tablet, a phone): `pointer: coarse` matches. */
  touch?: boolean
}

/** For a context that never leaves the network: no service worker to install. */
export const ONLINE_ONLY: ContextOptions = { serviceWorkers: 'block' }

/**
 * The context behaves as a browser without service workers, which the app checks for. Playwright's
 * own `serviceWorkers: 'block'` answers a registration with undefined, which no browser does.
 */
export async function withoutServiceWorker(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker
  })
}

export async function openPage(
  browser: Browser,
  server: TestServer,
  { locale = 'zh-CN', serviceWorkers = 'allow', touch = false }: ContextOptions = {},
): Promise<BrowserSession> {
  const context = await browser.newContext({
    baseURL: server.url,
    locale,
    serviceWorkers,
    ...(touch && { hasTouch: true, isMobile: true }),
  })
  if (serviceWorkers === 'block') await withoutServiceWorker(context)
  const page = await context.newPage()
  return { context, page }
}

/** The menu's group titles as the column layout shows them (the default layout). */
export const groupTitles = (page: Page) =>
  page.getByRole('navigation', { name: 'groups' }).getByRole('button').allInnerTexts()

/** Signs in through the real login page, as a user would. */
export async function signInThroughPage(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('用户名').fill(username)
  await page.getByLabel('密码').fill(password)
  await page.getByRole('button', { name: '登录' }).click()
}

/** Signs out through the avatar dropdown, as a user would. */
export async function openUserMenuAndSignOut(page: Page, nickname: string): Promise<void> {
  await page.getByRole('button', { name: nickname }).click()
  await page.getByRole('menuitem', { name: '退出登录' }).click()
}

const blockApi = (route: import('playwright-core').Route) => route.abort('internetdisconnected')

const OFFLINE_COOKIE = 'pm3-e2e-offline'
const withOnLineFollowingEmulation = new WeakSet<BrowserContext>()

/**
 * A real device without a network says so in `navigator.onLine`, in every page it loads. Some
 * Chromium builds (Debian's 150 with this Playwright) keep it true in a page loaded while the
 * context is emulated offline, which no real device does; this makes every page of the context
 * report what the emulation says (a cookie carries the state across reloads and new tabs).
 */
async function makeOnLineFollowEmulation(context: BrowserContext): Promise<void> {
  if (withOnLineFollowingEmulation.has(context)) return
  withOnLineFollowingEmulation.add(context)
  await context.addInitScript((cookie: string) => {
    const real = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')
    Object.defineProperty(Navigator.prototype, 'onLine', {
      configurable: true,
      get() {
        return document.cookie.includes(`${cookie}=1`) ? false : Boolean(real?.get?.call(this))
      },
    })
  }, OFFLINE_COOKIE)
}

function originOf(context: BrowserContext): string | null {
  const url = context
    .pages()
    .find((p) => p.url().startsWith('http'))
    ?.url()
  return url ? new URL(url).origin : null
}

/**
 * Cuts the network for the page, its workers and the service worker. Offline emulation reaches a
 * worker that starts later only after a moment, so API calls are also refused by route.
 */
export async function goOffline(context: BrowserContext): Promise<void> {
  await makeOnLineFollowEmulation(context)
  await context.route('**/api/**', blockApi)
  const origin = originOf(context)
  if (origin) await context.addCookies([{ name: OFFLINE_COOKIE, value: '1', url: origin }])
  await context.setOffline(true)
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute('**/api/**', blockApi)
  await context.clearCookies({ name: OFFLINE_COOKIE })
  await context.setOffline(false)
  // Where the build kept `navigator.onLine` true in a page loaded offline, it fires no `online`
  // either: the page hears what a real device's page would.
  for (const page of context.pages())
    await page.evaluate(() => window.dispatchEvent(new Event('online'))).catch(() => undefined)
}

export interface AppUnderTest {
  browser: Browser
  server: TestServer
}

/** For a test file: the built app on a fresh real server, and one Chromium. */
export function appUnderTest(overrides: Parameters<typeof startTestServer>[0] = {}): AppUnderTest {
  const app = {} as AppUnderTest
  beforeAll(async () => {
    app.server = await startAppServer(overrides)
    app.browser = await launchBrowser()
  })
  afterAll(async () => {
    await app.browser?.close()
    await app.server?.stop()
  })
  return app
}

/** A new browser context signed in through the login page, on the dashboard with its first tab. */
export async function signedInPage(
  app: AppUnderTest,
  username: string,
  password: string,
  options: ContextOptions = {},
): Promise<BrowserSession> {
  const s = await openPage(app.browser, app.server, options)
  await s.page.setViewportSize({ width: 1280, height: 900 })
  await s.page.goto('/login')
  await signInThroughPage(s.page, username, password)
  await s.page.waitForURL(`${app.server.url}/`)
  await s.page.locator('[data-tab="/"]').waitFor()
  return s
}

/** Waits until this user's mirror holds the given lists (their first pull finished), as a till must before it loses the network. */
export async function waitForPulled(page: Page, resources: string[]): Promise<void> {
  const script = `(async () => {
    const name = (await indexedDB.databases()).map((d) => d.name).find((n) => n && n.startsWith('pm3:') && n.split(':').length === 3)
    if (!name) return []
    return await new Promise((resolve) => {
      const r = indexedDB.open(name)
      r.onsuccess = () => {
        const q = r.result.transaction('syncState').objectStore('syncState').getAll()
        q.onsuccess = () => { resolve(q.result.filter((x) => x.lastPullAt).map((x) => x.resource)); r.result.close() }
        q.onerror = () => resolve([])
      }
      r.onerror = () => resolve([])
    })
  })()`
  await expect
    .poll(
      async () => {
        const pulled = (await page.evaluate(script).catch(() => [])) as string[]
        return resources.every((res) => pulled.includes(res))
      },
      { timeout: 30_000 },
    )
    .toBe(true)
}

/**
 * Client-side navigation, as a menu click does: a full load per route costs a sign-in check, the
 * mirror's start and a sync each time, and a walk of the whole menu took many minutes that way.
 * Resolves once the route's tab is open (the router took the change, not just the address).
 */
export async function navigateInApp(page: Page, route: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to)
    dispatchEvent(new PopStateEvent('popstate', { state: null }))
  }, route)
  await page.locator(`[data-tab="${route}"]`).waitFor({ state: 'attached', timeout: 10_000 })
}

/**
 * Other tabs' pages stay mounted, hidden, each with its live reads: a walk of the menu closes them
 * every few routes so the page measured is not slowed by seventy others. The home tab stays.
 */
export async function closeOtherTabs(page: Page, lang: 'zh' | 'en' = 'zh'): Promise<void> {
  if ((await page.locator('[data-tab]').count()) <= 5) return
  await page.getByRole('button', { name: lang === 'zh' ? '更多' : 'More', exact: true }).click()
  await page.getByRole('menuitem', { name: lang === 'zh' ? '关闭其他' : 'Close others' }).click()
  await page.waitForFunction(() => document.querySelectorAll('[data-tab]').length <= 2)
}
