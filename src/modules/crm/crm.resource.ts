// CRM (/crm): customers and the order contracts signed with them.
import { defineResource } from '../../resources/define-resource.ts'
import { common, f, required } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'
import { notBefore, notMoreThan } from '../../resources/record-rules.ts'
import { bilingual } from '../../resources/text.ts'

const access = numberedAccess(800)

export const customers = defineResource({
  name: 'customers',
  title: bilingual('客户管理', 'Customers'),
  api: { list: '/crm/getCrmList', save: '/crm/saveCrm', remove: '/crm/delCrm' },
  access,
  route: '/crm/crmlist',
  icon: 'contacts-book-line',
  fields: {
    id: f.id(),
    name: f.text({ label: bilingual('客户名称', 'Customer'), required: true, max: 100 }),
    contact: required(common.contact),
    mobile: f.mobile({ label: bilingual('手机号', 'Mobile'), required: true }),
    industry: f.dictionary({
      label: bilingual('行业', 'Industry'),
      dictionary: 'crm.industry',
      options: {
        construction: bilingual('建筑施工', 'Construction'),
        realestate: bilingual('房地产', 'Real estate'),
        manufacturing: bilingual('制造业', 'Manufacturing'),
        government: bilingual('政府机关', 'Government'),
        retail: bilingual('零售', 'Retail'),
        other: bilingual('其他', 'Other'),
      },
    }),
    level: f.enumOf({
      label: bilingual('客户等级', 'Level'),
      options: {
        a: bilingual('A 重点', 'A key'),
        b: bilingual('B 普通', 'B regular'),
        c: bilingual('C 潜在', 'C prospect'),
      },
    }),
    owner_id: f.ref({ label: bilingual('跟进人', 'Account owner'), resource: 'staff', display: 'name' }),
    source: f.text({ label: bilingual('来源', 'Source'), max: 30 }),
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
  title: bilingual('订单合同', 'Order contracts'),
  api: { list: '/crm/getCrmContList', save: '/crm/saveCrmCont', remove: '/crm/delCrmCont' },
  access,
  route: '/crm/crmcont',
  icon: 'file-paper-2-line',
  recordTitle: 'title',
  fields: {
    id: f.id(),
    code: f.text({ label: bilingual('合同编号', 'Contract no.'), required: true, max: 30, unique: true }),
    title: f.text({ label: bilingual('合同名称', 'Title'), required: true, max: 120 }),
    customer_id: f.ref({
      label: bilingual('客户', 'Customer'),
      resource: 'customers',
      display: 'name',
      required: true,
    }),
    amount: f.money({ label: bilingual('合同金额', 'Amount'), required: true }),
    received: f.money({ label: bilingual('已收款', 'Received') }),
    signed_date: f.date({ label: bilingual('签订日期', 'Signed') }),
    delivery_date: f.date({ label: bilingual('交付日期', 'Delivery') }),
    status: common.status({
      draft: bilingual('草拟', 'Draft'),
      signed: bilingual('已签订', 'Signed'),
      delivering: bilingual('履行中', 'In progress'),
      done: bilingual('已完成', 'Completed'),
      cancelled: bilingual('已作废', 'Cancelled'),
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
