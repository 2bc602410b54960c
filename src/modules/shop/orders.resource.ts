// Orders and the member ledger: written only by checkout and top-up workflows on the server,
// mirrored for the till's daily summary, the member detail and offline receipts.
import { defineResource } from '../../resources/define-resource.ts'
import { f } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'

/** The ways money is taken (and, for refunds, given back besides the balance). */
export const TOP_UP_METHODS = {
  cash: { zh: '现金', en: 'Cash' },
  wechat: { zh: '微信', en: 'WeChat' },
  alipay: { zh: '支付宝', en: 'Alipay' },
  card: { zh: '银行卡', en: 'Card' },
}

/** Days of its shop's sales and ledger a device keeps (older ones: online only). */
export const SHOP_DAYS = 30

const PAY_METHODS = { ...TOP_UP_METHODS, member: { zh: '会员余额', en: 'Member balance' } }

export const orders = defineResource({
  name: 'orders',
  title: { zh: '销售单', en: 'Orders' },
  api: { list: '/dian/getOrderList' },
  access: numberedAccess(280),
  route: '/dian/orders',
  icon: 'file-list-3-line',
  fields: {
    /** The receipt number, made when the sale starts. */
    id: f.id(),
    /** What the receipt prints and people search for (src/modules/shop/receipt-number.ts). */
    receipt_no: f.text({ label: { zh: '小票号', en: 'Receipt no.' }, max: 20, readOnly: true }),
    method: f.enumOf({ label: { zh: '支付方式', en: 'Payment' }, options: PAY_METHODS }),
    member_id: f.ref({ label: { zh: '会员', en: 'Member' }, resource: 'members', display: 'name' }),
    total: f.money({ label: { zh: '应收', en: 'Total' } }),
    tendered: f.money({ label: { zh: '实收', en: 'Tendered' } }),
    change: f.money({ label: { zh: '找零', en: 'Change' } }),
    lines: f.text({ label: { zh: '明细', en: 'Lines' }, max: 20_000 }),
    sold_at: f.text({ label: { zh: '销售时间', en: 'Sold at' }, max: 30, instant: true }),
    /** How much of the total has been refunded (fen), by the refund command only. */
    refunded: f.money({ label: { zh: '已退', en: 'Refunded' }, readOnly: true }),
    // Written by the server's pricing (server/shop/sale-pricing.ts), never by the till:
    price_version: f.int({ label: { zh: '价目表版本', en: 'Price-list version' }, readOnly: true }),
    /** The total at the server's list prices (with the card's discount), beside what was charged. */
    list_total: f.money({ label: { zh: '价目表金额', en: 'List total' }, readOnly: true }),
    /** Why the sale needs a second look (codes, comma-separated: REVIEW_REASONS); '' when none. */
    review: f.text({ label: { zh: '待复核原因', en: 'Review' }, max: 200, readOnly: true }),
    override_by: f.text({ label: { zh: '改价人', en: 'Overridden by' }, max: 60, readOnly: true }),
    override_reason: f.text({ label: { zh: '改价原因', en: 'Override reason' }, max: 200, readOnly: true }),
    /** JSON: each line charged differently from the list ({line, name, list_price, price, discount, why}). */
    price_changes: f.text({ label: { zh: '改价明细', en: 'Price changes' }, max: 20_000, readOnly: true }),
    /** Fen off the whole sale (the price-override right's). */
    cart_discount: f.money({ label: { zh: '整单优惠', en: 'Sale discount' }, readOnly: true }),
    /** A split payment's parts, JSON [{method, amount}] ('' when paid one way). */
    payments: f.text({ label: { zh: '组合支付', en: 'Split payment' }, max: 400, readOnly: true }),
    /** The till's shift the sale was made in ('' outside a shift). */
    shift_id: f.text({ label: { zh: '班次', en: 'Shift' }, max: 26, readOnly: true }),
    /** The seller's shop (their staff file's), stamped by the server; '' for a seller without one. */
    shop_id: f.text({ label: { zh: '门店', en: 'Shop' }, max: 26, readOnly: true }),
    /** Who rang it on the till (the shift's cashier then), stamped by the server. */
    cashier: f.text({ label: { zh: '收银员', en: 'Cashier' }, max: 60, readOnly: true }),
  },
  indexes: ['sold_at', 'member_id', 'receipt_no', 'shift_id'],
  // A till needs its shop's recent sales (the day's total, receipts to reprint or refund); the
  // company's years of sales are read online.
  syncWindow: { days: SHOP_DAYS, time: 'sold_at', shop: 'shop_id' },
  list: {
    columns: ['receipt_no', 'sold_at', 'method', 'member_id', 'total', 'refunded', 'review'],
    search: ['receipt_no', 'sold_at'],
    sort: 'sold_at',
    desc: true,
  },
  form: [],
})

export const memberLedger = defineResource({
  name: 'memberLedger',
  title: { zh: '会员流水', en: 'Member ledger' },
  api: { list: '/dian/getMemberLedgerList' },
  access: numberedAccess(280),
  route: '/dian/ledger',
  fields: {
    id: f.id(),
    member_id: f.ref({ label: { zh: '会员', en: 'Member' }, resource: 'members', display: 'name' }),
    kind: f.enumOf({
      label: { zh: '类型', en: 'Kind' },
      options: {
        topup: { zh: '充值', en: 'Top-up' },
        charge: { zh: '消费', en: 'Charge' },
        refund: { zh: '退款', en: 'Refund' },
        opening: { zh: '开卡储值', en: 'Card opening' },
      },
    }),
    /** Signed: top-ups and refunds add, charges subtract. */
    amount: f.int({ label: { zh: '金额（分）', en: 'Amount (fen)' } }),
    order_id: f.text({ label: { zh: '销售单', en: 'Order' }, max: 26 }),
    at: f.text({ label: { zh: '时间', en: 'Time' }, max: 30 }),
    /** Points earned (charges, card opening) or given back (refunds), signed. */
    points: f.int({ label: { zh: '积分', en: 'Points' } }),
    /** How a top-up was paid ('' for charges and refunds). */
    method: f.enumOf({ label: { zh: '支付方式', en: 'Payment' }, options: TOP_UP_METHODS }),
    shift_id: f.text({ label: { zh: '班次', en: 'Shift' }, max: 26 }),
    /** The manager who approved a cashier's card opening (店长授权); '' when none was needed. */
    approved_by: f.text({ label: { zh: '店长授权', en: 'Approved by' }, max: 60 }),
    /** The shop whose staff wrote it, stamped by the server; '' for a writer without one. */
    shop_id: f.text({ label: { zh: '门店', en: 'Shop' }, max: 26, readOnly: true }),
    /** Who rang it on the till (the shift's cashier then), stamped by the server. */
    cashier: f.text({ label: { zh: '收银员', en: 'Cashier' }, max: 60, readOnly: true }),
  },
  indexes: ['member_id', 'at', 'shift_id'],
  // A member's balance is on the member row; the ledger on the device is the shop's recent movements.
  syncWindow: { days: SHOP_DAYS, time: 'at', shop: 'shop_id' },
  list: { columns: ['at', 'member_id', 'kind', 'amount'], search: ['at'], sort: 'at' },
  form: [],
})
