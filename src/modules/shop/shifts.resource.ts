// A till's shift: opened with a float, cash put in or taken out during it, closed with a count of the
// drawer. Written only by the shift commands (shift.commands.ts); the Z report reads them with the
// shift's sales, refunds and top-ups (z-report.ts).
import { defineResource } from '../../resources/define-resource.ts'
import { common, f } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'
import { shiftsWords } from './words.text.ts'

const shopAccess = numberedAccess(280)
const at = (zh: string, en: string) => f.text({ label: { zh, en }, max: 30 })

export const shifts = defineResource({
  name: 'shifts',
  title: shiftsWords.shifts.title,
  api: { list: '/dian/getShiftList' },
  access: shopAccess,
  route: '/dian/shifts',
  fields: {
    id: f.id(),
    /** The device's till code, as receipt numbers begin with it. */
    till: f.text({ label: shiftsWords.shifts.fields.till, max: 20 }),
    /** Who works the shift now: whoever opened it, then whoever took it over. */
    cashier: f.text({ label: shiftsWords.shifts.fields.cashier, max: 60 }),
    /** Everyone who worked it, in turn (names, '、'-joined) and their user ids (',1,5,'). */
    cashiers: f.text({ label: shiftsWords.shifts.fields.cashiers, max: 400 }),
    cashier_ids: f.text({ label: shiftsWords.shifts.fields.cashier_ids, max: 400, readOnly: true }),
    /** JSON [{from, to, to_id, at}]: each handover between cashiers on the till. */
    handovers: f.text({ label: shiftsWords.shifts.fields.handovers, max: 4000, readOnly: true }),
    /** Who closed it: the cashier on the till, or the shop manager from the list of shifts. */
    closed_by: f.text({ label: shiftsWords.shifts.fields.closed_by, max: 60, readOnly: true }),
    /** Sales rung before the close that reached the server after it (an offline till), and their total. */
    late_count: f.int({ label: shiftsWords.shifts.fields.late_count, readOnly: true }),
    late_total: f.money({ label: shiftsWords.shifts.fields.late_total, readOnly: true }),
    /** The shop of the till, stamped by the server. */
    shop_id: f.text({ label: shiftsWords.shifts.fields.shop_id, max: 26, readOnly: true }),
    status: common.status({ open: shiftsWords.shifts.open.status, closed: shiftsWords.shifts.closed.status }),
    opened_at: at('开班时间', 'Opened at'),
    float: f.money({ label: shiftsWords.shifts.fields.float }),
    closed_at: at('结班时间', 'Closed at'),
    /** Cash the drawer should hold at close, by the server's own records of the shift. */
    expected: f.money({ label: shiftsWords.shifts.fields.expected }),
    counted: f.money({ label: shiftsWords.shifts.fields.counted }),
    /** Counted less expected, signed fen. */
    difference: f.money({ label: shiftsWords.shifts.fields.difference }),
    close_note: f.text({ label: shiftsWords.shifts.fields.close_note, max: 200 }),
    /** The shop manager who let a difference through on the cashier's till ('' for none). */
    approved_by: f.text({ label: shiftsWords.shifts.fields.approved_by, max: 60 }),
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
  title: shiftsWords.cashMoves.title,
  api: { list: '/dian/getCashMoveList' },
  access: shopAccess,
  route: '/dian/cashmoves',
  fields: {
    id: f.id(),
    shift_id: f.text({ label: shiftsWords.cashMoves.fields.shift_id, max: 26 }),
    direction: f.enumOf({
      label: shiftsWords.cashMoves.fields.direction,
      options: shiftsWords.cashMoves.options.direction,
    }),
    amount: f.money({ label: shiftsWords.cashMoves.fields.amount }),
    reason: f.text({ label: shiftsWords.cashMoves.fields.reason, max: 200 }),
    at: at('时间', 'Time'),
    /** Who moved it, stamped by the server. */
    cashier: f.text({ label: shiftsWords.cashMoves.fields.cashier, max: 60, readOnly: true }),
    /** The shop manager who let a cash-out past the shift's limit through ('' for none). */
    approved_by: f.text({ label: shiftsWords.cashMoves.fields.approved_by, max: 60, readOnly: true }),
  },
  indexes: ['shift_id', 'at'],
  list: { columns: ['at', 'direction', 'amount', 'reason'], search: ['reason'], sort: 'at' },
  form: [],
})
