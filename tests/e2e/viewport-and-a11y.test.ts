// Issue 25: every page of an admin's menu fits a phone and a tablet without sideways scrolling, and
// axe finds no serious or critical violation on any of them, in Chinese and in English. The route
// list is the menu itself, so a new entry is checked without touching this file.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { subjectOf, visibleMenu } from '../../src/auth/menu-access.ts'
import { SITE_SWITCHES } from '../../src/auth/site-info.ts'
import { resources } from '../../src/modules/registry.ts'
import { routeTree } from '../../src/modules/route-tree.ts'
import { appUnderTest, signedInPage, waitForPulled } from '../helpers/browser.ts'

const app = appUnderTest()

/** Signed in with every list in the mirror: a list is only as wide as its rows make it. */
async function adminWithData() {
  const s = await signedInPage(app, 'admin', 'admin123')
  await waitForPulled(
    s.page,
    resources.map((r) => r.name),
  )
  return s
}

const allOn = Object.fromEntries(SITE_SWITCHES.map((s) => [s, 1]))
const routes = visibleMenu(routeTree, allOn, subjectOf({ admin: 1, acce: '' }))
  .flatMap((m) => m.items)
  .map((i) => i.path)

const AXE_SOURCE = readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8')
const STILL_LOADING = /加载中…|正在读取本地数据|Loading…|Reading local data/

/**
 * Client-side navigation, as a menu click does: a full load per route would cost a sign-in check,
 * the mirror's start and a sync each time, and the walk would take minutes.
 */
async function openInApp(page: Page, route: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to)
    dispatchEvent(new PopStateEvent('popstate', { state: null }))
  }, route)
  // The route's tab opens once the router has taken the change: not just the address moved.
  await page.locator(`[data-tab="${route}"]`).waitFor({ state: 'attached', timeout: 10_000 })
  // Loaded: no loading text, and a list shows its rows (every admin list has demo rows), so the
  // widths measured are those of a filled page.
  await page.waitForFunction(
    (loading) => {
      const main = document.querySelector('main')
      if (!main || new RegExp(loading).test(main.innerText)) return false
      const list = [...main.querySelectorAll<HTMLElement>('[data-testid="list-total"]')].some(
        (el) => el.offsetParent !== null,
      )
      return (
        !list || [...main.querySelectorAll<HTMLElement>('[role="cell"]')].some((c) => c.offsetParent !== null)
      )
    },
    STILL_LOADING.source,
    { timeout: 20_000 },
  )
  // A list fills and a chart lays out a frame or two after its data arrives.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
}

/**
 * Other tabs' pages stay mounted, hidden: axe walks the whole document, and with twenty of them each
 * run took three to four times as long as with one.
 */
async function closeOtherTabs(page: Page, lang: 'zh' | 'en'): Promise<void> {
  // A few at a time: closing costs a menu round trip. The home tab cannot be closed.
  if ((await page.locator('[data-tab]').count()) <= 5) return
  await page.getByRole('button', { name: lang === 'zh' ? '更多' : 'More', exact: true }).click()
  await page.getByRole('menuitem', { name: lang === 'zh' ? '关闭其他' : 'Close others' }).click()
  await page.waitForFunction(() => document.querySelectorAll('[data-tab]').length <= 2)
}

async function sidewaysOverflow(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.documentElement
    if (root.scrollWidth <= innerWidth + 1) return ''
    // Name what sticks out of the page itself (not out of a scroller of its own), to say where to look.
    const clipped = (el: HTMLElement) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement)
        if (getComputedStyle(p).overflowX !== 'visible') return true
      return false
    }
    let worst = ''
    let right = innerWidth
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const r = el.getBoundingClientRect()
      if (r.width > 0 && r.right >= right && r.right > innerWidth + 1 && !clipped(el)) {
        right = r.right
        const cls = typeof el.className === 'string' ? el.className.split(' ').slice(0, 3).join('.') : ''
        worst = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${cls ? `.${cls}` : ''}`
      }
    }
    return `scrollWidth ${root.scrollWidth} > ${innerWidth} (widest: ${worst} to ${Math.round(right)})`
  })
}

/** A list row's actions (edit, delete, details) are on screen without scrolling the table sideways. */
async function actionsOutOfReach(page: Page): Promise<string> {
  return page.evaluate(() => {
    const row = [...document.querySelectorAll<HTMLElement>('main [role="row"]')].find(
      (r) => r.offsetParent !== null && r.querySelector('[role="cell"] button'),
    )
    const actions = row?.querySelector<HTMLElement>('[role="cell"]:last-child')
    if (!actions) return ''
    const r = actions.getBoundingClientRect()
    return r.right > innerWidth + 1 || r.left < 0
      ? `a row's actions sit at ${Math.round(r.left)}–${Math.round(r.right)} px of ${innerWidth}`
      : ''
  })
}

interface AxeViolation {
  id: string
  impact: string | null
  nodes: { target: unknown[] }[]
}

async function seriousViolations(page: Page, route: string): Promise<string[]> {
  // The app's CSP (script-src 'self') refuses an injected <script>, as it should: axe goes in
  // through the debugger, which the policy does not govern.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  const violations = (await page.evaluate(
    // biome-ignore lint/suspicious/noExplicitAny: axe is the injected global
    () => (window as any).axe.run(document, { resultTypes: ['violations'] }).then((r: any) => r.violations),
  )) as AxeViolation[]
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}) on ${route}: ${v.nodes.length}× e.g. ${JSON.stringify(v.nodes[0]?.target)}`,
    )
}

/** Routes of the menu that scroll sideways, or hide a list's actions, at this size. */
async function overflowingAt(width: number, height: number): Promise<string[]> {
  const { context, page } = await adminWithData()
  await page.setViewportSize({ width, height })
  const overflowing: string[] = []
  for (const route of routes) {
    await openInApp(page, route)
    const problem = [await sidewaysOverflow(page), await actionsOutOfReach(page)].filter(Boolean).join('; ')
    if (problem) overflowing.push(`${route}: ${problem}`)
  }
  await context.close()
  return overflowing
}

/** Serious and critical axe violations of every route of the menu, in Chinese, then in English. */
async function violationsInBothLanguages(): Promise<string[]> {
  const { context, page } = await adminWithData()
  const found: string[] = []
  for (const [lang, htmlLang, switchTo] of [
    ['zh', 'zh-CN', 'English'],
    ['en', 'en', null],
  ] as const) {
    for (const route of routes) {
      await openInApp(page, route)
      await closeOtherTabs(page, lang)
      found.push(...(await seriousViolations(page, `${route} [${lang}]`)))
      // A screen reader's user jumps to the page's title: one visible h1 per page.
      const titles = await page.evaluate(
        () =>
          [...document.querySelectorAll<HTMLElement>('main h1')].filter((h) => h.offsetParent !== null)
            .length,
      )
      if (lang === 'zh' && titles !== 1) found.push(`${route}: ${titles} visible <h1> (one names the page)`)
    }
    const htmlNow = await page.evaluate(() => document.documentElement.lang)
    if (htmlNow !== htmlLang) found.push(`<html lang="${htmlNow}"> while the page is in ${lang}`)
    if (switchTo) {
      await page.getByRole('button', { name: switchTo }).first().click()
      await page.waitForFunction(() => document.documentElement.lang === 'en')
    }
  }
  await context.close()
  return found
}

describe('issue 25: viewports and accessibility (Chromium)', () => {
  // The three walks run side by side, each in its own context: one after another took over a minute.
  it('no page of the admin menu scrolls sideways at 390×844 or 768×1024, list actions stay in reach, and axe finds no serious or critical violation in zh or en, and each page has one <h1>', async () => {
    const [phone, tablet, axe] = await Promise.all([
      overflowingAt(390, 844),
      overflowingAt(768, 1024),
      violationsInBothLanguages(),
    ])
    expect(phone, '390×844').toEqual([])
    expect(tablet, '768×1024').toEqual([])
    expect(axe, 'axe, desktop').toEqual([])
  }, 240_000)
})
