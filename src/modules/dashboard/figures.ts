// The dashboards' figures, computed from mirrored rows: pure functions, so the totals can be checked
// against known rows. Every amount is integer fen; a total is a plain sum of whole numbers.

export type Rows = readonly Record<string, unknown>[]

const fen = (r: Record<string, unknown>, field = 'amount') => Number(r[field]) || 0
export const sumOf = (rows: Rows, field = 'amount') => rows.reduce((s, r) => s + fen(r, field), 0)
const where = (rows: Rows, field: string, value: unknown) => rows.filter((r) => r[field] === value)
const month = (r: Record<string, unknown>, field = 'date') => String(r[field] ?? '').slice(0, 7)

export interface ProjectFigure {
  id: string
  name: string
  status: string
  contractValue: number
  confirmedOutput: number
  invoiced: number
  received: number
  paid: number
  plannedCost: number
  actualCost: number
}

export function projectFigures(t: {
  projects: Rows
  budgetOutputs: Rows
  contractIncome: Rows
  directExpenses: Rows
  costPlans: Rows
}): ProjectFigure[] {
  return t.projects.map((p) => {
    const of = (rows: Rows) => where(rows, 'project_id', p.id)
    const income = of(t.contractIncome)
    return {
      id: String(p.id),
      name: String(p.name),
      status: String(p.status),
      contractValue: fen(p),
      confirmedOutput: sumOf(of(t.budgetOutputs), 'confirmed'),
      invoiced: sumOf(where(income, 'kind', 'invoice')),
      received: sumOf(where(income, 'kind', 'receipt')),
      paid: sumOf(of(t.directExpenses)),
      plannedCost: sumOf(of(t.costPlans), 'planned'),
      actualCost: sumOf(of(t.costPlans), 'actual'),
    }
  })
}

export interface FinanceFigures {
  received: number
  invoiced: number
  directPaid: number
  management: number
  sundryIn: number
  sundryOut: number
  receivablesOpen: number
  payablesOpen: number
  /** Money in less money out. */
  net: number
  balances: { id: string; name: string; balance: number }[]
  months: { month: string; income: number; expense: number }[]
}

export function financeFigures(t: {
  contractIncome: Rows
  directExpenses: Rows
  managementExpenses: Rows
  sundryEntries: Rows
  otherReceivables: Rows
  otherPayables: Rows
  bankAccounts: Rows
}): FinanceFigures {
  const receipts = where(t.contractIncome, 'kind', 'receipt')
  const sundryIn = where(t.sundryEntries, 'direction', 'income')
  const sundryOut = where(t.sundryEntries, 'direction', 'expense')
  const moneyIn = [...receipts, ...sundryIn]
  const moneyOut = [...t.directExpenses, ...t.managementExpenses, ...sundryOut]
  const onAccount = (rows: Rows, id: unknown) => sumOf(where(rows, 'bank_account_id', id))
  const months = [...new Set([...moneyIn, ...moneyOut].map((r) => month(r)).filter(Boolean))].sort()
  return {
    received: sumOf(receipts),
    invoiced: sumOf(where(t.contractIncome, 'kind', 'invoice')),
    directPaid: sumOf(t.directExpenses),
    management: sumOf(t.managementExpenses),
    sundryIn: sumOf(sundryIn),
    sundryOut: sumOf(sundryOut),
    receivablesOpen: sumOf(where(t.otherReceivables, 'status', 'open')),
    payablesOpen: sumOf(where(t.otherPayables, 'status', 'open')),
    net: sumOf(moneyIn) - sumOf(moneyOut),
    balances: t.bankAccounts.map((a) => ({
      id: String(a.id),
      name: String(a.name),
      balance: fen(a, 'opening_balance') + onAccount(moneyIn, a.id) - onAccount(moneyOut, a.id),
    })),
    months: months.map((m) => ({
      month: m,
      income: sumOf(moneyIn.filter((r) => month(r) === m)),
      expense: sumOf(moneyOut.filter((r) => month(r) === m)),
    })),
  }
}

export interface CostFigures {
  bySubject: { subject: string; planned: number; actual: number }[]
  byMonth: { month: string; planned: number; confirmed: number }[]
  plannedOutput: number
  confirmedOutput: number
  toConfirm: number
}

export function costFigures(t: { budgetOutputs: Rows; costPlans: Rows }): CostFigures {
  const subjects = [...new Set(t.costPlans.map((r) => String(r.subject)))]
  const months = [...new Set(t.budgetOutputs.map((r) => String(r.period)))].sort()
  return {
    bySubject: subjects.map((subject) => {
      const rows = where(t.costPlans, 'subject', subject)
      return { subject, planned: sumOf(rows, 'planned'), actual: sumOf(rows, 'actual') }
    }),
    byMonth: months.map((m) => {
      const rows = where(t.budgetOutputs, 'period', m)
      return { month: m, planned: sumOf(rows, 'planned'), confirmed: sumOf(rows, 'confirmed') }
    }),
    plannedOutput: sumOf(t.budgetOutputs, 'planned'),
    confirmedOutput: sumOf(t.budgetOutputs, 'confirmed'),
    toConfirm: where(t.budgetOutputs, 'status', 'draft').length,
  }
}
