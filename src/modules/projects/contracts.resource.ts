// Project contracts (/proj/projcont), subcontract and procurement contracts (/proj/projpcon), the
// supplier library (/proj/projsupp) and client units (/proj/projcust). Contract income and direct
// expenses in finance link to these and to their project.
import { defineResource } from '../../resources/define-resource.ts'
import { f } from '../../resources/fields.ts'
import { t } from '../../resources/text.ts'

const access = { switch: 'sel100', code: 101, menuTitle: 'top100' } as const

const contractStatus = f.enumOf({
  label: t('状态', 'Status'),
  options: {
    draft: t('草拟', 'Draft'),
    signed: t('已签订', 'Signed'),
    settling: t('结算中', 'Settling'),
    settled: t('已结算', 'Settled'),
  },
})

export const clientUnits = defineResource({
  name: 'clientUnits',
  title: t('客户单位', 'Client units'),
  api: { list: '/proj/getProjCustList', save: '/proj/saveProjCust', remove: '/proj/delProjCust' },
  access,
  route: '/proj/projcust',
  fields: {
    id: f.id(),
    name: f.text({ label: t('单位名称', 'Name'), required: true, max: 120 }),
    tax_no: f.text({ label: t('统一社会信用代码', 'Tax number'), max: 30 }),
    contact: f.text({ label: t('联系人', 'Contact'), max: 30 }),
    mobile: f.mobile({ label: t('联系电话', 'Phone') }),
    address: f.text({ label: t('地址', 'Address'), max: 200 }),
    remark: f.text({ label: t('备注', 'Remark'), max: 500, multiline: true }),
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
  title: t('供应商库', 'Suppliers'),
  api: { list: '/proj/getProjSuppList', save: '/proj/saveProjSupp', remove: '/proj/delProjSupp' },
  access,
  route: '/proj/projsupp',
  fields: {
    id: f.id(),
    name: f.text({ label: t('供应商名称', 'Supplier'), required: true, max: 120 }),
    category: f.enumOf({
      label: t('类别', 'Category'),
      options: {
        labour: t('劳务分包', 'Labour'),
        specialist: t('专业分包', 'Specialist subcontractor'),
        material: t('材料供应', 'Materials'),
        equipment: t('设备租赁', 'Equipment hire'),
      },
    }),
    contact: f.text({ label: t('联系人', 'Contact'), max: 30 }),
    mobile: f.mobile({ label: t('联系电话', 'Phone') }),
    bank: f.text({ label: t('开户行', 'Bank'), max: 60 }),
    account_no: f.text({ label: t('银行账号', 'Account no.'), max: 40 }),
    tax_no: f.text({ label: t('统一社会信用代码', 'Tax number'), max: 30 }),
    rating: f.enumOf({
      label: t('评级', 'Rating'),
      options: { a: t('优秀', 'Excellent'), b: t('合格', 'Qualified'), c: t('观察', 'On watch') },
    }),
    remark: f.text({ label: t('备注', 'Remark'), max: 500, multiline: true }),
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

export const projectContracts = defineResource({
  name: 'projectContracts',
  title: t('项目合同', 'Project contracts'),
  api: { list: '/proj/getProjContList', save: '/proj/saveProjCont', remove: '/proj/delProjCont' },
  access,
  route: '/proj/projcont',
  fields: {
    id: f.id(),
    code: f.text({ label: t('合同编号', 'Contract no.'), required: true, max: 30 }),
    name: f.text({ label: t('合同名称', 'Title'), required: true, max: 120 }),
    project_id: f.ref({ label: t('项目', 'Project'), resource: 'projects', display: 'name', required: true }),
    client_id: f.ref({ label: t('建设单位', 'Client'), resource: 'clientUnits', display: 'name' }),
    kind: f.enumOf({
      label: t('合同类型', 'Type'),
      options: {
        general: t('施工总承包', 'General contract'),
        specialist: t('专业承包', 'Specialist contract'),
        design: t('设计施工', 'Design and build'),
      },
    }),
    amount: f.money({ label: t('合同金额', 'Amount'), required: true }),
    signed_date: f.date({ label: t('签订日期', 'Signed') }),
    status: contractStatus,
    remark: f.text({ label: t('备注', 'Remark'), max: 500, multiline: true }),
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
  title: t('分包采购合同', 'Subcontracts'),
  api: { list: '/proj/getProjPconList', save: '/proj/saveProjPcon', remove: '/proj/delProjPcon' },
  access,
  route: '/proj/projpcon',
  fields: {
    id: f.id(),
    code: f.text({ label: t('合同编号', 'Contract no.'), required: true, max: 30 }),
    name: f.text({ label: t('合同名称', 'Title'), required: true, max: 120 }),
    project_id: f.ref({ label: t('项目', 'Project'), resource: 'projects', display: 'name', required: true }),
    supplier_id: f.ref({
      label: t('供应商', 'Supplier'),
      resource: 'suppliers',
      display: 'name',
      required: true,
    }),
    kind: f.enumOf({
      label: t('类型', 'Type'),
      options: {
        labour: t('劳务分包', 'Labour'),
        specialist: t('专业分包', 'Specialist'),
        purchase: t('材料采购', 'Purchase'),
        lease: t('设备租赁', 'Lease'),
      },
    }),
    amount: f.money({ label: t('合同金额', 'Amount'), required: true }),
    signed_date: f.date({ label: t('签订日期', 'Signed') }),
    status: contractStatus,
    remark: f.text({ label: t('备注', 'Remark'), max: 500, multiline: true }),
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
