// The words the office module's records, rules, commands and menus say, zh and en side by side: read through
// inLanguage by the page, the workers and the server alike (their one home: docs/architecture.md, "Words").
import { bilingual, type TextTree } from '../../resources/text.ts'

/** The words of module.ts. */
export const officeModuleWords = {
  officeModule: {
    group: {
      title: bilingual('行政', 'Office'),
    },
  },
} satisfies TextTree

/** The words of office.resource.ts. */
export const officeWords = {
  officeNotices: {
    title: bilingual('通知公告', 'Notices'),
    fields: {
      title: bilingual('标题', 'Title'),
      category: bilingual('类别', 'Category'),
      publish_date: bilingual('发布日期', 'Published'),
      publisher: bilingual('发布人', 'Publisher'),
      pinned: bilingual('置顶', 'Pinned'),
      content: bilingual('内容', 'Content'),
    },
    options: {
      category: {
        notice: bilingual('通知', 'Notice'),
        announcement: bilingual('公告', 'Announcement'),
        policy: bilingual('制度', 'Policy'),
        holiday: bilingual('放假安排', 'Holiday'),
      },
    },
  },
  sealUsages: {
    title: bilingual('印章台账', 'Seal ledger'),
    fields: {
      seal: bilingual('印章', 'Seal'),
      applicant: bilingual('申请人', 'Applicant'),
      depa_id: bilingual('部门', 'Department'),
      document: bilingual('用印文件', 'Document'),
      copies: bilingual('份数', 'Copies'),
      use_date: bilingual('用印日期', 'Date'),
      approver: bilingual('批准人', 'Approved by'),
      returned: bilingual('已归还', 'Returned'),
    },
    options: {
      seal: {
        company: bilingual('公章', 'Company seal'),
        contract: bilingual('合同专用章', 'Contract seal'),
        finance: bilingual('财务专用章', 'Finance seal'),
        legal: bilingual('法人章', "Legal representative's seal"),
      },
    },
  },
} satisfies TextTree
