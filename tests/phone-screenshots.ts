// Part of `npm run screenshots`: the till and an approval on a phone (390 × 844), for the README.
import { launchBrowser, openPage, signInThroughPage, startAppServer } from './helpers/browser.ts'

const server = await startAppServer()
const browser = await launchBrowser()
try {
  const phone = async (username: string, password: string) => {
    const { context, page } = await openPage(browser, server)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/login')
    await signInThroughPage(page, username, password)
    await page.waitForURL(`${server.url}/`)
    return { context, page }
  }

  const shop = await phone('shop', 'shop123')
  await shop.page.goto('/dian/shouxian')
  const search = shop.page.getByRole('combobox', { name: '搜索项目（名称 / 拼音首字母 / 编码）' })
  for (const code of ['KQS', 'xjc']) {
    await search.fill(code)
    await shop.page.getByRole('option').first().waitFor()
    await search.press('Enter')
  }
  await shop.page.screenshot({ path: 'docs/phone-till.png' })
  await shop.context.close()

  const field = await phone('field', 'field123')
  await field.page.goto('/expe/expehome')
  await field.page
    .getByTestId('sop-cards')
    .filter({ visible: true })
    .getByRole('link', { name: '滨江花园二期 铝合金门窗供货合同' })
    .click()
  await field.page.getByTestId('decide-panel').filter({ visible: true }).waitFor()
  await field.page.screenshot({ path: 'docs/phone-approval.png', fullPage: true })
  await field.context.close()
} finally {
  await browser.close()
  await server.stop()
}
