// Administration (/office): notices to staff and the seal-usage ledger.
import { defineResource } from '../../resources/define-resource.ts'
import { f } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'
import { bilingual } from '../../resources/text.ts'

const access = numberedAccess(700)

export const officeNotices = defineResource({
  name: 'officeNotices',
  title: bilingual('通知公告', 'Notices'),
  api: { list: '/office/getTongzhiList', save: '/office/saveTongzhi', remove: '/office/delTongzhi' },
  access,
  route: '/office/officetongzhi',
  icon: 'notification-3-line',
  fields: {
    id: f.id(),
    title: f.text({ label: bilingual('标题', 'Title'), required: true, max: 120 }),
    category: f.dictionary({
      label: bilingual('类别', 'Category'),
      dictionary: 'office.noticeCategory',
      options: {
        notice: bilingual('通知', 'Notice'),
        announcement: bilingual('公告', 'Announcement'),
        policy: bilingual('制度', 'Policy'),
        holiday: bilingual('放假安排', 'Holiday'),
      },
    }),
    publish_date: f.date({ label: bilingual('发布日期', 'Published'), required: true }),
    publisher: f.text({ label: bilingual('发布人', 'Publisher'), max: 30 }),
    pinned: f.bool({ label: bilingual('置顶', 'Pinned') }),
    content: f.text({ label: bilingual('内容', 'Content'), required: true, max: 5000, multiline: true }),
  },
  indexes: ['publish_date'],
  list: {
    columns: ['title', 'category', 'publish_date', 'publisher', 'pinned'],
    search: ['title', 'publisher'],
    sort: 'publish_date',
  },
  form: [['title'], ['category', 'publish_date'], ['publisher', 'pinned'], ['content']],
})

export const sealUsages = defineResource({
  name: 'sealUsages',
  title: bilingual('印章台账', 'Seal ledger'),
  api: { list: '/office/getYinzhangList', save: '/office/saveYinzhang', remove: '/office/delYinzhang' },
  access,
  route: '/office/officeyinzhang',
  icon: 'quill-pen-line',
  recordTitle: ['use_date', 'seal', 'applicant'],
  fields: {
    id: f.id(),
    seal: f.enumOf({
      label: bilingual('印章', 'Seal'),
      options: {
        company: bilingual('公章', 'Company seal'),
        contract: bilingual('合同专用章', 'Contract seal'),
        finance: bilingual('财务专用章', 'Finance seal'),
        legal: bilingual('法人章', "Legal representative's seal"),
      },
    }),
    applicant: f.text({ label: bilingual('申请人', 'Applicant'), required: true, max: 30 }),
    depa_id: f.ref({ label: bilingual('部门', 'Department'), resource: 'departments', display: 'name' }),
    document: f.text({ label: bilingual('用印文件', 'Document'), required: true, max: 120 }),
    copies: f.int({ label: bilingual('份数', 'Copies'), min: 1, max: 999 }),
    use_date: f.date({ label: bilingual('用印日期', 'Date'), required: true }),
    approver: f.text({ label: bilingual('批准人', 'Approved by'), max: 30 }),
    returned: f.bool({ label: bilingual('已归还', 'Returned') }),
  },
  indexes: ['use_date', 'seal'],
  list: {
    columns: ['use_date', 'seal', 'applicant', 'depa_id', 'document', 'copies', 'approver'],
    search: ['applicant', 'document'],
    sort: 'use_date',
  },
  form: [['seal', 'use_date'], ['applicant', 'depa_id'], ['document'], ['copies', 'approver'], ['returned']],
})
