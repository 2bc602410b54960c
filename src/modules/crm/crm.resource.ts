// CRM (/crm): customers and the order contracts signed with them.
import { defineResource } from '../../resources/define-resource.ts'
import { common, f, required } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'
import { notBefore, notMoreThan } from '../../resources/record-rules.ts'
import { crmWords } from './words.text.ts'

const access = numberedAccess(800)

export const customers = defineResource({
  name: 'customers',
  title: crmWords.customers.title,
  api: { list: '/crm/getCrmList', save: '/crm/saveCrm', remove: '/crm/delCrm' },
  access,
  route: '/crm/crmlist',
  icon: 'contacts-book-line',
  fields: {
    id: f.id(),
    name: f.text({ label: crmWords.customers.fields.name, required: true, max: 100 }),
    contact: required(common.contact),
    mobile: f.mobile({ label: crmWords.customers.fields.mobile, required: true }),
    industry: f.dictionary({
      label: crmWords.customers.fields.industry,
      dictionary: 'crm.industry',
      options: crmWords.customers.options.industry,
    }),
    level: f.enumOf({
      label: crmWords.customers.fields.level,
      options: crmWords.customers.options.level,
    }),
    owner_id: f.ref({ label: crmWords.customers.fields.owner_id, resource: 'staff', display: 'name' }),
    source: f.text({ label: crmWords.customers.fields.source, max: 30 }),
    address: common.address,
    remark: common.remark,
  },
  indexes: ['name', 'level'],
  list: {
    columns: ['name', 'contact', 'mobile', 'industry', 'level', 'owner_id'],
    search: ['name', 'contact', 'mobile'],
    sort: 'name',
  },
  form: [
    ['name'],
    ['contact', 'mobile'],
    ['industry', 'level'],
    ['owner_id', 'source'],
    ['address'],
    ['remark'],
  ],
})

export const orderContracts = defineResource({
  name: 'orderContracts',
  title: crmWords.orderContracts.title,
  api: { list: '/crm/getCrmContList', save: '/crm/saveCrmCont', remove: '/crm/delCrmCont' },
  access,
  route: '/crm/crmcont',
  icon: 'file-paper-2-line',
  recordTitle: 'title',
  fields: {
    id: f.id(),
    code: f.text({ label: crmWords.orderContracts.fields.code, required: true, max: 30, unique: true }),
    title: f.text({ label: crmWords.orderContracts.fields.title, required: true, max: 120 }),
    customer_id: f.ref({
      label: crmWords.orderContracts.fields.customer_id,
      resource: 'customers',
      display: 'name',
      required: true,
    }),
    amount: f.money({ label: crmWords.orderContracts.fields.amount, required: true }),
    received: f.money({ label: crmWords.orderContracts.fields.received }),
    signed_date: f.date({ label: crmWords.orderContracts.fields.signed_date }),
    delivery_date: f.date({ label: crmWords.orderContracts.fields.delivery_date }),
    status: common.status({
      draft: crmWords.orderContracts.draft.status,
      signed: crmWords.orderContracts.signed.status,
      delivering: crmWords.orderContracts.delivering.status,
      done: crmWords.orderContracts.done.status,
      cancelled: crmWords.orderContracts.cancelled.status,
    }),
    remark: common.remark,
  },
  rules: [notMoreThan('received', 'amount'), notBefore('delivery_date', 'signed_date')],
  indexes: ['code', 'customer_id', 'status'],
  list: {
    columns: ['code', 'title', 'customer_id', 'amount', 'received', 'status', 'signed_date'],
    search: ['code', 'title'],
    sort: 'code',
  },
  form: [
    ['code', 'title'],
    ['customer_id', 'status'],
    ['amount', 'received'],
    ['signed_date', 'delivery_date'],
    ['remark'],
  ],
})
