// Refunds: written only by the refund command (src/modules/shop/refund.command.ts), mirrored for the
// till's day totals, the refund receipt and the sale's "already refunded" line.
import { defineResource } from '../../resources/define-resource.ts'
import { f } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'
import { TOP_UP_METHODS } from './orders.resource.ts'
import { refundsWords } from './words.text.ts'

export const refunds = defineResource({
  name: 'refunds',
  title: refundsWords.refunds.title,
  api: { list: '/dian/getRefundList' },
  access: numberedAccess(280),
  route: '/dian/refunds',
  fields: {
    id: f.id(),
    order_id: f.text({ label: refundsWords.refunds.fields.order_id, max: 26 }),
    /** The original sale's receipt number, as the refund receipt prints it. */
    receipt_no: f.text({ label: refundsWords.refunds.fields.receipt_no, max: 20 }),
    amount: f.money({ label: refundsWords.refunds.fields.amount }),
    to: f.enumOf({
      label: refundsWords.refunds.fields.to,
      options: { ...TOP_UP_METHODS, balance: refundsWords.refunds.options.to.balance },
    }),
    /** A refund returned several ways, JSON [{method, amount}] ('' when one way: all to `to`). */
    payments: f.text({ label: refundsWords.refunds.fields.payments, max: 400 }),
    reason: f.text({ label: refundsWords.refunds.fields.reason, max: 200 }),
    at: f.text({ label: refundsWords.refunds.fields.at, max: 30 }),
    shift_id: f.text({ label: refundsWords.refunds.fields.shift_id, max: 26 }),
    approved_by: f.text({ label: refundsWords.refunds.fields.approved_by, max: 60 }),
    /** JSON [{item_id, name, qty}] when refunded by line; '' for an amount. */
    lines: f.text({ label: refundsWords.refunds.fields.lines, max: 20_000 }),
    /** Who rang it on the till (the shift's cashier then), stamped by the server. */
    cashier: f.text({ label: refundsWords.refunds.fields.cashier, max: 60, readOnly: true }),
  },
  indexes: ['order_id', 'at', 'shift_id'],
  list: { columns: ['at', 'receipt_no', 'amount', 'to'], search: ['receipt_no'], sort: 'at' },
  form: [],
})
