// What is paid against what is owed, in integer fen: a loan's principal against its repayments, a
// payment stage against its payments, a contract against its stages. One rule for the pages (read
// from the device's mirror, so offline writes count at once), the server's checks and the tests.

export type Row = Record<string, unknown>

export interface Settlement {
  /** What is owed: the loan's principal, the stage's planned amount. */
  owed: number
  paid: number
  /** owed − paid; never hidden when negative, so an overpayment shows. */
  outstanding: number
}

const fen = (v: unknown) => Math.round(Number(v ?? 0)) || 0

/** The sum of a field over rows, in fen. */
export function total(rows: readonly Row[], field = 'amount'): number {
  return rows.reduce((sum, r) => sum + fen(r[field]), 0)
}

/** One parent's settlement: its own amount against the children that name it through `ref`. */
export function settle(
  parent: Row,
  children: readonly Row[],
  o: { owed: string; ref: string; paid?: string },
): Settlement {
  const owed = fen(parent[o.owed])
  const paid = total(
    children.filter((c) => c[o.ref] === parent.id),
    o.paid ?? 'amount',
  )
  return { owed, paid, outstanding: owed - paid }
}

/** Settlements side by side and their total, which is the sum of each column. */
export function settleAll(
  parents: readonly Row[],
  children: readonly Row[],
  o: { owed: string; ref: string; paid?: string },
): { rows: (Settlement & { parent: Row })[]; total: Settlement } {
  const rows = parents.map((parent) => ({ parent, ...settle(parent, children, o) }))
  const sum = (k: keyof Settlement) => rows.reduce((s, r) => s + r[k], 0)
  return { rows, total: { owed: sum('owed'), paid: sum('paid'), outstanding: sum('outstanding') } }
}

/** The links the finance screens and the server settle by. */
export const LOAN = { owed: 'principal', ref: 'loan_id' } as const
export const STAGE = { owed: 'amount', ref: 'plan_id' } as const
