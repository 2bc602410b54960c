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
import { financeModuleWords } from './words.text.ts'

const PAGES = './settlement.pages.tsx'

export const financeModule = defineModule({
  name: 'finance',
  group: numberedGroup(200, {
    path: '/fina',
    title: financeModuleWords.financeModule.group.title,
    icon: 'money-cny-circle-line',
  }),
  routes: [
    { resource: contractIncome, financeIncomeExpense: true },
    { resource: directExpenses, financeIncomeExpense: true },
    managementExpenses,
    otherReceivables,
    otherPayables,
    sundryEntries,
    { resource: loans, page: page(PAGES, 'LoansPage') },
    loanRepayments,
    // Stages of a project contract: shown beside contract income, hidden with it (spec §6).
    {
      resource: contractPaymentPlans,
      financeIncomeExpense: true,
      page: page(PAGES, 'ContractPlansPage'),
    },
    { resource: contractPayments, financeIncomeExpense: true },
    bankAccounts,
    expenseSubjects,
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
