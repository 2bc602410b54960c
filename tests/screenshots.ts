// `npm run screenshots`: pictures for the README, taken from the built app on the real server in
// real Chromium (needs `npm run build`; Chinese text needs a CJK font such as fonts-noto-cjk).
import {
  launchBrowser,
  openPage,
  signInThroughPage,
  startAppServer,
  waitForServiceWorker,
} from './helpers/browser.ts'

const server = await startAppServer()
const browser = await launchBrowser()
try {
  const { context, page } = await openPage(browser, server)
  await page.setViewportSize({ width: 1280, height: 760 })
  await page.goto('/login')
  await page.screenshot({ path: 'docs/login.png' })
  await signInThroughPage(page, 'office', 'office123')
  await page.waitForURL(`${server.url}/`)
  await page.goto('/staff/stafflist')
  await page.getByText('共 48 条').waitFor()
  await waitForServiceWorker(page)
  await context.setOffline(true)
  await page.getByRole('button', { name: '新增' }).click()
  await page.getByLabel('姓名', { exact: true }).fill('离线新员工')
  await page.getByLabel('手机号', { exact: true }).fill('13700001111')
  await page.getByRole('button', { name: '保存' }).click()
  await page.getByTestId('sync-indicator').click()
  await page.getByText('同步状态').waitFor()
  await page.screenshot({ path: 'docs/sync-panel.png' })
  await page.keyboard.press('Escape')
  await context.setOffline(false)
  for (const layout of ['column', 'comprehensive', 'vertical', 'horizontal', 'common', 'float']) {
    await page.evaluate((l) => localStorage.setItem('theme', JSON.stringify({ layout: l })), layout)
    await page.reload()
    await page.locator(`[data-layout="${layout}"]`).waitFor()
    await page.getByText('共 49 条').waitFor()
    await page.screenshot({ path: `docs/layout-${layout}.png` })
  }
  await context.close()
} finally {
  await browser.close()
  await server.stop()
}
