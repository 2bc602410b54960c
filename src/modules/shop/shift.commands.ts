// A till's shift, declared once for the till and the server (server/routes/shop-routes.ts adds what
// only it knows: whether the till already has a shift open, and the cash the drawer should hold by
// its own records). Money is integer fen.
import { z } from 'zod/mini'
import { defineCommand } from '../../data/define-command.ts'
import { MAX_SALE_FEN } from './checkout.flow.ts'
import { shopWords } from './entry-words.ts'
import { grantField } from './manager-grant.ts'
import { cashMoves, shifts } from './shifts.resource.ts'

const ulid = z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/))
const fen = z.number().check(z.int(), z.gte(0), z.lte(MAX_SALE_FEN))
const time = z.string().check(
  z.minLength(10),
  z.maxLength(30),
  z.refine((s) => !Number.isNaN(Date.parse(s))),
)

export const openShiftSchema = z.object({
  id: ulid,
  till: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)),
  float: fen,
  at: time,
})

export const cashMoveSchema = z.object({
  id: ulid,
  shift_id: ulid,
  direction: z.enum(['in', 'out']),
  amount: fen.check(z.gte(1)),
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  at: time,
})

export const closeShiftSchema = z.object({
  id: ulid,
  counted: fen,
  /** The till's own reckoning; the server replaces it with its own before the effect runs. Signed:
   * a drawer that went below nothing (refunds before they went back by their own method) still closes. */
  expected: z.number().check(z.int(), z.gte(-MAX_SALE_FEN), z.lte(MAX_SALE_FEN)),
  note: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
  at: time,
  /** A shop manager's grant for a close that does not add up, typed on this till (manager-grant.ts). */
  grant: grantField,
  /** Filled by the server: the manager whose grant let the difference through. */
  approved_by: z.optional(z.string().check(z.maxLength(60))),
})

const labels = {
  id: { zh: '班次', en: 'Shift' },
  till: { zh: '收银台', en: 'Till' },
  float: { zh: '备用金', en: 'Float' },
  shift_id: { zh: '班次', en: 'Shift' },
  direction: { zh: '存取', en: 'In or out' },
  amount: { zh: '金额', en: 'Amount' },
  reason: { zh: '原因', en: 'Reason' },
  counted: { zh: '实点现金', en: 'Counted cash' },
  expected: { zh: '应有现金', en: 'Expected cash' },
  note: { zh: '结班说明', en: 'Closing note' },
  at: { zh: '时间', en: 'Time' },
}

// Opening, cash moves and closing are one right over one set of field names.
const onShift = { access: shifts.access, labels }

export const openShift = defineCommand({
  kind: 'shop.openShift',
  path: '/dian/openShift',
  schema: () => openShiftSchema,
  ...onShift,
  writes: [shifts],
  describe: (p, lang) => shopWords('openShift', lang, { till: p.till, amount: p.float }),
  answer: { shift: shifts },
  async effect(store, p, ctx) {
    await store.insert(shifts, {
      id: p.id,
      till: p.till,
      cashier: ctx.actor.name,
      status: 'open',
      opened_at: p.at,
      float: p.float,
      closed_at: '',
      expected: 0,
      counted: 0,
      difference: 0,
      close_note: '',
    })
  },
})

export const moveCash = defineCommand({
  kind: 'shop.cashMove',
  path: '/dian/saveCashMove',
  schema: () => cashMoveSchema,
  ...onShift,
  writes: [cashMoves],
  describe: (p, lang) =>
    shopWords(p.direction === 'in' ? 'cashIn' : 'cashOut', lang, { amount: p.amount, reason: p.reason }),
  answer: { move: cashMoves },
  async effect(store, p) {
    await store.insert(cashMoves, { ...p })
  },
})

export const closeShift = defineCommand({
  kind: 'shop.closeShift',
  path: '/dian/closeShift',
  schema: () => closeShiftSchema,
  ...onShift,
  writes: [shifts],
  describe: (p, lang) => shopWords('closeShift', lang, { amount: p.counted }),
  answer: { shift: shifts },
  async effect(store, p) {
    await store.update(shifts, p.id, {
      status: 'closed',
      closed_at: p.at,
      counted: p.counted,
      expected: p.expected,
      difference: p.counted - p.expected,
      close_note: p.note,
      ...(p.approved_by !== undefined ? { approved_by: p.approved_by } : {}),
    })
  },
})

export const shiftCommands = [openShift, moveCash, closeShift] as const
