// Finance entries, each an amount in fen on a date: contract income (/fina/finainvo) and direct
// expense (/fina/finapcon) link to a project and its contract; management expense, other
// receivables and payables and sundry entries are the company's own.
import { defineResource } from '../../resources/define-resource.ts'
import { common, f, required } from '../../resources/fields.ts'
import { notBefore } from '../../resources/record-rules.ts'
import type { Text } from '../../resources/text.ts'
import { bankAccount, financeAccess } from './finance-catalogue.resource.ts'
import { financeEntriesWords } from './words.text.ts'

const date = f.date({ label: financeEntriesWords.date.label, required: true })
/** What every entry states last: the amount, its date, the bank account it moved through, a remark. */
/**
 * The approved request this row books (issue 36: 财务费用审批 → 管理费用, 成本审批 and a project's
 * 采购审批 → 项目直接费用, any other 采购审批 → 其他应付); the row takes the request's id too.
 */
const bookedFrom = f.text({ label: financeEntriesWords.bookedFrom.label, max: 26, readOnly: true })

const entry = {
  amount: f.money({ label: financeEntriesWords.entry.amount.label, required: true }),
  date,
  bank_account_id: bankAccount,
  remark: common.remark,
}
const settlement = common.status({
  open: financeEntriesWords.settlement.open,
  settled: financeEntriesWords.settlement.settled,
})

export const contractIncome = defineResource({
  name: 'contractIncome',
  title: financeEntriesWords.contractIncome.title,
  api: { list: '/fina/getFinaInvoList', save: '/fina/saveFinaInvo', remove: '/fina/delFinaInvo' },
  access: financeAccess,
  route: '/fina/finainvo',
  icon: 'hand-coin-line',
  recordTitle: ['date', 'project_id', 'amount'],
  fields: {
    id: f.id(),
    project_id: common.project,
    contract_id: f.ref({
      label: financeEntriesWords.contractIncome.fields.contract_id,
      resource: 'projectContracts',
      display: 'name',
      within: 'project_id',
    }),
    kind: f.enumOf({
      label: financeEntriesWords.contractIncome.fields.kind,
      options: financeEntriesWords.contractIncome.options.kind,
    }),
    invoice_no: f.text({ label: financeEntriesWords.contractIncome.fields.invoice_no, max: 30 }),
    ...entry,
  },
  indexes: ['project_id', 'date'],
  list: {
    columns: ['date', 'project_id', 'contract_id', 'kind', 'invoice_no', 'amount'],
    search: ['invoice_no', 'date'],
    sort: 'date',
  },
  form: [
    ['project_id', 'contract_id'],
    ['kind', 'invoice_no'],
    ['amount', 'date'],
    ['bank_account_id'],
    ['remark'],
  ],
})

export const directExpenses = defineResource({
  name: 'directExpenses',
  title: financeEntriesWords.directExpenses.title,
  api: { list: '/fina/getFinaPconList', save: '/fina/saveFinaPcon', remove: '/fina/delFinaPcon' },
  access: financeAccess,
  route: '/fina/finapcon',
  icon: 'exchange-funds-line',
  recordTitle: ['date', 'payee', 'amount'],
  fields: {
    id: f.id(),
    project_id: common.project,
    subcontract_id: f.ref({
      label: financeEntriesWords.directExpenses.fields.subcontract_id,
      resource: 'subcontracts',
      display: 'name',
      within: 'project_id',
    }),
    subject_id: f.ref({
      label: financeEntriesWords.directExpenses.fields.subject_id,
      resource: 'expenseSubjects',
      display: 'name',
    }),
    payee: f.text({ label: financeEntriesWords.directExpenses.fields.payee, required: true, max: 120 }),
    ...entry,
    sop_id: bookedFrom,
  },
  indexes: ['project_id', 'date'],
  list: {
    columns: ['date', 'project_id', 'subcontract_id', 'subject_id', 'payee', 'amount'],
    search: ['payee', 'date'],
    sort: 'date',
  },
  form: [
    ['project_id', 'subcontract_id'],
    ['subject_id', 'payee'],
    ['amount', 'date'],
    ['bank_account_id'],
    ['remark'],
  ],
})

export const managementExpenses = defineResource({
  name: 'managementExpenses',
  title: financeEntriesWords.managementExpenses.title,
  api: { list: '/fina/getFinaSpfiList', save: '/fina/saveFinaSpfi', remove: '/fina/delFinaSpfi' },
  access: financeAccess,
  route: '/fina/finaspfi',
  icon: 'bill-line',
  recordTitle: ['date', 'subject_id', 'amount'],
  fields: {
    id: f.id(),
    subject_id: f.ref({
      label: financeEntriesWords.managementExpenses.fields.subject_id,
      resource: 'expenseSubjects',
      display: 'name',
      required: true,
    }),
    depa_id: f.ref({
      label: financeEntriesWords.managementExpenses.fields.depa_id,
      resource: 'departments',
      display: 'name',
    }),
    handler: required(common.handler),
    ...entry,
    sop_id: bookedFrom,
  },
  indexes: ['subject_id', 'date'],
  list: {
    columns: ['date', 'subject_id', 'depa_id', 'handler', 'amount'],
    search: ['handler', 'date'],
    sort: 'date',
  },
  form: [['subject_id', 'depa_id'], ['handler', 'amount'], ['date', 'bank_account_id'], ['remark']],
})

function counterpartyLedger(o: { name: string; title: Text; api: string; route: string; icon: string }) {
  return defineResource({
    name: o.name,
    title: o.title,
    api: { list: `/fina/get${o.api}List`, save: `/fina/save${o.api}`, remove: `/fina/del${o.api}` },
    access: financeAccess,
    route: o.route,
    icon: o.icon,
    recordTitle: ['date', 'counterparty', 'amount'],
    fields: {
      id: f.id(),
      counterparty: f.text({
        label: financeEntriesWords.counterpartyLedger.fields.counterparty,
        required: true,
        max: 120,
      }),
      summary: f.text({
        label: financeEntriesWords.counterpartyLedger.fields.summary,
        required: true,
        max: 120,
      }),
      amount: f.money({ label: financeEntriesWords.counterpartyLedger.fields.amount, required: true }),
      date,
      due_date: f.date({ label: financeEntriesWords.counterpartyLedger.fields.due_date }),
      status: settlement,
      remark: common.remark,
      sop_id: bookedFrom,
    },
    rules: [notBefore('due_date', 'date')],
    indexes: ['date', 'status'],
    list: {
      columns: ['date', 'counterparty', 'summary', 'amount', 'due_date', 'status'],
      search: ['counterparty', 'summary'],
      sort: 'date',
    },
    form: [['counterparty'], ['summary'], ['amount', 'status'], ['date', 'due_date'], ['remark']],
  })
}

export const otherReceivables = counterpartyLedger({
  name: 'otherReceivables',
  title: financeEntriesWords.otherReceivables.title,
  api: 'FinaQita',
  route: '/fina/finaqita',
  icon: 'inbox-archive-line',
})

export const otherPayables = counterpartyLedger({
  name: 'otherPayables',
  title: financeEntriesWords.otherPayables.title,
  api: 'FinaQifu',
  route: '/fina/finaqifu',
  icon: 'inbox-unarchive-line',
})

export const sundryEntries = defineResource({
  name: 'sundryEntries',
  title: financeEntriesWords.sundryEntries.title,
  api: { list: '/fina/getFinaLingList', save: '/fina/saveFinaLing', remove: '/fina/delFinaLing' },
  access: financeAccess,
  route: '/fina/finaling',
  icon: 'coins-line',
  recordTitle: ['date', 'summary', 'amount'],
  fields: {
    id: f.id(),
    direction: f.enumOf({
      label: financeEntriesWords.sundryEntries.fields.direction,
      options: financeEntriesWords.sundryEntries.options.direction,
    }),
    summary: f.text({ label: financeEntriesWords.sundryEntries.fields.summary, required: true, max: 120 }),
    amount: f.money({ label: financeEntriesWords.sundryEntries.fields.amount, required: true }),
    date,
    bank_account_id: bankAccount,
    handler: common.handler,
    remark: common.remark,
  },
  indexes: ['date', 'direction'],
  list: {
    columns: ['date', 'direction', 'summary', 'amount', 'bank_account_id', 'handler'],
    search: ['summary', 'handler'],
    sort: 'date',
  },
  form: [['direction', 'summary'], ['amount', 'date'], ['bank_account_id', 'handler'], ['remark']],
})
