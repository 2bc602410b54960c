// Finance catalogues: bank accounts (/fina/finabank) and expense subjects (/fina/finakemu) that every
// finance entry points at.
import { defineResource } from '../../resources/define-resource.ts'
import { common, f, required } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'
import { bilingual } from '../../resources/text.ts'

export const financeAccess = numberedAccess(200)

/** The bank account money moved through: a field every finance list shares. */
export const bankAccount = f.ref({
  label: bilingual('银行账户', 'Bank account'),
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
  title: bilingual('银行账户', 'Bank accounts'),
  api: { list: '/fina/getFinaBankList', save: '/fina/saveFinaBank', remove: '/fina/delFinaBank' },
  access: bankAccountsAccess,
  route: '/fina/finabank',
  icon: 'bank-line',
  fields: {
    id: f.id(),
    name: f.text({ label: bilingual('账户名称', 'Account name'), required: true, max: 60 }),
    bank: required(common.bank),
    account_no: f.text({ label: bilingual('银行账号', 'Account no.'), required: true, max: 40 }),
    opening_balance: f.money({ label: bilingual('期初余额', 'Opening balance') }),
    status: common.status({ active: bilingual('使用中', 'In use'), closed: bilingual('已销户', 'Closed') }),
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
  title: bilingual('费用科目', 'Expense subjects'),
  api: { list: '/fina/getFinaKemuList', save: '/fina/saveFinaKemu', remove: '/fina/delFinaKemu' },
  access: financeAccess,
  route: '/fina/finakemu',
  icon: 'node-tree',
  recordTitle: 'name',
  fields: {
    id: f.id(),
    code: f.text({ label: bilingual('科目编码', 'Code'), required: true, max: 20, unique: true }),
    name: f.text({ label: bilingual('科目名称', 'Name'), required: true, max: 60 }),
    kind: f.enumOf({
      label: bilingual('科目类别', 'Kind'),
      options: {
        project: bilingual('项目直接费用', 'Project direct'),
        management: bilingual('管理费用', 'Management'),
        financial: bilingual('财务费用', 'Financial'),
        sundry: bilingual('零星收支', 'Sundry'),
      },
    }),
    remark: common.remark,
  },
  indexes: ['code', 'kind'],
  list: { columns: ['code', 'name', 'kind'], search: ['code', 'name'], sort: 'code' },
  form: [['code', 'name'], ['kind'], ['remark']],
})
