// Finance (spec §2 /fina): income and expense entries, bank accounts, expense subjects, and the
// loan and contract-payment views §2 names without routes (issue 23).
import { defineModule, numberedGroup, page } from '../define-module.ts'
import { contractPaymentPlans, contractPayments } from './contract-payments.resource.ts'
import { bankAccounts, expenseSubjects } from './finance-catalogue.resource.ts'
import {
  contractIncome,
  directExpenses,
  managementExpenses,
  otherPayables,
  otherReceivables,
  sundryEntries,
} from './finance-entries.resource.ts'
import { loanRepayments, loans } from './loans.resource.ts'

const PAGES = './settlement.pages.tsx'

export const financeModule = defineModule({
  name: 'finance',
  group: numberedGroup(200, {
    path: '/fina',
    title: { zh: '财务', en: 'Finance' },
    icon: 'money-cny-circle-line',
  }),
  routes: [
    { resource: contractIncome, icon: 'hand-coin-line', financeIncomeExpense: true },
    { resource: directExpenses, icon: 'exchange-funds-line', financeIncomeExpense: true },
    { resource: managementExpenses, icon: 'bill-line' },
    { resource: otherReceivables, icon: 'inbox-archive-line' },
    { resource: otherPayables, icon: 'inbox-unarchive-line' },
    { resource: sundryEntries, icon: 'coins-line' },
    { resource: loans, icon: 'hand-heart-line', page: page(PAGES, 'LoansPage') },
    { resource: loanRepayments, icon: 'refund-2-line' },
    // Stages of a project contract: shown beside contract income, hidden with it (spec §6).
    {
      resource: contractPaymentPlans,
      icon: 'calendar-todo-line',
      financeIncomeExpense: true,
      page: page(PAGES, 'ContractPlansPage'),
    },
    { resource: contractPayments, icon: 'secure-payment-line', financeIncomeExpense: true },
    { resource: bankAccounts, icon: 'bank-line' },
    { resource: expenseSubjects, icon: 'node-tree' },
  ],
  resources: [
    bankAccounts,
    expenseSubjects,
    contractIncome,
    directExpenses,
    managementExpenses,
    otherReceivables,
    otherPayables,
    sundryEntries,
    loans,
    loanRepayments,
    contractPaymentPlans,
    contractPayments,
  ],
})
