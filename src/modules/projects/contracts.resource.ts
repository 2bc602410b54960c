// Project contracts (/proj/projcont), subcontract and procurement contracts (/proj/projpcon), the
// supplier library (/proj/projsupp) and client units (/proj/projcust). Contract income and direct
// expenses in finance link to these and to their project.
import { defineResource } from '../../resources/define-resource.ts'
import { common, f } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'
import { contractsWords } from './words.text.ts'

const access = numberedAccess(100, 101)

const contractStatus = common.status({
  draft: contractsWords.contractStatus.draft,
  signed: contractsWords.contractStatus.signed,
  settling: contractsWords.contractStatus.settling,
  settled: contractsWords.contractStatus.settled,
})

export const clientUnits = defineResource({
  name: 'clientUnits',
  title: contractsWords.clientUnits.title,
  api: { list: '/proj/getProjCustList', save: '/proj/saveProjCust', remove: '/proj/delProjCust' },
  access,
  route: '/proj/projcust',
  icon: 'community-line',
  fields: {
    id: f.id(),
    name: f.text({ label: contractsWords.clientUnits.fields.name, required: true, max: 120 }),
    tax_no: common.taxNo,
    contact: common.contact,
    mobile: common.phone,
    address: common.address,
    remark: common.remark,
  },
  indexes: ['name'],
  list: {
    columns: ['name', 'tax_no', 'contact', 'mobile', 'address'],
    search: ['name', 'contact'],
    sort: 'name',
  },
  form: [['name'], ['tax_no'], ['contact', 'mobile'], ['address'], ['remark']],
})

export const suppliers = defineResource({
  name: 'suppliers',
  title: contractsWords.suppliers.title,
  api: { list: '/proj/getProjSuppList', save: '/proj/saveProjSupp', remove: '/proj/delProjSupp' },
  access,
  route: '/proj/projsupp',
  icon: 'truck-line',
  fields: {
    id: f.id(),
    name: f.text({ label: contractsWords.suppliers.fields.name, required: true, max: 120 }),
    category: f.enumOf({
      label: contractsWords.suppliers.fields.category,
      options: contractsWords.suppliers.options.category,
    }),
    contact: common.contact,
    mobile: common.phone,
    bank: common.bank,
    account_no: f.text({ label: contractsWords.suppliers.fields.account_no, max: 40 }),
    tax_no: common.taxNo,
    rating: f.enumOf({
      label: contractsWords.suppliers.fields.rating,
      options: contractsWords.suppliers.options.rating,
    }),
    remark: common.remark,
  },
  indexes: ['name', 'category'],
  list: {
    columns: ['name', 'category', 'contact', 'mobile', 'rating'],
    search: ['name', 'contact'],
    sort: 'name',
  },
  form: [
    ['name'],
    ['category', 'rating'],
    ['contact', 'mobile'],
    ['bank', 'account_no'],
    ['tax_no'],
    ['remark'],
  ],
})

/** How both kinds of contract begin: their number, their title and their project. */
const contractHead = {
  code: f.text({ label: contractsWords.contractHead.code.label, required: true, max: 30, unique: true }),
  name: f.text({ label: contractsWords.contractHead.name.label, required: true, max: 120 }),
  project_id: common.project,
}
/** And how both end: the sum, the day it was signed, where it stands, a remark. */
const contractTerms = {
  amount: f.money({ label: contractsWords.contractTerms.amount.label, required: true }),
  signed_date: f.date({ label: contractsWords.contractTerms.signed_date.label }),
  status: contractStatus,
  remark: common.remark,
}

export const projectContracts = defineResource({
  name: 'projectContracts',
  title: contractsWords.projectContracts.title,
  api: { list: '/proj/getProjContList', save: '/proj/saveProjCont', remove: '/proj/delProjCont' },
  access,
  route: '/proj/projcont',
  icon: 'file-text-line',
  recordTitle: 'name',
  fields: {
    id: f.id(),
    ...contractHead,
    client_id: f.ref({
      label: contractsWords.projectContracts.fields.client_id,
      resource: 'clientUnits',
      display: 'name',
    }),
    kind: f.enumOf({
      label: contractsWords.projectContracts.fields.kind,
      options: contractsWords.projectContracts.options.kind,
    }),
    ...contractTerms,
  },
  indexes: ['code', 'project_id'],
  list: {
    columns: ['code', 'name', 'project_id', 'client_id', 'amount', 'status', 'signed_date'],
    search: ['code', 'name'],
    sort: 'code',
  },
  form: [
    ['code', 'name'],
    ['project_id', 'client_id'],
    ['kind', 'status'],
    ['amount', 'signed_date'],
    ['remark'],
  ],
})

export const subcontracts = defineResource({
  name: 'subcontracts',
  title: contractsWords.subcontracts.title,
  api: { list: '/proj/getProjPconList', save: '/proj/saveProjPcon', remove: '/proj/delProjPcon' },
  access,
  route: '/proj/projpcon',
  icon: 'file-copy-2-line',
  recordTitle: 'name',
  fields: {
    id: f.id(),
    ...contractHead,
    supplier_id: f.ref({
      label: contractsWords.subcontracts.fields.supplier_id,
      resource: 'suppliers',
      display: 'name',
      required: true,
    }),
    kind: f.enumOf({
      label: contractsWords.subcontracts.fields.kind,
      options: contractsWords.subcontracts.options.kind,
    }),
    ...contractTerms,
  },
  indexes: ['code', 'project_id', 'supplier_id'],
  list: {
    columns: ['code', 'name', 'project_id', 'supplier_id', 'kind', 'amount', 'status'],
    search: ['code', 'name'],
    sort: 'code',
  },
  form: [
    ['code', 'name'],
    ['project_id', 'supplier_id'],
    ['kind', 'status'],
    ['amount', 'signed_date'],
    ['remark'],
  ],
})
