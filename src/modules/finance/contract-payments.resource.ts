// Contract payments: a project contract's payment plan, stage by stage (/fina/finacontpay), and the
// client's payments against each stage (/fina/finapay). What a contract or a stage has been paid and
// still owes is worked out from the lists (settlement.ts); an overpaid stage shows as such, it is not
// refused (server/finance/settlement-hooks.ts says why).
import { defineResource } from '../../resources/define-resource.ts'
import { common, f } from '../../resources/fields.ts'
import { bilingual } from '../../resources/text.ts'
import { bankAccount, financeAccess } from './finance-catalogue.resource.ts'

export const contractPaymentPlans = defineResource({
  name: 'contractPaymentPlans',
  title: bilingual('合同付款计划', 'Contract payment plans'),
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
      label: bilingual('项目合同', 'Contract'),
      resource: 'projectContracts',
      display: 'name',
      required: true,
    }),
    title: f.text({ label: bilingual('付款节点', 'Stage'), required: true, max: 120 }),
    due_date: f.date({ label: bilingual('计划日期', 'Due date'), required: true }),
    amount: f.money({ label: bilingual('计划金额', 'Planned amount'), required: true }),
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
  title: bilingual('合同付款', 'Payments'),
  api: { list: '/fina/getFinaPayList', save: '/fina/saveFinaPay', remove: '/fina/delFinaPay' },
  access: financeAccess,
  route: '/fina/finapay',
  icon: 'secure-payment-line',
  recordTitle: ['date', 'plan_id', 'amount'],
  fields: {
    id: f.id(),
    plan_id: f.ref({
      label: bilingual('付款节点', 'Stage'),
      resource: 'contractPaymentPlans',
      display: 'title',
      required: true,
    }),
    date: f.date({ label: bilingual('付款日期', 'Date'), required: true }),
    amount: f.money({ label: bilingual('付款金额', 'Amount'), required: true }),
    bank_account_id: bankAccount,
    voucher_no: f.text({ label: bilingual('凭证号', 'Voucher no.'), max: 30 }),
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
