// Orders and the member ledger: written only by checkout and top-up workflows on the server,
// mirrored for the till's daily summary, the member detail and offline receipts.
import { defineResource } from '../../resources/define-resource.ts'
import { f } from '../../resources/fields.ts'

const PAY_METHODS = {
  cash: { zh: '现金', en: 'Cash' },
  wechat: { zh: '微信', en: 'WeChat' },
  alipay: { zh: '支付宝', en: 'Alipay' },
  card: { zh: '银行卡', en: 'Card' },
  member: { zh: '会员余额', en: 'Member balance' },
}

export const orders = defineResource({
  name: 'orders',
  title: { zh: '销售单', en: 'Orders' },
  api: { list: '/dian/getOrderList' },
  access: { switch: 'sel280', code: 280, menuTitle: 'top280' },
  route: '/dian/orders',
  fields: {
    /** The receipt number, made when the sale starts. */
    id: f.id(),
    method: f.enumOf({ label: { zh: '支付方式', en: 'Payment' }, options: PAY_METHODS }),
    member_id: f.ref({ label: { zh: '会员', en: 'Member' }, resource: 'members', display: 'name' }),
    total: f.money({ label: { zh: '应收', en: 'Total' } }),
    tendered: f.money({ label: { zh: '实收', en: 'Tendered' } }),
    change: f.money({ label: { zh: '找零', en: 'Change' } }),
    lines: f.text({ label: { zh: '明细', en: 'Lines' }, max: 20_000 }),
    sold_at: f.text({ label: { zh: '销售时间', en: 'Sold at' }, max: 30 }),
  },
  indexes: ['sold_at', 'member_id'],
  list: { columns: ['sold_at', 'method', 'member_id', 'total'], search: ['sold_at'], sort: 'sold_at' },
  form: [],
})

export const memberLedger = defineResource({
  name: 'memberLedger',
  title: { zh: '会员流水', en: 'Member ledger' },
  api: { list: '/dian/getMemberLedgerList' },
  access: { switch: 'sel280', code: 280, menuTitle: 'top280' },
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
      },
    }),
    /** Signed: top-ups and refunds add, charges subtract. */
    amount: f.int({ label: { zh: '金额（分）', en: 'Amount (fen)' } }),
    order_id: f.text({ label: { zh: '销售单', en: 'Order' }, max: 26 }),
    at: f.text({ label: { zh: '时间', en: 'Time' }, max: 30 }),
  },
  indexes: ['member_id', 'at'],
  list: { columns: ['at', 'member_id', 'kind', 'amount'], search: ['at'], sort: 'at' },
  form: [],
})
