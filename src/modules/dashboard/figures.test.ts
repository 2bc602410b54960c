import { describe, expect, it } from 'vitest'
import { costFigures, financeFigures, projectFigures } from './figures.ts'

const none = [] as const

describe('dashboard figures', () => {
  it('adds a project’s income, payments, output and cost in fen, and nothing of other projects', () => {
    const [a] = projectFigures({
      projects: [
        { id: 'A', name: '甲', status: 'building', amount: 100_000_00 },
        { id: 'B', name: '乙', status: 'building', amount: 1 },
      ],
      budgetOutputs: [
        { project_id: 'A', confirmed: 10_000_01 },
        { project_id: 'B', confirmed: 999 },
      ],
      contractIncome: [
        { project_id: 'A', kind: 'invoice', amount: 20_000_00 },
        { project_id: 'A', kind: 'receipt', amount: 15_000_33 },
        { project_id: 'B', kind: 'receipt', amount: 7 },
      ],
      directExpenses: [{ project_id: 'A', amount: 8_000_50 }],
      costPlans: [{ project_id: 'A', planned: 60_000_00, actual: 9_000_00 }],
    })
    expect(a).toEqual({
      id: 'A',
      name: '甲',
      status: 'building',
      contractValue: 100_000_00,
      confirmedOutput: 10_000_01,
      invoiced: 20_000_00,
      received: 15_000_33,
      paid: 8_000_50,
      plannedCost: 60_000_00,
      actualCost: 9_000_00,
    })
  })

  it('keeps each bank balance as opening + money in − money out, and the months in order', () => {
    const f = financeFigures({
      bankAccounts: [
        { id: 'K1', name: '基本户', opening_balance: 1_000_00 },
        { id: 'K2', name: '专户', opening_balance: 0 },
      ],
      contractIncome: [
        { kind: 'receipt', amount: 500_00, date: '2026-02-28', bank_account_id: 'K2' },
        { kind: 'invoice', amount: 500_00, date: '2026-02-25', bank_account_id: 'K2' },
      ],
      directExpenses: [{ amount: 120_00, date: '2026-01-15', bank_account_id: 'K2' }],
      managementExpenses: [{ amount: 30_01, date: '2026-02-05', bank_account_id: 'K1' }],
      sundryEntries: [
        { direction: 'income', amount: 9_99, date: '2026-01-02', bank_account_id: 'K1' },
        { direction: 'expense', amount: 1_00, date: '2026-02-03', bank_account_id: 'K1' },
      ],
      otherReceivables: [
        { amount: 50_00, status: 'open' },
        { amount: 70_00, status: 'settled' },
      ],
      otherPayables: none,
    })
    expect(f.balances).toEqual([
      { id: 'K1', name: '基本户', balance: 1_000_00 + 9_99 - 30_01 - 1_00 },
      { id: 'K2', name: '专户', balance: 500_00 - 120_00 },
    ])
    expect(f.net).toBe(500_00 + 9_99 - 120_00 - 30_01 - 1_00)
    expect(f.invoiced).toBe(500_00)
    expect(f.receivablesOpen).toBe(50_00)
    expect(f.months).toEqual([
      { month: '2026-01', income: 9_99, expense: 120_00 },
      { month: '2026-02', income: 500_00, expense: 31_01 },
    ])
  })

  it('totals planned and confirmed output by month and counts what is still to confirm', () => {
    const f = costFigures({
      budgetOutputs: [
        { period: '2026-10', planned: 300, confirmed: 0, status: 'draft' },
        { period: '2026-09', planned: 200, confirmed: 190, status: 'confirmed' },
        { period: '2026-09', planned: 100, confirmed: 100, status: 'confirmed' },
      ],
      costPlans: [
        { subject: 'labour', planned: 50, actual: 20 },
        { subject: 'labour', planned: 5, actual: 1 },
      ],
    })
    expect(f.byMonth).toEqual([
      { month: '2026-09', planned: 300, confirmed: 290 },
      { month: '2026-10', planned: 300, confirmed: 0 },
    ])
    expect(f.bySubject).toEqual([{ subject: 'labour', planned: 55, actual: 21 }])
    expect(f.toConfirm).toBe(1)
  })
})
