// Project contracts (/proj/projcont), subcontract and procurement contracts (/proj/projpcon), the
// supplier library (/proj/projsupp) and client units (/proj/projcust). Contract income and direct
// expenses in finance link to these and to their project.
import { defineResource } from '../../resources/define-resource.ts'
import { common, f } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'
import { bilingual } from '../../resources/text.ts'

const access = numberedAccess(100, 101)

const contractStatus = common.status({
  draft: bilingual('草拟', 'Draft'),
  signed: bilingual('已签订', 'Signed'),
  settling: bilingual('结算中', 'Settling'),
  settled: bilingual('已结算', 'Settled'),
})

export const clientUnits = defineResource({
  name: 'clientUnits',
  title: bilingual('客户单位', 'Client units'),
  api: { list: '/proj/getProjCustList', save: '/proj/saveProjCust', remove: '/proj/delProjCust' },
  access,
  route: '/proj/projcust',
  icon: 'community-line',
  fields: {
    id: f.id(),
    name: f.text({ label: bilingual('单位名称', 'Name'), required: true, max: 120 }),
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
  title: bilingual('供应商库', 'Suppliers'),
  api: { list: '/proj/getProjSuppList', save: '/proj/saveProjSupp', remove: '/proj/delProjSupp' },
  access,
  route: '/proj/projsupp',
  icon: 'truck-line',
  fields: {
    id: f.id(),
    name: f.text({ label: bilingual('供应商名称', 'Supplier'), required: true, max: 120 }),
    category: f.enumOf({
      label: bilingual('类别', 'Category'),
      options: {
        labour: bilingual('劳务分包', 'Labour'),
        specialist: bilingual('专业分包', 'Specialist subcontractor'),
        material: bilingual('材料供应', 'Materials'),
        equipment: bilingual('设备租赁', 'Equipment hire'),
      },
    }),
    contact: common.contact,
    mobile: common.phone,
    bank: common.bank,
    account_no: f.text({ label: bilingual('银行账号', 'Account no.'), max: 40 }),
    tax_no: common.taxNo,
    rating: f.enumOf({
      label: bilingual('评级', 'Rating'),
      options: {
        a: bilingual('优秀', 'Excellent'),
        b: bilingual('合格', 'Qualified'),
        c: bilingual('观察', 'On watch'),
      },
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
  code: f.text({ label: bilingual('合同编号', 'Contract no.'), required: true, max: 30, unique: true }),
  name: f.text({ label: bilingual('合同名称', 'Title'), required: true, max: 120 }),
  project_id: common.project,
}
/** And how both end: the sum, the day it was signed, where it stands, a remark. */
const contractTerms = {
  amount: f.money({ label: bilingual('合同金额', 'Amount'), required: true }),
  signed_date: f.date({ label: bilingual('签订日期', 'Signed') }),
  status: contractStatus,
  remark: common.remark,
}

export const projectContracts = defineResource({
  name: 'projectContracts',
  title: bilingual('项目合同', 'Project contracts'),
  api: { list: '/proj/getProjContList', save: '/proj/saveProjCont', remove: '/proj/delProjCont' },
  access,
  route: '/proj/projcont',
  icon: 'file-text-line',
  recordTitle: 'name',
  fields: {
    id: f.id(),
    ...contractHead,
    client_id: f.ref({ label: bilingual('建设单位', 'Client'), resource: 'clientUnits', display: 'name' }),
    kind: f.enumOf({
      label: bilingual('合同类型', 'Type'),
      options: {
        general: bilingual('施工总承包', 'General contract'),
        specialist: bilingual('专业承包', 'Specialist contract'),
        design: bilingual('设计施工', 'Design and build'),
      },
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
  title: bilingual('分包采购合同', 'Subcontracts'),
  api: { list: '/proj/getProjPconList', save: '/proj/saveProjPcon', remove: '/proj/delProjPcon' },
  access,
  route: '/proj/projpcon',
  icon: 'file-copy-2-line',
  recordTitle: 'name',
  fields: {
    id: f.id(),
    ...contractHead,
    supplier_id: f.ref({
      label: bilingual('供应商', 'Supplier'),
      resource: 'suppliers',
      display: 'name',
      required: true,
    }),
    kind: f.enumOf({
      label: bilingual('类型', 'Type'),
      options: {
        labour: bilingual('劳务分包', 'Labour'),
        specialist: bilingual('专业分包', 'Specialist'),
        purchase: bilingual('材料采购', 'Purchase'),
        lease: bilingual('设备租赁', 'Lease'),
      },
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
