// Contract payments: a project contract's payment plan, stage by stage (/fina/finacontpay), and the
// client's payments against each stage (/fina/finapay). What a contract or a stage has been paid and
// still owes is worked out from the lists (settlement.ts); an overpaid stage shows as such, it is not
// refused (server/finance/settlement-hooks.ts says why).
import { defineResource } from '../../resources/define-resource.ts'
import { common, f } from '../../resources/fields.ts'
import { bankAccount, financeAccess } from './finance-catalogue.resource.ts'
import { contractPaymentsWords } from './words.text.ts'

export const contractPaymentPlans = defineResource({
  name: 'contractPaymentPlans',
  title: contractPaymentsWords.contractPaymentPlans.title,
  api: {
    list: '/fina/getFinaContPayList',
    save: '/fina/saveFinaContPay',
    remove: '/fina/delFinaContPay',
  },
  access: financeAccess,
  route: '/fina/finacontpay',
  icon: 'calendar-todo-line',
  fields: {
    id: f.id(),
    contract_id: f.ref({
      label: contractPaymentsWords.contractPaymentPlans.fields.contract_id,
      resource: 'projectContracts',
      display: 'name',
      required: true,
    }),
    title: f.text({
      label: contractPaymentsWords.contractPaymentPlans.fields.title,
      required: true,
      max: 120,
    }),
    due_date: f.date({ label: contractPaymentsWords.contractPaymentPlans.fields.due_date, required: true }),
    amount: f.money({ label: contractPaymentsWords.contractPaymentPlans.fields.amount, required: true }),
    remark: common.remark,
  },
  indexes: ['contract_id', 'due_date'],
  list: {
    columns: ['contract_id', 'title', 'due_date', 'amount'],
    search: ['title'],
    sort: 'due_date',
  },
  form: [['contract_id'], ['title'], ['due_date', 'amount'], ['remark']],
})

export const contractPayments = defineResource({
  name: 'contractPayments',
  title: contractPaymentsWords.contractPayments.title,
  api: { list: '/fina/getFinaPayList', save: '/fina/saveFinaPay', remove: '/fina/delFinaPay' },
  access: financeAccess,
  route: '/fina/finapay',
  icon: 'secure-payment-line',
  recordTitle: ['date', 'plan_id', 'amount'],
  fields: {
    id: f.id(),
    plan_id: f.ref({
      label: contractPaymentsWords.contractPayments.fields.plan_id,
      resource: 'contractPaymentPlans',
      display: 'title',
      required: true,
    }),
    date: f.date({ label: contractPaymentsWords.contractPayments.fields.date, required: true }),
    amount: f.money({ label: contractPaymentsWords.contractPayments.fields.amount, required: true }),
    bank_account_id: bankAccount,
    voucher_no: f.text({ label: contractPaymentsWords.contractPayments.fields.voucher_no, max: 30 }),
    remark: common.remark,
  },
  indexes: ['plan_id', 'date'],
  list: {
    columns: ['date', 'plan_id', 'amount', 'bank_account_id', 'voucher_no'],
    search: ['voucher_no', 'date'],
    sort: 'date',
  },
  form: [['plan_id', 'date'], ['amount', 'voucher_no'], ['bank_account_id'], ['remark']],
})
