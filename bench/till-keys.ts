// `npx tsx bench/till-keys.ts` (after `npm run build`): the till's keyboard with a 5,000-item
// catalogue, in real Chromium against the built app, as a cashier (issue 21):
//  1. a keystroke in the search box → the hits list redrawn (the filter runs over every item);
//  2. Enter on a hit → the cart's total redrawn;
//  3. a scanner's burst of 13 digits and Enter → the item in the cart.
// Each is timed in the page, from the key's own event time to the first paint-ready DOM change
// (a MutationObserver), so Playwright's round trips are not counted. Figures, not verdicts.
import type { Page } from 'playwright-core'
import { launchBrowser, openPage, signInThroughPage, startAppServer } from '../tests/helpers/browser.ts'
import { addServiceItems } from './generate.ts'
import { pct } from './stats.ts'

const ITEMS = Number(process.env.PM3_BENCH_ITEMS ?? 5_000)
const TRIALS = Number(process.env.PM3_BENCH_TRIALS ?? 60)

/** A figure, or NaN when the change never came (said in the output, never a hang). */
const within = (p: Promise<unknown>, ms = 5_000) =>
  Promise.race([p, new Promise((r) => setTimeout(() => r(Number.NaN), ms))]) as Promise<number>

/** In the page: time from the next keydown to the next change inside `selector`. */
const arm = (selector: string) => `void (window.__armed = new Promise((resolve) => {
  let t0 = 0
  const target = document.querySelector(${JSON.stringify(selector)})
  const mo = new MutationObserver(() => { if (t0) { mo.disconnect(); resolve(performance.now() - t0) } })
  mo.observe(target, { subtree: true, childList: true, characterData: true })
  window.addEventListener('keydown', (e) => { if (!t0) t0 = e.timeStamp }, { capture: true, once: true })
}))`

/**
 * The same, from the first key of a burst to the change it finally makes; and from its Enter (the
 * part that is the till's own: the driver hands the burst's keys over one by one, each waiting for
 * the page, where a real scanner's come at its own pace).
 */
const armBurst = (selector: string) => `void (window.__armed = new Promise((resolve) => {
  let t0 = 0
  let enterAt = 0
  const target = document.querySelector(${JSON.stringify(selector)})
  const mo = new MutationObserver(() => { if (t0) { mo.disconnect(); removeEventListener('keydown', onKey, true); const now = performance.now(); resolve([now - t0, now - enterAt]) } })
  const onKey = (e) => {
    if (!t0) { t0 = e.timeStamp; mo.observe(target, { subtree: true, childList: true, characterData: true }) }
    if (e.key === 'Enter') enterAt = e.timeStamp
  }
  addEventListener('keydown', onKey, true)
}))`
const armed = 'window.__armed'
/** [burst → change, Enter → change], or NaNs when the change never came. */
const burstTimes = async (page: Page): Promise<[number, number]> => {
  const x = (await within(page.evaluate(armed))) as unknown as [number, number] | number
  return Array.isArray(x) ? x : [Number.NaN, Number.NaN]
}

const server = await startAppServer()
const browser = await launchBrowser()
try {
  await addServiceItems(server, ITEMS)
  const { page } = await openPage(browser, server)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/login')
  await signInThroughPage(page, 'shop', 'shop123')
  await page.waitForURL((u) => !u.pathname.startsWith('/login'))
  await page.goto('/dian/shouxian')
  const search = page.getByRole('combobox', { name: '搜索项目（名称 / 拼音首字母 / 编码）' })
  await search.waitFor()
  // The whole catalogue is on the device once its last item can be found.
  await search.fill(`G${String(ITEMS - 1).padStart(5, '0')}`)
  await page.getByRole('listbox').getByRole('option').first().waitFor({ timeout: 120_000 })
  // Warm up: the pinyin dictionary loads at the first letter.
  await search.fill('x')
  await page.waitForTimeout(1000)
  await search.fill('')

  const keystroke: number[] = []
  const enter: number[] = []
  const scan: number[] = []
  const scanEnter: number[] = []
  for (let i = 0; i < TRIALS; i++) {
    // A sale has a few lines, not a hundred: a fresh till every five trials.
    if (i > 0 && i % 5 === 0) {
      await page.reload()
      await search.waitFor()
    }
    const code = `G${String((i * 83) % ITEMS).padStart(5, '0')}`
    await search.focus()
    // A person's pace (a fast cashier): a burst of keys this quick would be taken for a scanner.
    await page.keyboard.type(code.slice(0, -1), { delay: 60 })
    await page.evaluate(arm('#till-hits'))
    await page.keyboard.press(code.slice(-1))
    keystroke.push(await within(page.evaluate(armed)))
    await page.evaluate(arm('[data-testid="till-total"]'))
    await page.keyboard.press('Enter')
    enter.push(await within(page.evaluate(armed)))

    const barcode = `69${String(10_000_000_000 + ((i * 97) % ITEMS)).slice(-11)}`
    await page.evaluate(armBurst('[data-testid="till-total"]'))
    await page.keyboard.type(barcode, { delay: 0 })
    await page.keyboard.press('Enter')
    const [whole, afterEnter] = await burstTimes(page)
    scan.push(whole)
    scanEnter.push(afterEnter)
  }
  // The limit measured in the same run: the same burst typed into a bare input whose Enter writes
  // one line of text — what the browser and the driver take for 13 keys and nothing else.
  await page.evaluate(`(() => {
    const input = document.createElement('input'); input.id = 'bare'; document.body.append(input)
    const out = document.createElement('p'); out.id = 'bare-out'; document.body.append(out)
    input.addEventListener('keydown', (e) => { if (e.key === 'Enter') { out.textContent = input.value; input.value = '' } })
  })()`)
  const bare: number[] = []
  const bareEnter: number[] = []
  for (let i = 0; i < TRIALS; i++) {
    await page.focus('#bare')
    await page.evaluate(armBurst('#bare-out'))
    await page.keyboard.type(`69${String(10_000_000_000 + i).slice(-11)}`, { delay: 0 })
    await page.keyboard.press('Enter')
    const [whole, afterEnter] = await burstTimes(page)
    bare.push(whole)
    bareEnter.push(afterEnter)
  }
  const row = (name: string, xs: number[], target: string) =>
    `| ${name} | ${pct(xs, 0.5).toFixed(1)} ms | ${pct(xs, 0.95).toFixed(1)} ms | ${target} |`
  console.info(
    `\nTill keyboard, ${ITEMS.toLocaleString('en-US')} items, ${TRIALS} trials each (Chromium, headless)\n`,
  )
  console.info('| step | p50 | p95 | target |\n|---|---|---|---|')
  console.info(row('keystroke → hits redrawn', keystroke, '< 16.7 ms (1 frame)'))
  console.info(row('Enter → cart total redrawn', enter, '< 16.7 ms (1 frame)'))
  console.info(row('scanner burst (13 digits + Enter) → item in cart', scan, '< 50 ms'))
  console.info(row('limit: the same burst into a bare input', bare, '—'))
  console.info(row("scanner's Enter → item in cart (the till's own part)", scanEnter, '—'))
  console.info(row("limit: a bare input's Enter → its text shown", bareEnter, '—'))
} finally {
  await browser.close()
  await server.stop()
}
