// WebKit over classic WebDriver, with webdriverio: WebKitGTK (Debian's webkit2gtk-driver, 2.50, the
// MiniBrowser under a virtual X display) by default, or WPE (wpewebkit-driver, 2.38, headless) with
// PM3_WEBKIT=wpe. Each session starts with empty storage; two pages of one profile are two windows of
// one session. The drivers hold one session at a time, and a new session asked for while the last
// one's browser was still closing sometimes hung (UND_ERR_HEADERS_TIMEOUT, then the test's 120 s):
// each profile has a driver (and virtual display) of its own, stopped with it.
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import net from 'node:net'
import { Key, remote } from 'webdriverio'
import type { Engine, EnginePage, EngineProfile } from './engine.ts'

interface Port {
  name: string
  driver: string
  /** The driver's command line: WebKitGTK needs an X display, WPE runs headless on its own. */
  command: (port: number) => [string, string[]]
  capabilities: Record<string, unknown>
}

const GTK_BROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'
const WPE_BROWSER = '/usr/lib/x86_64-linux-gnu/wpe-webkit-1.1/MiniBrowser'

const PORTS: Record<string, Port> = {
  gtk: {
    name: 'WebKitGTK',
    driver: '/usr/bin/WebKitWebDriver',
    command: (port) => ['xvfb-run', ['-a', '/usr/bin/WebKitWebDriver', `--port=${port}`]],
    capabilities: { 'webkitgtk:browserOptions': { binary: GTK_BROWSER, args: ['--automation'] } },
  },
  wpe: {
    name: 'WPE WebKit',
    driver: '/usr/bin/WPEWebDriver',
    command: (port) => ['/usr/bin/WPEWebDriver', [`--port=${port}`]],
    // Without --automation the session hangs.
    capabilities: { 'wpe:browserOptions': { binary: WPE_BROWSER, args: ['--headless', '--automation'] } },
  },
}

export const WEBKIT_PORT = PORTS[process.env.PM3_WEBKIT ?? 'gtk'] ?? PORTS.gtk!

export const webkitInstalled = () => existsSync(WEBKIT_PORT.driver)

const NAMED_KEYS: Record<string, string> = {
  Enter: Key.Enter,
  Escape: Key.Escape,
  Tab: Key.Tab,
  Backspace: Key.Backspace,
  F6: Key.F6,
  F7: Key.F7,
  F8: Key.F8,
  F9: Key.F9,
}

async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

function stopDriver(child: ChildProcess) {
  if (child.pid) process.kill(-child.pid, 'SIGTERM')
}

async function startDriver(): Promise<{ port: number; process: ChildProcess }> {
  const port = await freePort()
  const [command, args] = WEBKIT_PORT.command(port)
  // Its own process group, so the virtual display goes with the driver.
  const child = spawn(command, args, { stdio: 'ignore', detached: true })
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/status`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) return { port, process: child }
    await new Promise((r) => setTimeout(r, 100))
  }
  stopDriver(child)
  throw new Error(`${WEBKIT_PORT.driver} did not start`)
}

async function newProfile(): Promise<EngineProfile> {
  const driver = await startDriver()
  let browser: WebdriverIO.Browser
  try {
    browser = await remote({
      hostname: '127.0.0.1',
      port: driver.port,
      path: '/',
      logLevel: 'warn',
      // WebKitWebDriver now and then leaves a new session's request unanswered (UND_ERR_SOCKET,
      // UND_ERR_HEADERS_TIMEOUT): asked again after 45 s (longer than any page load or script may take,
      // so only a hung request is repeated) rather than at wdio's 120 s, the test's whole time.
      connectionRetryTimeout: 45_000,
      connectionRetryCount: 3,
      capabilities: {
        'wdio:enforceWebDriverClassic': true,
        // A load that never ends fails its step within the test's time (the default waits 300 s), so a
        // hang is reported where it happened rather than as the whole test's timeout.
        timeouts: { pageLoad: 30_000, script: 30_000 },
        ...WEBKIT_PORT.capabilities,
      } as WebdriverIO.Capabilities,
    })
  } catch (error) {
    stopDriver(driver.process)
    throw error
  }
  let current = await browser.getWindowHandle()
  const closed = new Set<string>()

  const pageOf = (handle: string): EnginePage => {
    const focus = async () => {
      if (closed.has(handle)) throw new Error('page closed')
      if (current !== handle) {
        await browser.switchToWindow(handle)
        current = handle
      }
    }
    return {
      async goto(url) {
        await focus()
        await browser.url(url)
      },
      async reload() {
        await focus()
        await browser.refresh()
      },
      async evaluate<T>(expression: string) {
        await focus()
        const answer = (await browser.executeAsync(
          `const done = arguments[arguments.length - 1];
           Promise.resolve().then(() => (${expression})).then((value) => done({ value }), (e) => done({ error: String(e) }))`,
        )) as { value?: T; error?: string }
        if (answer.error) throw new Error(answer.error)
        return answer.value as T
      },
      async click(selector) {
        await focus()
        await browser.$(selector).click()
      },
      async type(selector, text) {
        await focus()
        await browser.$(selector).setValue(text)
      },
      async keys(text) {
        await focus()
        await browser.keys(NAMED_KEYS[text] ?? text.split(''))
      },
      async close() {
        await focus()
        await browser.closeWindow()
        closed.add(handle)
        const left = (await browser.getWindowHandles()).filter((h) => !closed.has(h))
        if (left[0]) {
          await browser.switchToWindow(left[0])
          current = left[0]
        }
      },
    }
  }

  let first = true
  return {
    async newPage() {
      if (first) {
        first = false
        return pageOf(current)
      }
      const { handle } = await browser.createWindow('tab')
      return pageOf(handle)
    },
    async close() {
      await browser.deleteSession().catch(() => undefined)
      stopDriver(driver.process)
    },
  }
}

export async function launchWebKit(): Promise<Engine> {
  const probe = await newProfile()
  const page = await probe.newPage()
  const version = await page.evaluate<string>('navigator.userAgent')
  await probe.close()
  return {
    name: WEBKIT_PORT.name,
    version: /AppleWebKit\/[\d.]+/.exec(version)?.[0] ?? version,
    newProfile,
    // Each profile stops its own driver.
    async close() {},
  }
}
