// What a reconnect delivered, per shift: after entries that waited offline go out, the till shows
// how many reached the server and how many were refused (with the server's reasons), in ¥. Kept in
// one `meta` row, so the till reads it with a live query that counts nothing.
import type { OutboxEntry } from '../data/outbox-types.ts'
import type { UserDb } from '../data/user-db.ts'

export const RECONNECT_REPORT_KEY = 'reconnectReport'

/** Entries that waited longer than this before they went out were queued offline. */
const OFFLINE_AFTER_MS = 60_000

export interface ShiftDelivery {
  sent: number
  sentFen: number
  refused: number
  refusedFen: number
  /** The server's reasons for the refused ones (each once). */
  reasons: string[]
}

export interface ReconnectReport {
  at: number
  shifts: Record<string, ShiftDelivery>
}

/** The money an entry moves into the drawer's shift: sales and top-ups in, refunds and cash out back. */
function fenOf(entry: OutboxEntry): number {
  const p = entry.payload as Record<string, unknown>
  const amount = Number(p.total ?? p.amount ?? 0) || 0
  return entry.kind === 'shop.refund' || p.direction === 'out' ? -amount : amount
}

export function reconnectTally(now: number) {
  const shifts: Record<string, ShiftDelivery> = {}
  let waited = false
  return {
    add(entry: OutboxEntry, outcome: string, reason?: string) {
      const shift = (entry.payload as Record<string, unknown>).shift_id
      if (typeof shift !== 'string' || !shift || (outcome !== 'ok' && outcome !== 'rejected')) return
      if (now - entry.createdAt > OFFLINE_AFTER_MS) waited = true
      shifts[shift] ??= { sent: 0, sentFen: 0, refused: 0, refusedFen: 0, reasons: [] }
      const d = shifts[shift]
      if (outcome === 'ok') {
        d.sent++
        d.sentFen += fenOf(entry)
      } else {
        d.refused++
        d.refusedFen += fenOf(entry)
        if (reason && !d.reasons.includes(reason)) d.reasons.push(reason)
      }
    },
    /** Only a round that delivered entries queued offline is a reconnect worth reporting. */
    async save(db: UserDb): Promise<void> {
      if (!waited) return
      const report: ReconnectReport = { at: now, shifts }
      await db.meta.put({ key: RECONNECT_REPORT_KEY, value: report })
    },
  }
}
