// Finance catalogues: bank accounts (/fina/finabank) and expense subjects (/fina/finakemu) that every
// finance entry points at.
import { defineResource } from '../../resources/define-resource.ts'
import { common, f, required } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'
import { financeCatalogueWords } from './words.text.ts'

export const financeAccess = numberedAccess(200)

/** The bank account money moved through: a field every finance list shares. */
export const bankAccount = f.ref({
  label: financeCatalogueWords.bankAccount.label,
  resource: 'bankAccounts',
  display: 'name',
})

/**
 * Spec §6 gives finance sub-items the codes 202, 203 and 206; 206 is the accounts: who may see the
 * company's bank accounts and balances is a narrower right than the finance module itself.
 */
export const bankAccountsAccess = { ...financeAccess, code: 206 } as const

export const bankAccounts = defineResource({
  name: 'bankAccounts',
  title: financeCatalogueWords.bankAccounts.title,
  api: { list: '/fina/getFinaBankList', save: '/fina/saveFinaBank', remove: '/fina/delFinaBank' },
  access: bankAccountsAccess,
  route: '/fina/finabank',
  icon: 'bank-line',
  fields: {
    id: f.id(),
    name: f.text({ label: financeCatalogueWords.bankAccounts.fields.name, required: true, max: 60 }),
    bank: required(common.bank),
    account_no: f.text({
      label: financeCatalogueWords.bankAccounts.fields.account_no,
      required: true,
      max: 40,
    }),
    opening_balance: f.money({ label: financeCatalogueWords.bankAccounts.fields.opening_balance }),
    status: common.status({
      active: financeCatalogueWords.bankAccounts.active.status,
      closed: financeCatalogueWords.bankAccounts.closed.status,
    }),
    remark: common.remark,
  },
  indexes: ['name'],
  list: {
    columns: ['name', 'bank', 'account_no', 'opening_balance', 'status'],
    search: ['name', 'bank', 'account_no'],
    sort: 'name',
  },
  form: [['name', 'bank'], ['account_no'], ['opening_balance', 'status'], ['remark']],
})

export const expenseSubjects = defineResource({
  name: 'expenseSubjects',
  title: financeCatalogueWords.expenseSubjects.title,
  api: { list: '/fina/getFinaKemuList', save: '/fina/saveFinaKemu', remove: '/fina/delFinaKemu' },
  access: financeAccess,
  route: '/fina/finakemu',
  icon: 'node-tree',
  recordTitle: 'name',
  fields: {
    id: f.id(),
    code: f.text({
      label: financeCatalogueWords.expenseSubjects.fields.code,
      required: true,
      max: 20,
      unique: true,
    }),
    name: f.text({ label: financeCatalogueWords.expenseSubjects.fields.name, required: true, max: 60 }),
    kind: f.enumOf({
      label: financeCatalogueWords.expenseSubjects.fields.kind,
      options: financeCatalogueWords.expenseSubjects.options.kind,
    }),
    remark: common.remark,
  },
  indexes: ['code', 'kind'],
  list: { columns: ['code', 'name', 'kind'], search: ['code', 'name'], sort: 'code' },
  form: [['code', 'name'], ['kind'], ['remark']],
})
