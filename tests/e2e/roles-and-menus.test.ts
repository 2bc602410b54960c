// Roles, menus and the dictionary as people use them (issue 23): an admin gives the office clerk the
// storekeeper role and the clerk's open page grows the inventory menu without a reload; the admin
// renames that menu and the clerk sees the new title, offline too; a category the admin adds to the
// dictionary is offered by the clerk's form with no network.
import { describe, expect, it } from 'vitest'
import { newId } from '../../src/data/enqueue.ts'
import {
  appUnderTest,
  goOffline,
  groupTitles,
  signedInPage,
  waitForPulled,
  waitForServiceWorker,
} from '../helpers/browser.ts'
import { bearer, call, login } from '../helpers/test-server.ts'

const app = appUnderTest()

describe('roles and menus', () => {
  it('a role given reaches the open page; a menu renamed and a dictionary entry added work offline', async () => {
    const office = await signedInPage(app, 'office', 'office123')
    await expect.poll(() => groupTitles(office.page), { timeout: 15_000 }).toContain('人事')
    expect(await groupTitles(office.page)).not.toContain('库存')

    // The admin gives office the storekeeper role on the user form.
    const admin = await signedInPage(app, 'admin', 'admin123')
    await admin.page.goto('/site/siteuserlist')
    const officeRow = admin.page.locator('tr[data-username="office"]').filter({ visible: true })
    await officeRow.waitFor({ timeout: 15_000 })
    await officeRow.getByRole('button', { name: '编辑' }).click()
    await admin.page.getByRole('checkbox', { name: /仓库管理员/ }).check({ timeout: 15_000 })
    await admin.page.getByRole('button', { name: '保存' }).filter({ visible: true }).last().click()
    await expect
      .poll(() => officeRow.getByTestId('user-roles').innerText(), { timeout: 15_000 })
      .toBe('仓库管理员')

    // Office's page, untouched: the inventory group appears, and its list has the rows.
    await expect.poll(() => groupTitles(office.page), { timeout: 30_000 }).toContain('库存')
    await office.page.goto('/stock')
    await expect
      .poll(
        async () =>
          (await office.page.getByTestId('list-total').filter({ visible: true }).innerText()).match(
            /\d+/,
          )?.[0],
        {
          timeout: 20_000,
        },
      )
      .not.toBe('0')

    // The admin renames the group on the menu page.
    await admin.page.goto('/site/sitemenu')
    const stockRow = admin.page.locator('tr[data-menu-path="/stock"]')
    await stockRow.getByRole('textbox', { name: /中文标题/ }).fill('仓库')
    await stockRow.getByRole('button', { name: /保存/ }).click()
    await expect.poll(() => groupTitles(office.page), { timeout: 30_000 }).toContain('仓库')

    // A category added to the dictionary (the server's call, as the dictionary page makes it).
    const token = await login(app.server, 'admin', 'admin123')
    const added = await call(app.server, 'POST', '/site/saveDict', {
      body: {
        id: newId(),
        dict: 'stock.category',
        value: 'chemical',
        label_zh: '化工品',
        label_en: 'Chemicals',
        sort: 90,
      },
      headers: { ...bearer(token), 'idempotency-key': newId() },
    })
    expect(added.body.code).toBe(200)
    // Forms read only the mirror: once offered here, the entry is on the device.
    const offersChemicals = async () => {
      await office.page.goto('/stock')
      await office.page
        .getByRole('button', { name: '新增' })
        .filter({ visible: true })
        .click({ timeout: 30_000 })
      const options = office.page.getByRole('dialog').locator('#field-category option')
      await expect.poll(() => options.allInnerTexts(), { timeout: 30_000 }).toContain('化工品')
    }
    await offersChemicals()
    await waitForServiceWorker(office.page)
    await waitForPulled(office.page, ['dictionary', 'menuOverrides', 'stockItems'])

    // Offline, after a reload: the renamed menu, and the new category in the form.
    await goOffline(office.context)
    await office.page.reload()
    await expect.poll(() => groupTitles(office.page), { timeout: 30_000 }).toContain('仓库')
    await offersChemicals()
  }, 180_000)
})
