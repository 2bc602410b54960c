// Loans (/fina/finaloan) and their repayments (/fina/finarepay): a loan's outstanding principal is
// its principal less the principal repaid, worked out from the two lists (settlement.ts), never
// stored, so an offline repayment shows in the figure at once. The server refuses a repayment that
// would repay more than the loan (server/finance/settlement-hooks.ts).
import { defineResource } from '../../resources/define-resource.ts'
import { common, f } from '../../resources/fields.ts'
import { notBefore } from '../../resources/record-rules.ts'
import { bilingual } from '../../resources/text.ts'
import { bankAccount, financeAccess } from './finance-catalogue.resource.ts'

export const loans = defineResource({
  name: 'loans',
  title: bilingual('借款管理', 'Loans'),
  api: { list: '/fina/getFinaLoanList', save: '/fina/saveFinaLoan', remove: '/fina/delFinaLoan' },
  access: financeAccess,
  route: '/fina/finaloan',
  icon: 'hand-heart-line',
  fields: {
    id: f.id(),
    code: f.text({ label: bilingual('借款编号', 'Loan no.'), required: true, max: 30, unique: true }),
    lender: f.text({ label: bilingual('出借方', 'Lender'), required: true, max: 120 }),
    borrower: f.text({ label: bilingual('借款方', 'Borrower'), required: true, max: 120 }),
    principal: f.money({ label: bilingual('借款本金', 'Principal'), required: true }),
    // Basis points: 385 is 3.85 % a year, a whole number like every other figure here.
    rate_bp: f.int({ label: bilingual('年利率（基点）', 'Annual rate (bp)'), min: 0, max: 10_000 }),
    start_date: f.date({ label: bilingual('借款日期', 'Start date'), required: true }),
    due_date: f.date({ label: bilingual('到期日期', 'Due date') }),
    bank_account_id: bankAccount,
    status: common.status({
      active: bilingual('借款中', 'Running'),
      settled: bilingual('已结清', 'Settled'),
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
  title: bilingual('借款还款', 'Loan repayments'),
  api: { list: '/fina/getFinaRepayList', save: '/fina/saveFinaRepay', remove: '/fina/delFinaRepay' },
  access: financeAccess,
  route: '/fina/finarepay',
  icon: 'refund-2-line',
  recordTitle: ['date', 'loan_id', 'amount'],
  fields: {
    id: f.id(),
    loan_id: f.ref({ label: bilingual('借款', 'Loan'), resource: 'loans', display: 'code', required: true }),
    date: f.date({ label: bilingual('还款日期', 'Date'), required: true }),
    amount: f.money({ label: bilingual('归还本金', 'Principal repaid'), required: true }),
    interest: f.money({ label: bilingual('支付利息', 'Interest paid') }),
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
