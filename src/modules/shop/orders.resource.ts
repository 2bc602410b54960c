// Orders and the member ledger: written only by checkout and top-up workflows on the server,
// mirrored for the till's daily summary, the member detail and offline receipts.
import { defineResource } from '../../resources/define-resource.ts'
import { f } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'
import { ordersWords } from './words.text.ts'

/** The ways money is taken (and, for refunds, given back besides the balance). */
export const TOP_UP_METHODS = ordersWords.TOP_UP_METHODS

/** Days of its shop's sales and ledger a device keeps (older ones: online only). */
export const SHOP_DAYS = 30

const PAY_METHODS = { ...TOP_UP_METHODS, member: ordersWords.PAY_METHODS.member }

export const orders = defineResource({
  name: 'orders',
  title: ordersWords.orders.title,
  api: { list: '/dian/getOrderList' },
  access: numberedAccess(280),
  route: '/dian/orders',
  icon: 'file-list-3-line',
  fields: {
    /** The receipt number, made when the sale starts. */
    id: f.id(),
    /** What the receipt prints and people search for (src/modules/shop/receipt-number.ts). */
    receipt_no: f.text({ label: ordersWords.orders.fields.receipt_no, max: 20, readOnly: true }),
    method: f.enumOf({ label: ordersWords.orders.fields.method, options: PAY_METHODS }),
    member_id: f.ref({ label: ordersWords.orders.fields.member_id, resource: 'members', display: 'name' }),
    total: f.money({ label: ordersWords.orders.fields.total }),
    tendered: f.money({ label: ordersWords.orders.fields.tendered }),
    change: f.money({ label: ordersWords.orders.fields.change }),
    lines: f.text({ label: ordersWords.orders.fields.lines, max: 20_000 }),
    sold_at: f.text({ label: ordersWords.orders.fields.sold_at, max: 30, instant: true }),
    /** How much of the total has been refunded (fen), by the refund command only. */
    refunded: f.money({ label: ordersWords.orders.fields.refunded, readOnly: true }),
    // Written by the server's pricing (server/shop/sale-pricing.ts), never by the till:
    price_version: f.int({ label: ordersWords.orders.fields.price_version, readOnly: true }),
    /** The total at the server's list prices (with the card's discount), beside what was charged. */
    list_total: f.money({ label: ordersWords.orders.fields.list_total, readOnly: true }),
    /** Why the sale needs a second look (codes, comma-separated: REVIEW_REASONS); '' when none. */
    review: f.text({ label: ordersWords.orders.fields.review, max: 200, readOnly: true }),
    override_by: f.text({ label: ordersWords.orders.fields.override_by, max: 60, readOnly: true }),
    override_reason: f.text({ label: ordersWords.orders.fields.override_reason, max: 200, readOnly: true }),
    /** JSON: each line charged differently from the list ({line, name, list_price, price, discount, why}). */
    price_changes: f.text({ label: ordersWords.orders.fields.price_changes, max: 20_000, readOnly: true }),
    /** Fen off the whole sale (the price-override right's). */
    cart_discount: f.money({ label: ordersWords.orders.fields.cart_discount, readOnly: true }),
    /** A split payment's parts, JSON [{method, amount}] ('' when paid one way). */
    payments: f.text({ label: ordersWords.orders.fields.payments, max: 400, readOnly: true }),
    /** The till's shift the sale was made in ('' outside a shift). */
    shift_id: f.text({ label: ordersWords.orders.fields.shift_id, max: 26, readOnly: true }),
    /** The seller's shop (their staff file's), stamped by the server; '' for a seller without one. */
    shop_id: f.text({ label: ordersWords.orders.fields.shop_id, max: 26, readOnly: true }),
    /** Who rang it on the till (the shift's cashier then), stamped by the server. */
    cashier: f.text({ label: ordersWords.orders.fields.cashier, max: 60, readOnly: true }),
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
  title: ordersWords.memberLedger.title,
  api: { list: '/dian/getMemberLedgerList' },
  access: numberedAccess(280),
  route: '/dian/ledger',
  fields: {
    id: f.id(),
    member_id: f.ref({
      label: ordersWords.memberLedger.fields.member_id,
      resource: 'members',
      display: 'name',
    }),
    kind: f.enumOf({
      label: ordersWords.memberLedger.fields.kind,
      options: ordersWords.memberLedger.options.kind,
    }),
    /** Signed: top-ups and refunds add, charges subtract. */
    amount: f.int({ label: ordersWords.memberLedger.fields.amount }),
    order_id: f.text({ label: ordersWords.memberLedger.fields.order_id, max: 26 }),
    at: f.text({ label: ordersWords.memberLedger.fields.at, max: 30 }),
    /** Points earned (charges, card opening) or given back (refunds), signed. */
    points: f.int({ label: ordersWords.memberLedger.fields.points }),
    /** How a top-up was paid ('' for charges and refunds). */
    method: f.enumOf({ label: ordersWords.memberLedger.fields.method, options: TOP_UP_METHODS }),
    shift_id: f.text({ label: ordersWords.memberLedger.fields.shift_id, max: 26 }),
    /** The manager who approved a cashier's card opening (店长授权); '' when none was needed. */
    approved_by: f.text({ label: ordersWords.memberLedger.fields.approved_by, max: 60 }),
    /** The shop whose staff wrote it, stamped by the server; '' for a writer without one. */
    shop_id: f.text({ label: ordersWords.memberLedger.fields.shop_id, max: 26, readOnly: true }),
    /** Who rang it on the till (the shift's cashier then), stamped by the server. */
    cashier: f.text({ label: ordersWords.memberLedger.fields.cashier, max: 60, readOnly: true }),
  },
  indexes: ['member_id', 'at', 'shift_id'],
  // A member's balance is on the member row; the ledger on the device is the shop's recent movements.
  syncWindow: { days: SHOP_DAYS, time: 'at', shop: 'shop_id' },
  list: { columns: ['at', 'member_id', 'kind', 'amount'], search: ['at'], sort: 'at' },
  form: [],
})
