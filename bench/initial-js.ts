// `npx tsx bench/initial-js.ts` (after `npm run build`): the script the login page and the till
// load before they are usable, file by file, gzip — the same measure as `npm run bench`'s
// "initial JS" rows (an offline cold start of /dian/shouxian in a signed-in tab), without the 100k
// rows around it. Bytes do not depend on the machine's load, so this runs anywhere.
import path from 'node:path'
import type { Page } from 'playwright-core'
import {
  goOffline,
  launchBrowser,
  openPage,
  signInThroughPage,
  startAppServer,
  waitForServiceWorker,
} from '../tests/helpers/browser.ts'
import { gzipBytes, JS_ENTRIES } from './shop-sync.ts'
import { firstVisible } from './stats.ts'

function print(what: string, urls: string[]): void {
  const files = urls.map((u) => ({ name: new URL(u).pathname, bytes: gzipBytes([u]) }))
  files.sort((a, b) => b.bytes - a.bytes)
  const total = files.reduce((s, f) => s + f.bytes, 0)
  console.info(`\n${what}: ${(total / 1024).toFixed(1)} KB gzip in ${files.length} files`)
  for (const f of files) console.info(`  ${(f.bytes / 1024).toFixed(1).padStart(6)} KB  ${f.name}`)
}

// PM3_STATIC_DIR: measure a build made elsewhere (`npx vite build --outDir …`) while dist/ is in use.
const staticDir = process.env.PM3_STATIC_DIR
const server = await startAppServer(staticDir ? { staticDir: path.resolve(staticDir) } : {})
const browser = await launchBrowser()
try {
  const fresh = await openPage(browser, server)
  await fresh.page.goto('/login')
  await fresh.page.getByLabel('用户名').waitFor()
  print('login', (await fresh.page.evaluate(JS_ENTRIES)) as string[])
  await fresh.context.close()

  const { context, page } = await openPage(browser, server)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/login')
  await signInThroughPage(page, 'shop', 'shop123')
  await page.waitForURL(`${server.url}/`)
  await page.locator('[data-tab="/"]').waitFor()
  await waitForServiceWorker(page)
  await goOffline(context)
  const till: Page = await context.newPage()
  await till.setViewportSize({ width: 1280, height: 900 })
  await till.goto('/dian/shouxian')
  await firstVisible(till, '[data-testid="till-total"]')
  print('till (offline cold start)', (await till.evaluate(JS_ENTRIES)) as string[])
  await context.close()
} finally {
  await browser.close()
  await server.stop()
}
