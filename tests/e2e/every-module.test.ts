// Every menu entry as admin offline after a sync (online, the viewport test's walk opens each one):
// no empty, broken or error page, every generic list shows its demo rows, and every generic form
// saves offline through the outbox
// and the row reaches the server once the device is back online. Table-driven from the route tree,
// so a new menu entry is visited without touching this file.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS } from '../../server/demo/seed.ts'
import { subjectOf, visibleMenu } from '../../src/auth/menu-access.ts'
import { SITE_SWITCHES } from '../../src/auth/site-info.ts'
import { resources } from '../../src/modules/registry.ts'
import { routeTree } from '../../src/modules/route-tree.ts'
import type { AnyResource } from '../../src/resources/define-resource.ts'
import type { Field } from '../../src/resources/fields.ts'
import { accessibleResources } from '../../src/sync/engine.ts'
import {
  appUnderTest,
  closeOtherTabs,
  goOffline,
  goOnline,
  navigateInApp,
  ONLINE_ONLY,
  signedInPage,
  waitForPulled,
  waitForServiceWorker,
} from '../helpers/browser.ts'
import { contentProblem } from '../helpers/page-content.ts'

const app = appUnderTest()

const allOn = Object.fromEntries(SITE_SWITCHES.map((s) => [s, 1]))
const menuOf = (user: { admin: number; acce: string }) =>
  visibleMenu(routeTree, allOn, subjectOf(user)).flatMap((m) => m.items)
const entries = menuOf({ admin: 1, acce: '' })
const resourceAt = (path: string) => resources.find((x) => x.route === path && x.form.length > 0)

/** Routes whose screen turned out to be a resource's list (with its total), found while visiting. */
const listRoutes = new Set<string>()

/**
 * Opens a route and returns what is wrong with it, or '' when it is a working, non-empty page.
 * `fullLoad`: typed into the address bar (the app starts there); otherwise picked from the menu.
 */
async function problemsOf(
  page: Page,
  path: string,
  emptyStateOk: boolean,
  fullLoad: boolean,
): Promise<string> {
  if (fullLoad) await page.goto(path)
  else {
    const opened = await navigateInApp(page, path).then(
      () => true,
      () => false,
    )
    if (!opened) return `its tab did not open from the menu (at ${new URL(page.url()).pathname})`
  }
  const main = page.locator('main')
  // A page that never shows its frame is a broken page: say which, rather than stop the whole visit.
  const shown = await main.waitFor().then(
    () => true,
    () => false,
  )
  if (!shown) {
    const stage = await page.evaluate(() => document.documentElement.dataset.boot).catch(() => '?')
    return `no page frame after 30 s, start stalled at ${stage} (${(await page.locator('body').innerText()).slice(0, 120)})`
  }
  if (new URL(page.url()).pathname !== path) return `landed on ${new URL(page.url()).pathname}`
  // Wait for the view's code and its first read of the mirror.
  await expect
    .poll(async () => /加载中…|正在读取本地数据/.test(await main.innerText()), { timeout: 20_000 })
    .toBe(false)
  const total = page.getByTestId('list-total').filter({ visible: true })
  if (await total.count()) {
    listRoutes.add(path)
    try {
      await expect
        .poll(async () => (await total.innerText()).match(/\d+/)?.[0], { timeout: 15_000 })
        .not.toBe('0')
      await page
        .getByRole('row')
        .filter({ visible: true })
        .nth(1)
        .getByRole('cell')
        .first()
        .waitFor({ timeout: 15_000 })
    } catch {
      return 'a list with no rows'
    }
  }
  return contentProblem(page, path, emptyStateOk)
}

/**
 * Admin must see demo rows everywhere; another account may meet an honest empty state (a cashier has
 * filed no sops). The first route is loaded from the address bar (online or offline, the app starts
 * on it), the rest are opened as the menu opens them.
 */
async function visitAll(page: Page, menu = entries, emptyStateOk = false): Promise<Record<string, string>> {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  const found: Record<string, string> = {}
  for (const [i, entry] of menu.entries()) {
    errors.length = 0
    if (i > 0 && i % 8 === 0) await closeOtherTabs(page)
    const problem = await problemsOf(page, entry.path, emptyStateOk, i === 0)
    if (problem || errors.length) found[entry.path] = [problem, ...errors].filter(Boolean).join('; ')
  }
  return found
}

/** A valid value for each field the form shows, with `marker` in the first text field to find the row. */
async function fillForm(page: Page, r: AnyResource, marker: string): Promise<string> {
  const dialog = page.getByRole('dialog')
  let markerField = ''
  for (const name of r.form.flat()) {
    const field = r.fields[name] as Field
    const input = dialog.locator(`#field-${name}`)
    if (field.readOnly) continue
    if (field.kind === 'text' && !markerField) {
      markerField = name
      await input.fill(marker)
    } else if (field.kind === 'text' && field.required) await input.fill('自动测试')
    else if (field.kind === 'mobile' && field.required) await input.fill('13800001234')
    else if (field.kind === 'money' && field.required) await input.fill('12.34')
    else if (field.kind === 'int') await input.fill(String(field.min ?? 1))
    else if (field.kind === 'date' && field.required) await input.fill('2026-11-22')
    else if (field.kind === 'month' && field.required) await input.fill('2026-11')
    else if (field.kind === 'ref' && field.required) {
      // A long list is a searchable picker (a combobox): open it and take its first record.
      if ((await input.evaluate((e) => e.tagName)) === 'SELECT') {
        const first = await input.locator('option').nth(1).getAttribute('value')
        await input.selectOption(first!)
      } else {
        await input.click()
        await input.press('ArrowDown')
        const record = page.getByRole('option').filter({ hasNotText: /^—$/ }).first()
        await record.click()
      }
    }
  }
  return markerField
}

describe('every module as admin', () => {
  it('opens every menu entry offline after a sync, and saves every form through the outbox', async () => {
    const { context, page } = await signedInPage(app, 'admin', 'admin123')
    await waitForServiceWorker(page)
    await waitForPulled(
      page,
      resources.map((r) => r.name),
    )

    // Every page online is opened and checked by the viewport test's walk of the same menu.

    // The finance dashboard adds up what the server holds, to the fen.
    const receipts = (await app.server.db
      .selectFrom('res_contractIncome' as never)
      .select('amount' as never)
      .where('kind' as never, '=', 'receipt' as never)
      .where('deleted' as never, '=', 0 as never)
      .execute()) as { amount: number }[]
    const fen = receipts.reduce((s, r) => s + Number(r.amount), 0)
    await page.goto('/fina/finahome')
    const tile = page.locator('[data-stat="合同收款"]').filter({ visible: true })
    await expect
      .poll(() => tile.innerText(), { timeout: 15_000 })
      .toContain(`¥${(fen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2 })}`)

    await goOffline(context)
    expect(await visitAll(page), 'offline').toEqual({})

    // Offline, one new record per generic form; each is queued, then reaches the server once.
    const forms = [...new Set([...listRoutes].map(resourceAt).filter((r) => r?.api.save))] as AnyResource[]
    const saved: { r: AnyResource; field: string; marker: string }[] = []
    for (const [i, r] of forms.entries()) {
      if (i % 8 === 0) await closeOtherTabs(page)
      await navigateInApp(page, r.route)
      await page
        .getByRole('button', { name: '新增' })
        .filter({ visible: true })
        .click({ timeout: 30_000 })
        .catch(async (e: Error) => {
          const shown = await page
            .locator('body')
            .innerText()
            .catch(() => '(no body)')
          throw new Error(
            `${r.route}: no 新增 button (${e.message.split('\n')[0]}); the page showed: ${shown.slice(0, 600)}`,
          )
        })
      const marker = `E2E${i}`
      const field = await fillForm(page, r, marker)
      await page.getByRole('dialog').getByRole('button', { name: '保存' }).click()
      const closed = await page
        .getByRole('dialog')
        .waitFor({ state: 'detached', timeout: 15_000 })
        .then(
          () => true,
          () => false,
        )
      expect(closed ? '' : await page.getByRole('dialog').innerText(), `${r.name} form`).toBe('')
      saved.push({ r, field, marker })
    }
    await expect
      .poll(() => page.getByTestId('sync-indicator').innerText(), { timeout: 10_000 })
      .toContain(`待同步 ${forms.length}`)

    await goOnline(context)
    const arrived = async () => {
      const missing: string[] = []
      for (const { r, field, marker } of saved) {
        const rows = await app.server.db
          .selectFrom(`res_${r.name}` as never)
          .select('id' as never)
          .where(field as never, '=', marker as never)
          .execute()
        if (rows.length !== 1) missing.push(`${r.name}: ${rows.length}`)
      }
      return missing
    }
    await expect.poll(arrived, { timeout: 60_000, interval: 1_000 }).toEqual([])
  }, 600_000)

  it.each(DEMO_ACCOUNTS.filter((a) => !a.admin).map((a) => [a.username, a.password, a.acce] as const))(
    '%s opens every entry of its own menu, none of them broken or refused',
    async (user, password, acce) => {
      const { context, page } = await signedInPage(app, user, password, ONLINE_ONLY)
      // A dashboard opened during the first sync honestly says its data is on the way: visit after it.
      await waitForPulled(
        page,
        accessibleResources(resources, { admin: false, acce }).map((r) => r.name),
      )
      expect(await visitAll(page, menuOf({ admin: 0, acce }), true)).toEqual({})
      await context.close()
    },
    300_000,
  )
})
