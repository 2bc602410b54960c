// Loans (/fina/finaloan) and their repayments (/fina/finarepay): a loan's outstanding principal is
// its principal less the principal repaid, worked out from the two lists (settlement.ts), never
// stored, so an offline repayment shows in the figure at once. The server refuses a repayment that
// would repay more than the loan (server/finance/settlement-hooks.ts).
import { defineResource } from '../../resources/define-resource.ts'
import { common, f } from '../../resources/fields.ts'
import { notBefore } from '../../resources/record-rules.ts'
import { bankAccount, financeAccess } from './finance-catalogue.resource.ts'
import { loansWords } from './words.text.ts'

export const loans = defineResource({
  name: 'loans',
  title: loansWords.loans.title,
  api: { list: '/fina/getFinaLoanList', save: '/fina/saveFinaLoan', remove: '/fina/delFinaLoan' },
  access: financeAccess,
  route: '/fina/finaloan',
  icon: 'hand-heart-line',
  fields: {
    id: f.id(),
    code: f.text({ label: loansWords.loans.fields.code, required: true, max: 30, unique: true }),
    lender: f.text({ label: loansWords.loans.fields.lender, required: true, max: 120 }),
    borrower: f.text({ label: loansWords.loans.fields.borrower, required: true, max: 120 }),
    principal: f.money({ label: loansWords.loans.fields.principal, required: true }),
    // Basis points: 385 is 3.85 % a year, a whole number like every other figure here.
    rate_bp: f.int({ label: loansWords.loans.fields.rate_bp, min: 0, max: 10_000 }),
    start_date: f.date({ label: loansWords.loans.fields.start_date, required: true }),
    due_date: f.date({ label: loansWords.loans.fields.due_date }),
    bank_account_id: bankAccount,
    status: common.status({
      active: loansWords.loans.active.status,
      settled: loansWords.loans.settled.status,
    }),
    remark: common.remark,
  },
  rules: [notBefore('due_date', 'start_date')],
  indexes: ['code', 'start_date', 'status'],
  list: {
    columns: ['code', 'lender', 'borrower', 'principal', 'rate_bp', 'start_date', 'due_date', 'status'],
    search: ['code', 'lender', 'borrower'],
    sort: 'start_date',
  },
  form: [
    ['code', 'status'],
    ['lender', 'borrower'],
    ['principal', 'rate_bp'],
    ['start_date', 'due_date'],
    ['bank_account_id'],
    ['remark'],
  ],
})

export const loanRepayments = defineResource({
  name: 'loanRepayments',
  title: loansWords.loanRepayments.title,
  api: { list: '/fina/getFinaRepayList', save: '/fina/saveFinaRepay', remove: '/fina/delFinaRepay' },
  access: financeAccess,
  route: '/fina/finarepay',
  icon: 'refund-2-line',
  recordTitle: ['date', 'loan_id', 'amount'],
  fields: {
    id: f.id(),
    loan_id: f.ref({
      label: loansWords.loanRepayments.fields.loan_id,
      resource: 'loans',
      display: 'code',
      required: true,
    }),
    date: f.date({ label: loansWords.loanRepayments.fields.date, required: true }),
    amount: f.money({ label: loansWords.loanRepayments.fields.amount, required: true }),
    interest: f.money({ label: loansWords.loanRepayments.fields.interest }),
    bank_account_id: bankAccount,
    handler: common.handler,
    remark: common.remark,
  },
  indexes: ['loan_id', 'date'],
  list: {
    columns: ['date', 'loan_id', 'amount', 'interest', 'bank_account_id', 'handler'],
    search: ['handler', 'date'],
    sort: 'date',
  },
  form: [['loan_id', 'date'], ['amount', 'interest'], ['bank_account_id', 'handler'], ['remark']],
})
