// A till's shift, declared once for the till and the server (server/routes/shop-routes.ts adds what
// only it knows: whether the till already has a shift open, and the cash the drawer should hold by
// its own records). Money is integer fen.
import { z } from 'zod/mini'
import { defineCommand } from '../../data/define-command.ts'
import { MAX_SALE_FEN } from './checkout.flow.ts'
import { shopWords } from './entry-words.ts'
import { grantField } from './manager-grant.ts'
import { cashMoves, shifts } from './shifts.resource.ts'
import { tillCommands } from './till.commands.ts'
import { shiftCommandsWords } from './words.text.ts'

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
  /** A shop manager's grant for a cash-out past the shift's limit, typed on this till (refund-limits.ts). */
  grant: grantField,
  /** Filled by the server: the manager whose grant (or own right) let it through. */
  approved_by: z.optional(z.string().check(z.maxLength(60))),
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

const labels = shiftCommandsWords.labels

// Opening, cash moves and closing are one right over one set of field names.
const onShift = { access: shifts.access, labels }

export const openShift = defineCommand({
  kind: 'shop.openShift',
  path: '/dian/openShift',
  // v2: same shape; a v1 entry was queued before tills were registered (server adopts its code).
  version: 2,
  upcasters: { 1: (p) => p },
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
      cashiers: ctx.actor.name,
      // A device that has not stored who is signed in yet (id 0) leaves it to the server's answer.
      cashier_ids: ctx.actor.id ? `,${ctx.actor.id},` : '',
      handovers: '[]',
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
    const { grant: _spent, ...move } = p
    await store.insert(cashMoves, { ...move, approved_by: p.approved_by ?? '' })
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
  async effect(store, p, ctx) {
    await store.update(shifts, p.id, {
      status: 'closed',
      closed_by: ctx.actor.name,
      closed_at: p.at,
      counted: p.counted,
      expected: p.expected,
      difference: p.counted - p.expected,
      close_note: p.note,
      ...(p.approved_by !== undefined ? { approved_by: p.approved_by } : {}),
    })
  },
})

export const takeOverSchema = z.object({
  /** The shift taken over. */
  id: ulid,
  at: time,
})

/** One handover on a shift's record: who gave the till to whom, when. */
export interface Handover {
  from: string
  to: string
  to_id: number
  at: string
}

export const handoversOf = (shift: Record<string, unknown>): Handover[] => {
  try {
    const list = JSON.parse(String(shift.handovers || '[]'))
    return Array.isArray(list) ? list : []
  } catch {
    return []
  }
}

/** The user ids of everyone who worked the shift (',1,5,' on the row). */
export const cashierIdsOf = (shift: Record<string, unknown>): number[] =>
  String(shift.cashier_ids ?? '')
    .split(',')
    .filter(Boolean)
    .map(Number)

/** Who works the shift now: the last handover's taker, else its opener (undefined: not recorded). */
export const currentCashierId = (shift: Record<string, unknown>): number | undefined =>
  handoversOf(shift).at(-1)?.to_id ?? cashierIdsOf(shift)[0]

/**
 * A cashier signed in on the till takes over its open shift from the colleague who had it: the
 * shift goes on (same drawer, same float), and the handover is on its record and its Z report.
 */
export const takeOverShift = defineCommand({
  kind: 'shop.takeOverShift',
  path: '/dian/takeOverShift',
  schema: () => takeOverSchema,
  ...onShift,
  writes: [shifts],
  describe: (p, lang) => shopWords('takeOver', lang, { at: p.at.slice(11, 16) }),
  answer: { shift: shifts },
  async effect(store, p, ctx) {
    const shift = await store.get(shifts, p.id)
    if (!shift) return
    const ids = String(shift.cashier_ids || ',')
    const names = String(shift.cashiers || shift.cashier || '')
    const mine = `,${ctx.actor.id},`
    const handover: Handover = {
      from: String(shift.cashier),
      to: ctx.actor.name,
      to_id: ctx.actor.id,
      at: p.at,
    }
    await store.update(shifts, p.id, {
      cashier: ctx.actor.name,
      cashier_ids: ids.includes(mine) ? ids : `${ids}${ctx.actor.id},`,
      cashiers: names.split('、').includes(ctx.actor.name) ? names : `${names}、${ctx.actor.name}`,
      handovers: JSON.stringify([...handoversOf(shift), handover]),
    })
  },
})

/** The till's own steps travel with the shift's: a shift is worked on a registered till. */
export const shiftCommands = [openShift, moveCash, closeShift, takeOverShift, ...tillCommands] as const
