// Finance (spec §2 /fina): income and expense entries, bank accounts, expense subjects.
import { defineModule } from '../define-module.ts'
import { bankAccounts, expenseSubjects } from './finance-catalogue.resource.ts'
import {
  contractIncome,
  directExpenses,
  managementExpenses,
  otherPayables,
  otherReceivables,
  sundryEntries,
} from './finance-entries.resource.ts'

export const financeModule = defineModule({
  name: 'finance',
  group: {
    path: '/fina',
    title: { zh: '财务', en: 'Finance' },
    icon: 'money-cny-circle-line',
    access: { switch: 'sel200', code: 200 },
    menuTitle: 'top200',
  },
  routes: [
    { resource: contractIncome, icon: 'hand-coin-line', financeIncomeExpense: true },
    { resource: directExpenses, icon: 'exchange-funds-line', financeIncomeExpense: true },
    { resource: managementExpenses, icon: 'bill-line' },
    { resource: otherReceivables, icon: 'inbox-archive-line' },
    { resource: otherPayables, icon: 'inbox-unarchive-line' },
    { resource: sundryEntries, icon: 'coins-line' },
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
  ],
})
