// A two-cashier day on one till (issue 34), as one journey in one browser. Cashier A opens the shift
// and sells: a silver card (a stored-value card with a price, approved by the shop manager at the
// till), a member's sale paid by the balance and the rest by WeChat, and a cash sale of goods with a
// technician named on a line; A signs out. Cashier B (shop rights only) signs in on the same browser,
// sees A's shift (never 未开班), takes it over, gives one line of A's cash sale back and cannot give
// it back twice, sells, and closes. The Z report on screen then equals the server's records to the
// fen: the orders, the refund, the member ledger, the shift row, the stock.
import type { Kysely } from 'kysely'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { newId } from '../../src/data/enqueue.ts'
import { zReport } from '../../src/modules/shop/z-report.ts'
import {
  appUnderTest,
  ONLINE_ONLY,
  openUserMenuAndSignOut,
  signedInPage,
  signInThroughPage,
  waitForPulled,
} from '../helpers/browser.ts'
import { addCashier, ledgerMismatches, registerBrowserTill } from '../helpers/shop.ts'
import { bearer, call, login } from '../helpers/test-server.ts'
import { refundLine, searchBox, zAmount } from '../helpers/till.ts'

const app = appUnderTest()
type Raw = Kysely<Record<string, Record<string, unknown>>>

/** One cash sale by keyboard; answers the receipt number. */
async function sale(page: Page, cash: string) {
  await searchBox(page).waitFor()
  await searchBox(page).click()
  await page.keyboard.type('xjc')
  await page.getByRole('listbox').getByRole('option').first().waitFor()
  await page.keyboard.press('Enter')
  await page.keyboard.press('F9')
  await page.keyboard.type(cash)
  await page.keyboard.press('Enter')
  await page.getByText('收款成功').waitFor()
  const receiptNo = await page.getByTestId('receipt-no').innerText()
  await page.keyboard.press('Enter')
  return receiptNo
}

/** An item found by what is typed and picked from the list by its name, as a cashier clicks it. */
async function addItem(page: Page, typed: string, name: string) {
  await searchBox(page).fill(typed)
  await page
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(name) })
    .first()
    .click()
  await page.getByTestId('cart-line').filter({ hasText: name }).waitFor()
}

/** The receipt on screen after a sale: its number and its order id; then 下一单. */
async function receiptThenNext(page: Page) {
  await page.getByText('收款成功').waitFor()
  const receipt = page.getByTestId('receipt-no')
  const no = await receipt.innerText()
  const id = (await receipt.getAttribute('data-key')) ?? ''
  await page.getByRole('button', { name: '下一单' }).click()
  await searchBox(page).waitFor()
  return { no, id }
}

const synced = (page: Page) =>
  expect
    .poll(() => page.getByTestId('sync-indicator').innerText(), { timeout: 30_000 })
    .not.toContain('待同步')

const seqOf = (receiptNo: string) => Number(receiptNo.split('-').at(-1))

describe('a two-cashier day on one till', () => {
  it('A sells a card, a member sale part balance part WeChat and cash goods with a technician; B takes the shift over, gives one line back once only, sells and closes; the Z report equals the server to the fen', async () => {
    const db = app.server.db as never as Raw
    const second = await addCashier(app.server, 'shopb', '收银员乙')
    // The shampoo on the shelf, counted in under its barcode: goods the till sells leave it.
    const shampoo = await db
      .selectFrom('res_serviceItems')
      .selectAll()
      .where('code', '=', 'XFS')
      .executeTakeFirstOrThrow()
    const shelf = { id: newId(), code: String(shampoo.barcode), name: '洗发水', unit: '瓶', quantity: 10 }
    const admin = await login(app.server, 'admin', 'admin123')
    const stocked = await call(app.server, 'POST', '/stock/saveStock', {
      body: shelf,
      headers: { ...bearer(admin), 'idempotency-key': newId() },
    })
    expect(stocked.body.code).toBe(200)
    const memberBefore = await db
      .selectFrom('res_members')
      .selectAll()
      .where('card_no', '=', 'VIP1004')
      .executeTakeFirstOrThrow()
    expect(Number(memberBefore.balance)).toBe(50_000)

    // Cashier A opens the shift with ¥100 in the drawer.
    // The till stays online all day here (offline days: till.test.ts, faults-in-the-browser).
    const { page } = await signedInPage(app, 'shop', 'shop123', ONLINE_ONLY)
    const pageErrors: string[] = []
    page.on('pageerror', (e) => pageErrors.push(e.message))
    const till = await registerBrowserTill(app.server, page, '前台一号')
    await page.goto('/dian/shouxian')
    await waitForPulled(page, ['serviceItems', 'shifts', 'tills', 'members', 'cardTypes', 'technicians'])
    await page.getByText('未开班').waitFor()
    await page.getByRole('button', { name: '开班' }).click()
    await page.getByLabel('备用金（元）').fill('100')
    await page.getByLabel('备用金（元）').press('Enter')
    await page.getByRole('button', { name: '结班' }).waitFor()

    // A sells a silver card (¥500, opening balance ¥500) to a new member, in cash; a cashier needs
    // the shop manager for a card with value, who approves at this till.
    await page.goto('/dian/huiyin')
    await page.getByRole('button', { name: '结班' }).waitFor()
    await page.getByRole('button', { name: '售卡', exact: true }).click()
    const cardForm = page.getByRole('form', { name: '售卡：收款计入当班' })
    await cardForm.getByLabel('卡类型').selectOption({ label: '银卡 · ¥500.00' })
    await cardForm.getByLabel('卡号', { exact: true }).fill('VIP2001')
    await cardForm.getByLabel('会员姓名').fill('钱多多')
    await cardForm.getByLabel('手机号').fill('13900000001')
    await cardForm.getByLabel('实收（元）').fill('500')
    await cardForm.getByRole('button', { name: '收款 ¥500.00' }).click()
    const approval = page.getByRole('dialog', { name: '店长授权' })
    await approval.getByText('发有折扣、储值、积分或售价的会员卡：请店长输入账号和密码确认。').waitFor()
    await approval.getByLabel('店长账号').fill('admin')
    await approval.getByLabel('店长密码').fill('admin123')
    await approval.getByRole('button', { name: '授权' }).click()
    const card = await receiptThenNext(page)
    expect(card.no.startsWith(`${till.code}-`)).toBe(true)

    // A member (silver, 95%, ¥500 on the card) buys ¥535 at list: ¥508.25, the balance pays ¥500
    // and the rest ¥8.25 goes on WeChat.
    await page.getByLabel('卡号或手机号，回车查找').fill('VIP1004')
    await page.getByLabel('卡号或手机号，回车查找').press('Enter')
    await expect.poll(() => page.getByTestId('member-balance').innerText()).toBe('¥500.00')
    await addItem(page, 'tf', '烫发')
    await addItem(page, 'qstn', '全身推拿')
    await addItem(page, 'xfs', '洗发水')
    await expect.poll(() => page.getByTestId('till-total').innerText()).toBe('¥508.25')
    const rest = page.getByTestId('balance-rest')
    expect(await rest.innerText()).toContain('会员余额付 ¥500.00，其余 ¥8.25 用：')
    await rest.getByLabel('支付方式').selectOption({ label: '微信' })
    await page.getByRole('button', { name: '收款', exact: true }).click()
    const member = await receiptThenNext(page)
    // The member till keeps its member: the card now holds nothing.
    await expect.poll(() => page.getByTestId('member-balance').innerText()).toBe('¥0.00')

    // A cash sale of a haircut, its technician named on the line, and a bottle of shampoo.
    await page.goto('/dian/shouxian')
    await page.getByRole('button', { name: '结班' }).waitFor()
    await addItem(page, 'xjc', '洗剪吹')
    await addItem(page, 'xfs', '洗发水')
    const picker = page.getByLabel('洗剪吹 的技师')
    await expect.poll(() => picker.locator('option').count()).toBeGreaterThan(1)
    const technician = (await picker.locator('option').nth(1).innerText()).trim()
    await picker.selectOption({ label: technician })
    await page.getByLabel('实收（元）').fill('200')
    await expect.poll(() => page.getByTestId('till-change').innerText()).toBe('¥93.00')
    await page.getByRole('button', { name: '收款', exact: true }).click()
    const cash = await receiptThenNext(page)
    expect([seqOf(member.no), seqOf(cash.no)]).toEqual([seqOf(card.no) + 1, seqOf(card.no) + 2])
    await synced(page)

    await openUserMenuAndSignOut(page, '门店收银员')
    await page.waitForURL(/\/login/)
    // Signing in again brings B back to the till page A left.
    await signInThroughPage(page, second.username, second.password)
    await page.waitForURL(/\/dian\/shouxian$/)
    // B sees A's open shift on this till, never 未开班, and takes it over.
    const handover = page.getByRole('dialog')
    await handover.getByText('门店收银员').waitFor({ timeout: 30_000 })
    expect(await page.getByText('未开班').count()).toBe(0)
    await handover.getByRole('button', { name: '接班' }).click()
    await page.getByRole('button', { name: '结班' }).waitFor()

    // B gives the shampoo of A's cash sale back, by its line, in cash out of the drawer.
    const refunding = await refundLine(page, cash.no, '洗发水')
    await expect.poll(() => refunding.getByRole('status').innerText()).toBe('已退款 ¥69.00，退回现金')
    // Asked to give it back again, B finds the line given back and not to be ticked.
    await refunding.getByRole('button', { name: '继续退款' }).click()
    const lines = refunding.getByRole('group', { name: '按商品退款' })
    await expect.poll(() => lines.innerText()).toContain('已全退')
    expect(await lines.getByLabel(/洗发水/).isDisabled()).toBe(true)
    expect(await lines.getByLabel(/洗剪吹/).isDisabled()).toBe(false)
    await page.keyboard.press('Escape')
    await synced(page)
    // Nor does the server take the line back twice, sent again from this till (as another till's
    // queued refund would arrive), even for no more than the sale has left (¥38, the haircut's).
    const [given] = await db.selectFrom('res_refunds').selectAll().where('order_id', '=', cash.id).execute()
    const again = await call(app.server, 'POST', '/dian/saveRefund', {
      body: {
        id: newId(),
        order_id: cash.id,
        amount: 3_800,
        to: 'cash',
        reason: '顾客退货',
        at: new Date().toISOString(),
        shift_id: String(given?.shift_id),
        lines: JSON.parse(String(given?.lines)),
      },
      headers: {
        ...bearer(await login(app.server, second.username, second.password)),
        'x-device': till.device,
        'idempotency-key': newId(),
        'accept-language': 'zh',
      },
    })
    expect(again.body.code).not.toBe(200)
    expect(again.body.msg).toContain('「洗发水」已经全部退过，不能再退')

    const next = await sale(page, '50')
    expect(next.split('-').slice(0, 2)).toEqual(cash.no.split('-').slice(0, 2))
    expect(seqOf(next)).toBe(seqOf(cash.no) + 1)

    // B closes: float 100 + cash sales (500 card, 107 goods, 38 haircut) − 69 given back = ¥676.
    await page.getByRole('button', { name: '结班' }).click()
    const closing = page.getByRole('dialog', { name: '结班：清点钱箱' })
    await expect.poll(() => closing.getByTestId('shift-expected').innerText()).toBe('¥676.00')
    await closing.getByLabel('实点现金（元）').fill('676')
    await closing.getByLabel('实点现金（元）').press('Enter')
    const report = page.getByRole('dialog', { name: 'Z 报表（结班报表）' })
    await report.getByTestId('z-report').waitFor()
    await synced(page)

    await expect
      .poll(
        async () =>
          (await db.selectFrom('res_shifts').selectAll().where('till', '=', till.code).executeTakeFirst())
            ?.status,
        { timeout: 30_000 },
      )
      .toBe('closed')
    const shift = await db
      .selectFrom('res_shifts')
      .selectAll()
      .where('till', '=', till.code)
      .executeTakeFirstOrThrow()
    expect(shift).toMatchObject({
      cashiers: '门店收银员、收银员乙',
      cashier: '收银员乙',
      closed_by: '收银员乙',
    })
    expect(JSON.parse(String(shift.handovers))).toMatchObject([{ from: '门店收银员', to: '收银员乙' }])
    expect([shift.float, shift.expected, shift.counted, shift.difference].map(Number)).toEqual([
      10_000, 67_600, 67_600, 0,
    ])

    // Each order of the shift names who rang it; the refund names B.
    const of = (table: string) => db.selectFrom(table).selectAll().where('shift_id', '=', String(shift.id))
    const orders = await of('res_orders').orderBy('receipt_no').execute()
    expect(orders.map((o) => [o.receipt_no, o.cashier, o.method, Number(o.total)])).toEqual([
      [card.no, '门店收银员', 'cash', 50_000],
      [member.no, '门店收银员', 'member', 50_825],
      [cash.no, '门店收银员', 'cash', 10_700],
      [next, '收银员乙', 'cash', 3_800],
    ])
    const refunds = await db.selectFrom('res_refunds').selectAll().where('order_id', '=', cash.id).execute()
    expect(refunds).toHaveLength(1)
    expect(refunds[0]).toMatchObject({ shift_id: shift.id, cashier: '收银员乙', to: 'cash' })
    expect(Number(refunds[0]!.amount)).toBe(6_900)
    // The shampoo line given back once, by its quantity.
    expect(
      (JSON.parse(String(refunds[0]!.lines)) as Record<string, unknown>[]).map((l) => [l.item_id, l.qty]),
    ).toEqual([[shampoo.id, 1]])
    expect(Number(orders.find((o) => o.id === cash.id)?.refunded)).toBe(6_900)
    // The technician named on the haircut's line.
    const cashLines = JSON.parse(String(orders.find((o) => o.id === cash.id)?.lines)) as Record<
      string,
      unknown
    >[]
    expect(cashLines.map((l) => [l.name, l.staff_name ?? ''])).toEqual([
      ['洗剪吹', technician],
      ['洗发水', ''],
    ])

    // The member paid exactly the balance part; the new card's opening balance names its sale.
    const memberSale = orders.find((o) => o.id === member.id)!
    expect(JSON.parse(String(memberSale.payments))).toEqual([
      { method: 'wechat', amount: 825 },
      { method: 'member', amount: 50_000 },
    ])
    const memberAfter = await db
      .selectFrom('res_members')
      .selectAll()
      .where('id', '=', String(memberBefore.id))
      .executeTakeFirstOrThrow()
    expect(Number(memberBefore.balance) - Number(memberAfter.balance)).toBe(50_000)
    const charged = await db
      .selectFrom('res_memberLedger')
      .selectAll()
      .where('order_id', '=', member.id)
      .execute()
    expect(charged.map((l) => [l.member_id, Number(l.amount), l.cashier])).toEqual([
      [memberBefore.id, -50_000, '门店收银员'],
    ])
    const newMember = await db
      .selectFrom('res_members')
      .selectAll()
      .where('card_no', '=', 'VIP2001')
      .executeTakeFirstOrThrow()
    expect(Number(newMember.balance)).toBe(50_000)
    const opening = await db
      .selectFrom('res_memberLedger')
      .selectAll()
      .where('order_id', '=', card.id)
      .execute()
    expect(opening.map((l) => [l.member_id, Number(l.amount)])).toEqual([[newMember.id, 50_000]])
    expect(await ledgerMismatches(app.server)).toEqual([])

    // The shelf: two bottles sold, one given back.
    const stock = await db
      .selectFrom('res_stockItems')
      .selectAll()
      .where('id', '=', shelf.id)
      .executeTakeFirst()
    expect(Number(stock?.quantity)).toBe(9)

    // The Z report on screen equals the server's records of the shift, line by line, to the fen.
    const server = zReport({
      float: Number(shift.float),
      orders,
      refunds: await of('res_refunds').execute(),
      topUps: (await of('res_memberLedger').execute()).filter((l) => l.kind === 'topup'),
      moves: await of('res_cashMoves').execute(),
    })
    expect(server).toMatchObject({
      sales: {
        cash: { count: 3, total: 64_500 },
        wechat: { count: 1, total: 825 },
        member: { count: 1, total: 50_000 },
        alipay: { count: 0, total: 0 },
        card: { count: 0, total: 0 },
      },
      salesTotal: { count: 4, total: 115_325 },
      refunds: { cash: { count: 1, total: 6_900 } },
      refundsTotal: { count: 1, total: 6_900 },
      netTakings: 108_425,
      discountsGiven: 2_675,
      expectedCash: 67_600,
    })
    await expect.poll(() => zAmount(report, 'z-expected')).toBe(Number(shift.expected))
    const screen = {
      sales: Object.fromEntries(
        await Promise.all(
          (['cash', 'wechat', 'alipay', 'card', 'member'] as const).map(
            async (m) => [m, await zAmount(report, `z-sales-${m}`)] as const,
          ),
        ),
      ),
      refundsCash: await zAmount(report, 'z-refunds-cash'),
      refundsTotal: await zAmount(report, 'z-refunds-total'),
      net: await zAmount(report, 'z-net'),
      discounts: await zAmount(report, 'z-discounts'),
      expected: await zAmount(report, 'z-expected'),
      counted: await zAmount(report, 'z-counted'),
      difference: await zAmount(report, 'z-difference'),
    }
    expect(screen).toEqual({
      sales: {
        cash: server.sales.cash.total,
        wechat: server.sales.wechat.total,
        alipay: server.sales.alipay.total,
        card: server.sales.card.total,
        member: server.sales.member.total,
      },
      refundsCash: -server.refunds.cash.total,
      refundsTotal: -server.refundsTotal.total,
      net: server.netTakings,
      discounts: server.discountsGiven,
      expected: server.expectedCash,
      counted: Number(shift.counted),
      difference: Number(shift.difference),
    })
    expect(await report.getByTestId('z-sales-cash').innerText()).toContain('×3')
    expect(pageErrors).toEqual([])
    // A journey of two sign-ins, four sales, a refund and a close: longer than one screen's test.
  }, 300_000)
})
