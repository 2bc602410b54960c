import type { Kysely } from 'kysely'
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { zReport } from '../../src/modules/shop/z-report.ts'
import {
  appUnderTest,
  goOffline,
  goOnline,
  signedInPage,
  waitForPulled,
  waitForServiceWorker,
} from '../helpers/browser.ts'
import { registerBrowserTill } from '../helpers/shop.ts'
import { zAmount } from '../helpers/till.ts'

const app = appUnderTest()
type Raw = Kysely<Record<string, Record<string, unknown>>>

const searchBox = (page: Page) => page.getByRole('combobox', { name: '搜索项目（名称 / 拼音首字母 / 编码）' })

/** One sale by keyboard: the item (typed, or scanned as a fast burst), F9, the payment, Enter twice. */
async function sale(
  page: Page,
  item: { type?: string; scan?: string },
  pay: { cash?: string; altDigit?: number; wechat?: string },
) {
  await searchBox(page).waitFor()
  if (item.scan) {
    await page.keyboard.type(item.scan, { delay: 5 })
    await page.keyboard.press('Enter')
  } else {
    await page.keyboard.type(item.type!)
    await page.getByRole('listbox').getByRole('option').first().waitFor()
    await page.keyboard.press('Enter')
  }
  await expect.poll(() => page.getByTestId('till-total').innerText()).not.toBe('¥0.00')
  await page.keyboard.press('F9')
  if (pay.wechat) {
    // Alt+5 splits: WeChat as typed (its field takes the keyboard), Tab past Alipay and card, the
    // rest handed over in cash.
    await page.keyboard.press('Alt+Digit5')
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('label')?.textContent))
      .toBe('微信')
    await page.keyboard.type(pay.wechat)
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab')
    await page.keyboard.type(pay.cash!)
  } else if (pay.altDigit) await page.keyboard.press(`Alt+Digit${pay.altDigit}`)
  else await page.keyboard.type(pay.cash!)
  await page.keyboard.press('Enter')
  await page.getByText('收款成功').waitFor()
  const receiptNo = await page.getByTestId('receipt-no').innerText()
  await page.keyboard.press('Enter')
  return receiptNo
}

/** Back online, once the outbox has drained: the server's shift with this float and count. */
async function syncedShift(page: Page, context: BrowserContext, by: { float: number; counted: number }) {
  await goOnline(context)
  await expect
    .poll(() => page.getByTestId('sync-indicator').innerText(), { timeout: 30_000 })
    .not.toContain('待同步')
  return (app.server.db as never as Raw)
    .selectFrom('res_shifts')
    .selectAll()
    .where('float', '=', by.float)
    .where('counted', '=', by.counted)
    .executeTakeFirst()
}

describe('a shift at the till', () => {
  it('by keyboard alone: a float, 20 sales (scanned, split, WeChat, Alipay) half offline with a reload, cash out, a refund and its reprint, a close one yuan short approved by the manager — the server’s shift equals the Z report on screen to the fen', async () => {
    const { context, page } = await signedInPage(app, 'shop', 'shop123')
    // The shop manager registered this device as a till: the till page offers 开班 only then.
    await registerBrowserTill(app.server, page)
    await page.goto('/dian/shouxian')
    await waitForServiceWorker(page)
    await waitForPulled(page, ['serviceItems', 'shifts', 'orders', 'tills'])
    await searchBox(page).waitFor()
    await page.getByText('未开班').waitFor()
    await page.keyboard.press('F7')
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('label')?.textContent))
      .toBe('备用金（元）')
    await page.keyboard.type('300')
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: '结班' }).waitFor()

    // Ten sales online, ten offline after a reload: typed, scanned, WeChat, Alipay and split.
    const round = async () => [
      await sale(page, { type: 'xjc' }, { cash: '50' }),
      await sale(page, { scan: '6920000000012' }, { cash: '5' }),
      await sale(page, { type: 'jjam' }, { altDigit: 2 }),
      await sale(page, { type: 'nsjj' }, { cash: '30', wechat: '30' }),
      await sale(page, { scan: '6901234567892' }, { altDigit: 3 }),
    ]
    const online = [...(await round()), ...(await round())]
    const first = online[0]!

    await goOffline(context)
    await page.reload()
    await page.getByRole('button', { name: '结班' }).waitFor()
    await round()
    await round()

    await page.keyboard.press('F6')
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('label')?.textContent))
      .toBe('金额（元）')
    await page.keyboard.type('100')
    await page.keyboard.press('Tab')
    await page.keyboard.type('存银行')
    await page.keyboard.press('Enter')
    await page.getByRole('dialog').waitFor({ state: 'detached' })

    await page.keyboard.press('F8')
    const found = page.getByRole('dialog')
    await found.getByLabel('小票号，回车查找').fill(first)
    await found.getByLabel('小票号，回车查找').press('Enter')
    await found.getByLabel('退款金额（元）').fill('8')
    await found.getByLabel('退款原因（必填）').fill('少做一项')
    await found.getByLabel('退款原因（必填）').press('Enter')
    // The confirmation takes the keyboard: a second Enter confirms.
    await found.getByTestId('refund-confirm').waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('确认退款')
    await page.keyboard.press('Enter')
    await expect.poll(() => found.getByRole('status').innerText()).toBe('已退款 ¥8.00，退回现金')
    // The reprint says so, with what was refunded since.
    expect(await found.getByTestId('receipt-reprint').innerText()).toBe('重打')
    await expect.poll(() => found.getByTestId('receipt-refunded').innerText()).toContain('¥8.00')
    await page.keyboard.press('Escape')

    await goOnline(context)
    await expect
      .poll(() => page.getByTestId('sync-indicator').innerText(), { timeout: 30_000 })
      .not.toContain('待同步')

    await page.keyboard.press('F7')
    const closing = page.getByRole('dialog', { name: '结班：清点钱箱' })
    // The till's reckoning, once the shift's rows are read (the float alone is ¥300).
    await expect.poll(() => closing.getByTestId('shift-expected').innerText()).not.toBe('¥0.00')
    const expected = Math.round(
      Number((await closing.getByTestId('shift-expected').innerText()).slice(1).replace(/,/g, '')) * 100,
    )
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('label')?.textContent))
      .toBe('实点现金（元）')
    // One yuan short: the cashier notes why, and the shop manager approves on this till.
    await page.keyboard.type(((expected - 100) / 100).toFixed(2))
    await expect.poll(() => closing.getByTestId('shift-difference').innerText()).toBe('差额 -¥1.00')
    await page.keyboard.press('Tab')
    await page.keyboard.type('找错零钱')
    await page.keyboard.press('Enter')
    const approval = page.getByRole('dialog', { name: '店长授权' })
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('label')?.textContent))
      .toBe('店长账号')
    await page.keyboard.type('admin')
    await page.keyboard.press('Tab')
    await page.keyboard.type('admin123')
    await page.keyboard.press('Enter')
    await approval.waitFor({ state: 'detached' })
    const report = page.getByRole('dialog', { name: 'Z 报表（结班报表）' })
    await report.getByTestId('z-report').waitFor()
    await expect
      .poll(() => page.getByTestId('sync-indicator').innerText(), { timeout: 30_000 })
      .not.toContain('待同步')
    await expect.poll(() => zAmount(report, 'z-counted')).toBe(expected - 100)

    const db = app.server.db as never as Raw
    const [shift] = await db.selectFrom('res_shifts').selectAll().where('status', '=', 'closed').execute()
    expect(shift).toMatchObject({ status: 'closed', float: 30_000, approved_by: '系统管理员' })
    const of = (table: string) =>
      db.selectFrom(table).selectAll().where('shift_id', '=', String(shift!.id)).execute()
    const server = zReport({
      float: 30_000,
      orders: await of('res_orders'),
      refunds: await of('res_refunds'),
      topUps: (await of('res_memberLedger')).filter((l) => l.kind === 'topup'),
      moves: await of('res_cashMoves'),
    })
    expect(server.salesTotal.count).toBe(20)
    expect(server.sales.wechat.count).toBe(8)
    expect(Number(shift!.expected)).toBe(server.expectedCash)
    expect(await zAmount(report, 'z-expected')).toBe(server.expectedCash)
    for (const method of ['cash', 'wechat', 'alipay'] as const)
      expect(await zAmount(report, `z-sales-${method}`)).toBe(server.sales[method].total)
    expect(await zAmount(report, 'z-refunds-cash')).toBe(-server.refunds.cash.total)
    expect(await zAmount(report, 'z-difference')).toBe(-100)
    expect(Number(shift!.difference)).toBe(-100)
    await context.close()
  })
})

describe('the till on a phone', () => {
  it('at 390 × 844 by touch: the page never scrolls sideways, an item is tapped in and paid, the receipt shows', async () => {
    const context = await app.browser.newContext({
      baseURL: app.server.url,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    })
    const page = await context.newPage()
    await page.goto('/login')
    await page.getByLabel('用户名').fill('shop')
    await page.getByLabel('密码').fill('shop123')
    await page.getByRole('button', { name: '登录' }).tap()
    await page.waitForURL((u) => !u.pathname.startsWith('/login'))
    await page.goto('/dian/shouxian')
    await searchBox(page).waitFor()
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(await sideways()).toBe(0)
    const option = page.getByRole('listbox').getByRole('option').first()
    expect((await option.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    await option.tap()
    await expect.poll(() => page.getByTestId('till-total').innerText()).not.toBe('¥0.00')
    await page.getByLabel('实收（元）').fill('500')
    await page.getByRole('button', { name: '收款' }).tap()
    await page.getByText('收款成功').waitFor()
    expect(await sideways()).toBe(0)
    await context.close()
  })
})

describe('the shop manager on a cashier’s till', () => {
  it('approves a line discount and a close that is one yuan short with their password; the server records the manager', async () => {
    const { context, page } = await signedInPage(app, 'shop', 'shop123')
    await registerBrowserTill(app.server, page)
    await page.goto('/dian/shouxian')
    await waitForPulled(page, ['serviceItems', 'shifts', 'tills'])
    await page.getByRole('button', { name: '开班' }).click()
    await page.getByLabel('备用金（元）').fill('100')
    await page.getByLabel('备用金（元）').press('Enter')
    await page.getByRole('button', { name: '结班' }).waitFor()

    const approve = async (action: string) => {
      const dialog = page.getByRole('dialog', { name: '店长授权' })
      await dialog.getByText(action).waitFor()
      await dialog.getByLabel('店长账号').fill('admin')
      await dialog.getByLabel('店长密码').fill('admin123')
      await dialog.getByRole('button', { name: '授权' }).click()
      await dialog.waitFor({ state: 'detached' })
    }

    await searchBox(page).fill('xjc')
    await page.getByRole('listbox').getByRole('option').first().waitFor()
    await searchBox(page).press('Enter')
    await page.getByRole('button', { name: '店长授权' }).click()
    await approve('改价或优惠：请店长输入账号和密码确认。')
    await page.getByText('已由店长 系统管理员 授权').waitFor()
    await page.getByLabel('优惠（元） 洗剪吹').fill('5')
    await page.getByLabel('优惠（元） 洗剪吹').press('Tab')
    await page.getByLabel(/改价原因/).fill('老顾客')
    await expect.poll(() => page.getByTestId('till-total').innerText()).toBe('¥33.00')
    await page.getByLabel('实收（元）').fill('33')
    await page.getByRole('button', { name: '收款' }).click()
    await expect.poll(() => page.getByTestId('receipt-approved').innerText()).toBe('已由店长 系统管理员 授权')
    const saleKey = await page.getByTestId('receipt-no').getAttribute('data-key')
    await page.getByRole('button', { name: '下一单' }).click()

    await page.getByRole('button', { name: '结班' }).click()
    const closing = page.getByRole('dialog', { name: '结班：清点钱箱' })
    await expect.poll(() => closing.getByTestId('shift-expected').innerText()).toBe('¥133.00')
    await closing.getByLabel('实点现金（元）').fill('132')
    await closing.getByLabel('结班说明').fill('找错一元')
    await closing.getByRole('button', { name: '结班' }).click()
    await approve('结班有差额：请店长输入账号和密码确认。')
    await page.getByRole('dialog', { name: 'Z 报表（结班报表）' }).getByTestId('z-difference').waitFor()
    await expect
      .poll(() => page.getByTestId('sync-indicator').innerText(), { timeout: 30_000 })
      .not.toContain('待同步')

    const db = app.server.db as never as Raw
    const order = await db.selectFrom('res_orders').selectAll().where('id', '=', saleKey!).executeTakeFirst()
    expect(order).toMatchObject({ override_by: '系统管理员', override_reason: '老顾客' })
    const shift = await db
      .selectFrom('res_shifts')
      .selectAll()
      .where('till', '=', String(order!.receipt_no).slice(0, 4))
      .executeTakeFirst()
    expect(shift).toMatchObject({ status: 'closed', approved_by: '系统管理员' })
    expect(Number(shift!.difference)).toBe(-100)
    await context.close()
  })

  it('offline, approves a close one yuan short with a one-use code from the sheet the manager drew online; a wrong code is refused, and the server spends the right one once', async () => {
    // The manager, on their own device and online, draws a sheet of codes.
    const manager = await signedInPage(app, 'admin', 'admin123')
    await manager.page.goto('/dian/shouxian')
    await manager.page.getByRole('button', { name: '离线授权码' }).click()
    const sheet = manager.page.getByRole('dialog', { name: '生成离线授权码' })
    await sheet.getByLabel('您的密码').fill('admin123')
    await sheet.getByRole('button', { name: '生成' }).click()
    await sheet.getByTestId('offline-codes').waitFor()
    const codes = await sheet.getByTestId('offline-codes').getByRole('listitem').allInnerTexts()
    expect(codes).toHaveLength(10)
    await manager.context.close()

    const { context, page } = await signedInPage(app, 'shop', 'shop123')
    await registerBrowserTill(app.server, page)
    await page.goto('/dian/shouxian')
    await waitForServiceWorker(page)
    await waitForPulled(page, ['serviceItems', 'shifts', 'offlineGrants', 'tills'])
    await page.getByRole('button', { name: '开班' }).click()
    await page.getByLabel('备用金（元）').fill('100')
    await page.getByLabel('备用金（元）').press('Enter')
    await page.getByRole('button', { name: '结班' }).waitFor()

    await goOffline(context)
    await page.getByRole('button', { name: '结班' }).click()
    const closing = page.getByRole('dialog', { name: '结班：清点钱箱' })
    await expect.poll(() => closing.getByTestId('shift-expected').innerText()).toBe('¥100.00')
    await closing.getByLabel('实点现金（元）').fill('99')
    await closing.getByLabel('结班说明').fill('找错一元')
    await closing.getByRole('button', { name: '结班' }).click()
    const approval = page.getByRole('dialog', { name: '店长授权' })
    await approval.getByText('已离线：请店长输入离线授权码（每个码只能用一次）。').waitFor()
    await approval.getByLabel('离线授权码').fill('AAAAA-AAAAA')
    await approval.getByRole('button', { name: '授权' }).click()
    await approval.getByText('授权码不正确或已用过').waitFor()
    await approval.getByLabel('离线授权码').fill(codes[0]!.toLowerCase())
    await approval.getByRole('button', { name: '授权' }).click()
    await approval.waitFor({ state: 'detached' })
    await page.getByRole('dialog', { name: 'Z 报表（结班报表）' }).getByTestId('z-difference').waitFor()

    const shift = await syncedShift(page, context, { float: 10_000, counted: 9_900 })
    expect(shift).toMatchObject({ status: 'closed', approved_by: '系统管理员' })
    const spent = await (app.server.db as never as Raw)
      .selectFrom('res_offlineGrants')
      .selectAll()
      .where('used_at', '>', 0)
      .execute()
    expect(spent.map((r) => r.used_for)).toEqual([`shiftDifference:${shift!.id}`])
    await context.close()
  })
})

describe('a refund at the till goes back the way the sale was paid', () => {
  it('the tester’s ¥268 sale as WeChat 200 + cash: ¥250 back as WeChat 200 + cash 50, approved; offline the drawer gives out no more than it holds, and the close adds up at ¥98', async () => {
    const { context, page } = await signedInPage(app, 'shop', 'shop123')
    await registerBrowserTill(app.server, page)
    await page.goto('/dian/shouxian')
    await waitForServiceWorker(page)
    await waitForPulled(page, ['serviceItems', 'shifts', 'orders', 'refunds', 'tills'])
    await searchBox(page).waitFor()
    await page.keyboard.press('F7')
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('label')?.textContent))
      .toBe('备用金（元）')
    await page.keyboard.type('100')
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: '结班' }).waitFor()
    // The search box has the keyboard back once the float's dialog has gone.
    await expect.poll(() => searchBox(page).evaluate((el) => el === document.activeElement)).toBe(true)
    // 烫发 (TF) ¥268: WeChat ¥200, ¥100 handed over for the ¥68 left (¥32 change).
    const receiptNo = await sale(page, { type: 'tf' }, { wechat: '200', cash: '100' })

    await page.keyboard.press('F8')
    const found = page.getByRole('dialog')
    await found.getByLabel('小票号，回车查找').fill(receiptNo)
    await found.getByLabel('小票号，回车查找').press('Enter')
    // Only the sale's own methods are offered, filled with its split.
    const back = found.getByRole('group', { name: '退回' })
    expect(await back.getByLabel('退回现金（元）').inputValue()).toBe('68.00')
    expect(await back.getByLabel('退回微信（元）').inputValue()).toBe('200.00')
    expect(await back.getByLabel(/支付宝|银行卡|会员余额/).count()).toBe(0)
    // More cash than the sale took is said before anything is queued.
    await back.getByLabel('退回微信（元）').fill('150')
    await back.getByLabel('退回现金（元）').fill('69')
    await found.getByLabel('退款原因（必填）').fill('做坏了')
    await found.getByLabel('退款原因（必填）').press('Enter')
    await expect
      .poll(() => found.getByRole('alert').innerText())
      .toBe('退回现金最多 ¥68.00：退款只能按原支付方式退回')
    await back.getByLabel('退回微信（元）').fill('200')
    await back.getByLabel('退回现金（元）').fill('50')
    expect(await found.getByLabel('退款金额（元）').inputValue()).toBe('250.00')
    await found.getByLabel('退款原因（必填）').press('Enter')
    await found.getByRole('button', { name: '确认退款' }).click()
    const approval = page.getByRole('dialog', { name: '店长授权' })
    await approval.getByLabel('店长账号').fill('admin')
    await approval.getByLabel('店长密码').fill('admin123')
    await approval.getByLabel('店长密码').press('Enter')
    await expect
      .poll(() => found.getByRole('status').innerText())
      .toBe('已退款 ¥250.00，退回现金 ¥50.00、微信 ¥200.00')
    await page.keyboard.press('Escape')

    // Offline, the till knows its drawer: ¥100 + ¥68 − ¥50 = ¥118.
    await goOffline(context)
    await page.keyboard.press('F6')
    const move = page.getByRole('dialog', { name: '钱箱存入 / 取出' })
    await move.getByLabel('金额（元）').fill('200')
    await move.getByLabel('原因（必填）').fill('买水')
    await move.getByLabel('原因（必填）').press('Enter')
    await expect
      .poll(() => move.getByRole('alert').innerText())
      .toBe('钱箱应有现金只有 ¥118.00，不能取出更多')
    await move.getByLabel('金额（元）').fill('20')
    await move.getByLabel('原因（必填）').press('Enter')
    await move.waitFor({ state: 'detached' })

    await page.keyboard.press('F7')
    const closing = page.getByRole('dialog', { name: '结班：清点钱箱' })
    await expect.poll(() => closing.getByTestId('shift-expected').innerText()).toBe('¥98.00')
    await closing.getByLabel('实点现金（元）').fill('98')
    await closing.getByLabel('实点现金（元）').press('Enter')
    const report = page.getByRole('dialog', { name: 'Z 报表（结班报表）' })
    await report.getByTestId('z-report').waitFor()
    expect(await zAmount(report, 'z-refunds-wechat')).toBe(-20_000)
    expect(await zAmount(report, 'z-refunds-cash')).toBe(-5_000)

    const shift = await syncedShift(page, context, { float: 10_000, counted: 9_800 })
    expect(shift).toMatchObject({ status: 'closed' })
    expect(Number(shift!.expected)).toBe(9_800)
    expect(Number(shift!.difference)).toBe(0)
    await context.close()
  })
})
