// A till's shift: opened with a float, cash put in or taken out during it, closed with a count of the
// drawer. Written only by the shift commands (shift.commands.ts); the Z report reads them with the
// shift's sales, refunds and top-ups (z-report.ts).
import { defineResource } from '../../resources/define-resource.ts'
import { common, f } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'

const shopAccess = numberedAccess(280)
const at = (zh: string, en: string) => f.text({ label: { zh, en }, max: 30 })

export const shifts = defineResource({
  name: 'shifts',
  title: { zh: '收银班次', en: 'Shifts' },
  api: { list: '/dian/getShiftList' },
  access: shopAccess,
  route: '/dian/shifts',
  fields: {
    id: f.id(),
    /** The device's till code, as receipt numbers begin with it. */
    till: f.text({ label: { zh: '收银台', en: 'Till' }, max: 20 }),
    /** Who works the shift now: whoever opened it, then whoever took it over. */
    cashier: f.text({ label: { zh: '收银员', en: 'Cashier' }, max: 60 }),
    /** Everyone who worked it, in turn (names, '、'-joined) and their user ids (',1,5,'). */
    cashiers: f.text({ label: { zh: '当班收银员', en: 'Cashiers' }, max: 400 }),
    cashier_ids: f.text({ label: { zh: '收银员编号', en: 'Cashier ids' }, max: 400, readOnly: true }),
    /** JSON [{from, to, to_id, at}]: each handover between cashiers on the till. */
    handovers: f.text({ label: { zh: '交接记录', en: 'Handovers' }, max: 4000, readOnly: true }),
    /** Who closed it: the cashier on the till, or the shop manager from the list of shifts. */
    closed_by: f.text({ label: { zh: '结班人', en: 'Closed by' }, max: 60, readOnly: true }),
    /** Sales rung before the close that reached the server after it (an offline till), and their total. */
    late_count: f.int({ label: { zh: '结班后到达', en: 'Arrived late' }, readOnly: true }),
    late_total: f.money({ label: { zh: '结班后到达金额', en: 'Late total' }, readOnly: true }),
    /** The shop of the till, stamped by the server. */
    shop_id: f.text({ label: { zh: '门店', en: 'Shop' }, max: 26, readOnly: true }),
    status: common.status({ open: { zh: '当班', en: 'Open' }, closed: { zh: '已结班', en: 'Closed' } }),
    opened_at: at('开班时间', 'Opened at'),
    float: f.money({ label: { zh: '备用金', en: 'Float' } }),
    closed_at: at('结班时间', 'Closed at'),
    /** Cash the drawer should hold at close, by the server's own records of the shift. */
    expected: f.money({ label: { zh: '应有现金', en: 'Expected cash' } }),
    counted: f.money({ label: { zh: '实点现金', en: 'Counted cash' } }),
    /** Counted less expected, signed fen. */
    difference: f.money({ label: { zh: '差额', en: 'Difference' } }),
    close_note: f.text({ label: { zh: '结班说明', en: 'Closing note' }, max: 200 }),
    /** The shop manager who let a difference through on the cashier's till ('' for none). */
    approved_by: f.text({ label: { zh: '店长授权', en: 'Approved by' }, max: 60 }),
  },
  indexes: ['till', 'opened_at'],
  list: {
    columns: [
      'opened_at',
      'till',
      'cashiers',
      'status',
      'closed_at',
      'float',
      'expected',
      'counted',
      'difference',
    ],
    search: ['till', 'cashiers'],
    sort: 'opened_at',
  },
  form: [],
})

export const cashMoves = defineResource({
  name: 'cashMoves',
  title: { zh: '钱箱存取', en: 'Cash in and out' },
  api: { list: '/dian/getCashMoveList' },
  access: shopAccess,
  route: '/dian/cashmoves',
  fields: {
    id: f.id(),
    shift_id: f.text({ label: { zh: '班次', en: 'Shift' }, max: 26 }),
    direction: f.enumOf({
      label: { zh: '存取', en: 'In or out' },
      options: { in: { zh: '存入', en: 'Cash in' }, out: { zh: '取出', en: 'Cash out' } },
    }),
    amount: f.money({ label: { zh: '金额', en: 'Amount' } }),
    reason: f.text({ label: { zh: '原因', en: 'Reason' }, max: 200 }),
    at: at('时间', 'Time'),
    /** Who moved it, stamped by the server. */
    cashier: f.text({ label: { zh: '收银员', en: 'Cashier' }, max: 60, readOnly: true }),
    /** The shop manager who let a cash-out past the shift's limit through ('' for none). */
    approved_by: f.text({ label: { zh: '店长授权', en: 'Approved by' }, max: 60, readOnly: true }),
  },
  indexes: ['shift_id', 'at'],
  list: { columns: ['at', 'direction', 'amount', 'reason'], search: ['reason'], sort: 'at' },
  form: [],
})
