// Refunds: written only by the refund command (src/modules/shop/refund.command.ts), mirrored for the
// till's day totals, the refund receipt and the sale's "already refunded" line.
import { defineResource } from '../../resources/define-resource.ts'
import { f } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'
import { TOP_UP_METHODS } from './orders.resource.ts'

export const refunds = defineResource({
  name: 'refunds',
  title: { zh: '退款单', en: 'Refunds' },
  api: { list: '/dian/getRefundList' },
  access: numberedAccess(280),
  route: '/dian/refunds',
  fields: {
    id: f.id(),
    order_id: f.text({ label: { zh: '原销售单', en: 'Sale' }, max: 26 }),
    /** The original sale's receipt number, as the refund receipt prints it. */
    receipt_no: f.text({ label: { zh: '原小票号', en: 'Receipt no.' }, max: 20 }),
    amount: f.money({ label: { zh: '退款金额', en: 'Amount' } }),
    to: f.enumOf({
      label: { zh: '退回', en: 'Back to' },
      options: { ...TOP_UP_METHODS, balance: { zh: '会员余额', en: 'Member balance' } },
    }),
    /** A refund returned several ways, JSON [{method, amount}] ('' when one way: all to `to`). */
    payments: f.text({ label: { zh: '分方式退回', en: 'Refund by method' }, max: 400 }),
    reason: f.text({ label: { zh: '退款原因', en: 'Reason' }, max: 200 }),
    at: f.text({ label: { zh: '退款时间', en: 'Refunded at' }, max: 30 }),
    shift_id: f.text({ label: { zh: '班次', en: 'Shift' }, max: 26 }),
    approved_by: f.text({ label: { zh: '店长授权', en: 'Approved by' }, max: 60 }),
    /** JSON [{item_id, name, qty}] when refunded by line; '' for an amount. */
    lines: f.text({ label: { zh: '退货明细', en: 'Lines given back' }, max: 20_000 }),
    /** Who rang it on the till (the shift's cashier then), stamped by the server. */
    cashier: f.text({ label: { zh: '收银员', en: 'Cashier' }, max: 60, readOnly: true }),
  },
  indexes: ['order_id', 'at', 'shift_id'],
  list: { columns: ['at', 'receipt_no', 'amount', 'to'], search: ['receipt_no'], sort: 'at' },
  form: [],
})
