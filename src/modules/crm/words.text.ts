// The words the crm module's records, rules, commands and menus say, zh and en side by side: read through
// inLanguage by the page, the workers and the server alike (their one home: docs/architecture.md, "Words").
import { bilingual, type TextTree } from '../../resources/text.ts'

/** The words of crm.resource.ts. */
export const crmWords = {
  customers: {
    title: bilingual('客户管理', 'Customers'),
    fields: {
      name: bilingual('客户名称', 'Customer'),
      mobile: bilingual('手机号', 'Mobile'),
      industry: bilingual('行业', 'Industry'),
      level: bilingual('客户等级', 'Level'),
      owner_id: bilingual('跟进人', 'Account owner'),
      source: bilingual('来源', 'Source'),
    },
    options: {
      industry: {
        construction: bilingual('建筑施工', 'Construction'),
        realestate: bilingual('房地产', 'Real estate'),
        manufacturing: bilingual('制造业', 'Manufacturing'),
        government: bilingual('政府机关', 'Government'),
        retail: bilingual('零售', 'Retail'),
        other: bilingual('其他', 'Other'),
      },
      level: {
        a: bilingual('A 重点', 'A key'),
        b: bilingual('B 普通', 'B regular'),
        c: bilingual('C 潜在', 'C prospect'),
      },
    },
  },
  orderContracts: {
    title: bilingual('订单合同', 'Order contracts'),
    fields: {
      code: bilingual('合同编号', 'Contract no.'),
      title: bilingual('合同名称', 'Title'),
      customer_id: bilingual('客户', 'Customer'),
      amount: bilingual('合同金额', 'Amount'),
      received: bilingual('已收款', 'Received'),
      signed_date: bilingual('签订日期', 'Signed'),
      delivery_date: bilingual('交付日期', 'Delivery'),
    },
    draft: {
      status: bilingual('草拟', 'Draft'),
    },
    signed: {
      status: bilingual('已签订', 'Signed'),
    },
    delivering: {
      status: bilingual('履行中', 'In progress'),
    },
    done: {
      status: bilingual('已完成', 'Completed'),
    },
    cancelled: {
      status: bilingual('已作废', 'Cancelled'),
    },
  },
} satisfies TextTree

/** The words of module.ts. */
export const crmModuleWords = {
  crmModule: {
    group: {
      title: bilingual('订单', 'Orders'),
    },
  },
} satisfies TextTree
