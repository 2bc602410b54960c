// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { deviceId } from '../../../auth/device-identity.ts'
import { newId } from '../../../data/enqueue.ts'
import { signedInPage } from '../../../test-kit/page-harness.tsx'
import { TillPage } from './till-page.tsx'

const items = [
  { id: newId(), name: '洗剪吹', code: 'XJC', barcode: '', price: 3800, status: 'active', updated_at: 1 },
  {
    id: newId(),
    name: '矿泉水',
    code: 'KQS',
    barcode: '6920000000012',
    price: 300,
    status: 'active',
    updated_at: 1,
  },
]
const card = { id: newId(), name: '银卡', discount: 90, updated_at: 1 }
const poor = {
  id: newId(),
  card_no: 'VIP9',
  name: '周敏',
  mobile: '13900000009',
  card_type: card.id,
  balance: 1000,
  points: 0,
  status: 'active',
  updated_at: 1,
}

let page: Awaited<ReturnType<typeof signedInPage>>
beforeEach(async () => {
  page = await signedInPage({ username: 'shop', acce: '280' })
  await page.db.table('serviceItems').bulkPut(items)
  await page.db.table('cardTypes').put(card)
  await page.db.table('members').put(poor)
})
afterEach(async () => {
  cleanup()
  await page.close()
})

const search = () => screen.getByRole('combobox', { name: '搜索项目（名称 / 拼音首字母 / 编码）' })
async function addByCode(code: string) {
  fireEvent.change(search(), { target: { value: code } })
  await within(screen.getByRole('listbox')).findByRole('option', { name: new RegExp(code) })
  fireEvent.keyDown(search(), { key: 'Enter' })
}
const tendered = () => screen.getByLabelText('实收（元）')
const payButton = () => screen.getByRole('button', { name: '收款' })

/** The member till with the member of this card looked up and shown. */
async function showMember(cardNo: string) {
  page.show(<TillPage mode="member" />)
  const lookup = await screen.findByLabelText('卡号或手机号，回车查找')
  fireEvent.change(lookup, { target: { value: cardNo } })
  fireEvent.keyDown(lookup, { key: 'Enter' })
  await screen.findByTestId('member-card')
}

describe('the till', () => {
  it('adds by search, takes cash, shows the change and queues one sale under its own key', async () => {
    page.show(<TillPage mode="cash" />)
    await addByCode('XJC')
    await addByCode('XJC')
    await waitFor(() => expect(screen.getByTestId('till-total').textContent).toBe('¥76.00'))
    fireEvent.change(tendered(), { target: { value: '100' } })
    expect(screen.getByTestId('till-change').textContent).toBe('¥24.00')
    fireEvent.click(payButton())
    await screen.findByText('收款成功')
    const [sale] = await page.queued()
    expect(sale).toMatchObject({
      kind: 'shop.cashCheckout',
      payload: { total: 7600, tendered: 10_000, change: 2400 },
    })
    expect(sale!.id).toBe(screen.getByTestId('receipt-no').getAttribute('data-key'))
    expect(await page.queued()).toHaveLength(1)
    // The receipt says what the customer handed over, then the change.
    expect(screen.getAllByTestId('receipt-payment').map((p) => p.textContent)).toEqual(['现金¥100.00'])
  })

  it('numbers receipts without gaps: opening the till twice takes no number, each paid sale takes the next', async () => {
    localStorage.removeItem('pm3-receipt-seq')
    const first = page.show(<TillPage mode="cash" />)
    expect((await screen.findByTestId('sale-receipt-no')).textContent).toMatch(/-001$/)
    first.unmount()
    cleanup()
    page.show(<TillPage mode="cash" />)
    expect((await screen.findByTestId('sale-receipt-no')).textContent).toMatch(/-001$/)
    for (const n of ['001', '002']) {
      await addByCode('XJC')
      fireEvent.change(tendered(), { target: { value: '38' } })
      fireEvent.click(payButton())
      await screen.findByText('收款成功')
      expect(screen.getByTestId('receipt-no').textContent).toMatch(new RegExp(`-${n}$`))
      fireEvent.click(screen.getByRole('button', { name: /下一单/ }))
      await waitFor(() => expect(screen.queryByTestId('receipt-no')).toBeNull())
    }
    expect(screen.getByTestId('sale-receipt-no').textContent).toMatch(/-003$/)
  })

  it('refuses "abc", "1e3" and too little tendered with the reason, queuing nothing', async () => {
    page.show(<TillPage mode="cash" />)
    await addByCode('XJC')
    for (const [typed, said] of [
      ['abc', '请输入金额，例如 12.50'],
      ['1e3', '请输入金额，例如 12.50'],
      ['10', '实收金额不足'],
    ]) {
      fireEvent.change(tendered(), { target: { value: typed } })
      fireEvent.click(payButton())
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(said))
    }
    expect(await page.queued()).toHaveLength(0)
  })

  it('Alt+2 picks WeChat from anywhere and the sale goes as WeChat', async () => {
    page.show(<TillPage mode="cash" />)
    await addByCode('XJC')
    fireEvent.keyDown(window, { key: '2', code: 'Digit2', altKey: true })
    await waitFor(() => expect(document.activeElement).toBe(payButton()))
    expect(screen.queryByLabelText('实收（元）')).toBeNull()
    fireEvent.click(payButton())
    await screen.findByText('收款成功')
    expect((await page.queued())[0]!.payload).toMatchObject({ method: 'wechat', tendered: 3800, change: 0 })
  })

  it('Alt+5 splits the payment: WeChat as typed, the rest in cash with its change; the receipt shows both', async () => {
    page.show(<TillPage mode="cash" />)
    await addByCode('XJC')
    fireEvent.keyDown(window, { key: '5', code: 'Digit5', altKey: true })
    const wechat = await screen.findByLabelText('微信')
    await waitFor(() => expect(document.activeElement).toBe(wechat))
    fireEvent.change(wechat, { target: { value: '30' } })
    expect(screen.getByTestId('split-cash').textContent).toBe('现金部分 ¥8.00')
    fireEvent.change(tendered(), { target: { value: '10' } })
    expect(screen.getByTestId('till-change').textContent).toBe('¥2.00')
    fireEvent.click(payButton())
    await screen.findByText('收款成功')
    expect((await page.queued())[0]!.payload).toMatchObject({
      method: 'cash',
      payments: [
        { method: 'cash', amount: 800 },
        { method: 'wechat', amount: 3000 },
      ],
      tendered: 4000,
      change: 200,
    })
    expect(screen.getAllByTestId('receipt-payment').map((p) => p.textContent)).toEqual([
      '现金¥10.00',
      '微信¥30.00',
    ])
    // Its reprint (查找小票) shows the same two parts, not the whole tendered sum as cash.
    fireEvent.click(screen.getByRole('button', { name: /下一单/ }))
    fireEvent.click(screen.getByRole('button', { name: /查找小票/ }))
    fireEvent.click(within(await screen.findByTestId('today-sales')).getByRole('button'))
    await waitFor(() =>
      expect(screen.getAllByTestId('receipt-payment').map((p) => p.textContent)).toEqual([
        '现金¥10.00',
        '微信¥30.00',
      ]),
    )
  })

  it('the shop manager takes an amount off the whole sale with a reason; a cashier is not offered it', async () => {
    const shown = page.show(<TillPage mode="cash" />)
    await addByCode('XJC')
    expect(screen.queryByLabelText('整单优惠（元）')).toBeNull()
    shown.unmount()
    cleanup()
    await page.close()
    page = await signedInPage({ username: 'manager', acce: '280,281' })
    await page.db.table('serviceItems').bulkPut(items)
    page.show(<TillPage mode="cash" />)
    await addByCode('XJC')
    fireEvent.change(screen.getByLabelText('整单优惠（元）'), { target: { value: '5' } })
    await waitFor(() => expect(screen.getByTestId('till-total').textContent).toBe('¥33.00'))
    fireEvent.change(tendered(), { target: { value: '40' } })
    fireEvent.click(payButton())
    expect((await screen.findByRole('alert')).textContent).toBe('改了单价或优惠，请填写改价原因')
    expect(await page.queued()).toHaveLength(0)
    fireEvent.change(screen.getByLabelText(/改价原因/), { target: { value: '老顾客' } })
    fireEvent.click(payButton())
    await screen.findByText('收款成功')
    expect((await page.queued())[0]!.payload).toMatchObject({
      total: 3300,
      cart_discount: 500,
      change: 700,
      override_reason: '老顾客',
    })
  })

  it('a scanned barcode adds its item; an unknown one is said, and nothing is added', async () => {
    page.show(<TillPage mode="cash" />)
    await waitFor(() => search())
    const scan = (code: string) => {
      for (const key of code) fireEvent.keyDown(search(), { key })
      fireEvent.keyDown(search(), { key: 'Enter' })
    }
    scan('6920000000012')
    await waitFor(() => expect(screen.getByTestId('till-total').textContent).toBe('¥3.00'))
    scan('6900000000000')
    expect((await screen.findByRole('alert')).textContent).toBe('条码 6900000000000 不在价目表中')
    expect(screen.getByTestId('till-total').textContent).toBe('¥3.00')
  })

  it('a barcode keyed in by hand and Enter adds its item, as a scan would', async () => {
    page.show(<TillPage mode="cash" />)
    await within(await screen.findByRole('listbox')).findByRole('option', { name: /矿泉水/ })
    fireEvent.change(search(), { target: { value: '6920000000012' } })
    fireEvent.keyDown(search(), { key: 'Enter' })
    await waitFor(() => expect(screen.getByTestId('till-total').textContent).toBe('¥3.00'))
  })

  it('a top-up names how it was paid and gives the member a slip with the balance after', async () => {
    await showMember('VIP9')
    fireEvent.change(screen.getByLabelText('充值金额（元）'), { target: { value: '100' } })
    fireEvent.click(within(screen.getByTestId('member-card')).getByLabelText('微信'))
    fireEvent.click(screen.getByRole('button', { name: '充值' }))
    const slip = await screen.findByTestId('top-up-receipt')
    expect(slip.textContent).toContain('微信¥100.00')
    expect(slip.textContent).toContain('余额¥110.00')
    expect((await page.queued())[0]!.payload).toMatchObject({ amount: 10_000, method: 'wechat' })
  })

  it('F8 lists today’s sales and, a day at a time, the days before', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString()
    await page.db.table('orders').put({
      id: newId(),
      receipt_no: 'AB12-241123-004',
      method: 'cash',
      total: 3800,
      tendered: 3800,
      change: 0,
      lines: '[]',
      sold_at: yesterday,
      updated_at: 1,
    })
    page.show(<TillPage mode="cash" />)
    await screen.findByRole('combobox', { name: '搜索项目（名称 / 拼音首字母 / 编码）' })
    fireEvent.keyDown(window, { key: 'F8', code: 'F8' })
    const day = await screen.findByTestId('sales-day')
    expect(day.textContent).toContain('今天')
    expect(screen.queryByText('AB12-241123-004')).toBeNull()
    fireEvent.click(within(day).getByRole('button', { name: '前一天' }))
    expect(await screen.findByText('AB12-241123-004')).toBeTruthy()
  })

  it('a refund by line takes the ticked lines’ share of what was paid, and names the lines', async () => {
    const lines = [
      { item_id: items[0]!.id, name: '洗剪吹', price: 3800, qty: 1, discount: 0 },
      { item_id: items[1]!.id, name: '矿泉水', price: 300, qty: 2, discount: 0 },
    ]
    const id = newId()
    await page.db.table('orders').put({
      id,
      receipt_no: 'AB12-261125-001',
      method: 'member',
      member_id: poor.id,
      total: 3960,
      tendered: 3960,
      change: 0,
      lines: JSON.stringify(lines),
      sold_at: new Date().toISOString(),
      updated_at: 1,
    })
    page.show(<TillPage mode="cash" />)
    await screen.findByRole('combobox', { name: '搜索项目（名称 / 拼音首字母 / 编码）' })
    fireEvent.keyDown(window, { key: 'F8', code: 'F8' })
    fireEvent.click(await screen.findByText('AB12-261125-001'))
    const byLine = await screen.findByRole('group', { name: '按商品退款' })
    fireEvent.click(within(byLine).getByLabelText(/矿泉水/))
    // 6.00 of a 44.00 sale charged 39.60 (a 90% card): 5.40 back.
    expect((screen.getByLabelText('退款金额（元）') as HTMLInputElement).value).toBe('5.40')
    fireEvent.change(screen.getByLabelText('退款原因（必填）'), { target: { value: '水没开封' } })
    fireEvent.click(screen.getByRole('button', { name: '退款' }))
    // Nothing is queued before the cashier has seen the lines, quantities and amount.
    const confirm = await screen.findByTestId('refund-confirm')
    expect(confirm.textContent).toContain('矿泉水 ×2')
    expect(within(confirm).getByTestId('refund-confirm-amount').textContent).toBe('退款 ¥5.40')
    expect(await page.queued()).toHaveLength(0)
    fireEvent.click(within(confirm).getByRole('button', { name: '确认退款' }))
    await screen.findByText('已退款 ¥5.40，退回会员余额')
    expect((await page.queued())[0]!.payload).toMatchObject({
      order_id: id,
      amount: 540,
      to: 'balance',
      lines: [{ line: 1, item_id: items[1]!.id, name: '矿泉水', qty: 2 }],
    })
    // The slip prints what went back; the line given back in full cannot be ticked again.
    expect((await screen.findByTestId('refund-slip')).textContent).toContain('矿泉水 ×2')
    fireEvent.click(screen.getByRole('button', { name: '继续退款' }))
    const again = await screen.findByRole('group', { name: '按商品退款' })
    expect((within(again).getByLabelText(/矿泉水/) as HTMLInputElement).disabled).toBe(true)
    expect(again.textContent).toContain('已全退')
  })

  it('an empty amount refunds nothing: the cashier is asked for an amount or the lines', async () => {
    const id = newId()
    await page.db.table('orders').put({
      id,
      receipt_no: 'AB12-261125-003',
      method: 'cash',
      total: 9_400,
      tendered: 9_400,
      change: 0,
      lines: '[]',
      sold_at: new Date().toISOString(),
      updated_at: 1,
    })
    page.show(<TillPage mode="cash" />)
    await screen.findByRole('combobox', { name: '搜索项目（名称 / 拼音首字母 / 编码）' })
    fireEvent.keyDown(window, { key: 'F8', code: 'F8' })
    fireEvent.click(await screen.findByText('AB12-261125-003'))
    fireEvent.change(await screen.findByLabelText('退款原因（必填）'), { target: { value: '顾客退货' } })
    fireEvent.click(screen.getByRole('button', { name: '退款' }))
    expect((await screen.findByRole('alert')).textContent).toBe('请填写退款金额，或勾选要退的商品')
    expect(await page.queued()).toHaveLength(0)
  })

  it('offline, a refund above the site’s offline cap is refused before anything is queued', async () => {
    const id = newId()
    await page.db.table('orders').put({
      id,
      receipt_no: 'AB12-261125-002',
      method: 'cash',
      total: 30_000,
      tendered: 30_000,
      change: 0,
      lines: '[]',
      sold_at: new Date().toISOString(),
      updated_at: 1,
    })
    const online = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false })
    try {
      page.show(<TillPage mode="cash" />)
      await screen.findByRole('combobox', { name: '搜索项目（名称 / 拼音首字母 / 编码）' })
      fireEvent.keyDown(window, { key: 'F8', code: 'F8' })
      fireEvent.click(await screen.findByText('AB12-261125-002'))
      fireEvent.change(await screen.findByLabelText('退款金额（元）'), { target: { value: '150' } })
      fireEvent.change(screen.getByLabelText('退款原因（必填）'), { target: { value: '顾客退货' } })
      fireEvent.click(screen.getByRole('button', { name: '退款' }))
      expect((await screen.findByRole('alert')).textContent).toBe(
        '离线时单笔退款不能超过 ¥100.00，请联网后再退',
      )
      expect(await page.queued()).toHaveLength(0)
    } finally {
      delete (navigator as { onLine?: boolean }).onLine
      if (online) Object.defineProperty(Navigator.prototype, 'onLine', online)
    }
  })

  // Changed in issue 34: the balance is one tender, so a sale beyond it is paid balance + the rest
  // (it used to be refused as 会员余额不足 with no way to pay the rest).
  it('a member sale beyond the balance takes the balance and the rest in cash, queued as one split sale', async () => {
    await showMember('VIP9')
    await addByCode('XJC')
    await screen.findByTestId('balance-rest')
    fireEvent.click(payButton())
    expect((await screen.findByRole('alert')).textContent).toBe('实收金额不足')
    expect(await page.queued()).toHaveLength(0)
    fireEvent.change(tendered(), { target: { value: '100' } })
    fireEvent.click(payButton())
    await screen.findByTestId('receipt-no')
    const [sale] = await page.queued()
    expect(sale!.kind).toBe('shop.memberCheckout')
    expect((sale!.payload as { payments: { method: string; amount: number }[] }).payments[1]).toEqual({
      method: 'member',
      amount: 1000,
    })
  })

  it('a shift opened with a float carries the sales; closing it reckons float plus cash taken', async () => {
    // The shop manager registered this device as a till.
    await page.db
      .table('tills')
      .put({ id: newId(), code: 'Q7K2', name: '前台', device: deviceId(), updated_at: 1 })
    page.show(<TillPage mode="cash" />)
    fireEvent.click(await screen.findByRole('button', { name: '开班' }))
    fireEvent.change(await screen.findByLabelText('备用金（元）'), { target: { value: '200' } })
    await act(async () => {
      fireEvent.submit(screen.getByLabelText('备用金（元）').closest('form')!)
    })
    await screen.findByRole('button', { name: '结班' })
    await addByCode('XJC')
    fireEvent.change(tendered(), { target: { value: '50' } })
    fireEvent.click(payButton())
    await screen.findByText('收款成功')
    const queued = await page.queued()
    const opened = queued.find((e) => e.kind === 'shop.openShift')
    const sale = queued.find((e) => e.kind === 'shop.cashCheckout')
    expect(opened?.payload.float).toBe(20_000)
    expect(sale?.payload.shift_id).toBe(opened?.payload.id)
    fireEvent.click(screen.getByRole('button', { name: '结班' }))
    await waitFor(() => expect(screen.getByTestId('shift-expected').textContent).toBe('¥238.00'))
    // The Z report beside the count, by method.
    await waitFor(() => expect(screen.getByTestId('z-sales-cash').textContent).toContain('¥38.00'))
    expect(screen.getByTestId('z-expected').textContent).toContain('¥238.00')
  })
})

describe('a device that is no till', () => {
  it('says so instead of offering to open a shift; the cashier asks the manager', async () => {
    page.show(<TillPage mode="cash" />)
    expect((await screen.findByTestId('till-unregistered')).textContent).toBe(
      '本机还没有登记为收银台，不能开班：请店长在本机登记',
    )
    expect(screen.queryByRole('button', { name: '开班' })).toBeNull()
    expect(screen.queryByRole('button', { name: '登记本机为收银台' })).toBeNull()
  })

  it('a colleague’s open shift on this till is shown with 接班, never 未开班, and taking over is queued', async () => {
    await page.db
      .table('tills')
      .put({ id: newId(), code: 'Q7K3', name: '前台', device: deviceId(), updated_at: 1 })
    const shift = newId()
    await page.db.table('shifts').put({
      id: shift,
      till: 'Q7K3',
      cashier: '收银员甲',
      cashiers: '收银员甲',
      cashier_ids: ',99,',
      handovers: '[]',
      status: 'open',
      opened_at: new Date().toISOString(),
      float: 10_000,
      updated_at: 1,
    })
    page.show(<TillPage mode="cash" />)
    await waitFor(() => expect(screen.getByTestId('shift-bar').textContent).toContain('收银员甲 当班中'))
    expect(screen.queryByText('未开班')).toBeNull()
    const dialog = await screen.findByRole('dialog')
    await act(async () => {
      fireEvent.submit(within(dialog).getByRole('button', { name: '接班' }).closest('form')!)
    })
    const queued = await page.queued()
    expect(queued.map((e) => e.kind)).toEqual(['shop.takeOverShift'])
    expect(queued[0]!.payload).toMatchObject({ id: shift })
  })
})
