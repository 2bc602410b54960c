// Administration (/office): notices to staff and the seal-usage ledger.
import { defineResource } from '../../resources/define-resource.ts'
import { f } from '../../resources/fields.ts'
import { t } from '../../resources/text.ts'

const access = { switch: 'sel700', code: 700, menuTitle: 'top700' } as const

export const officeNotices = defineResource({
  name: 'officeNotices',
  title: t('通知公告', 'Notices'),
  api: { list: '/office/getTongzhiList', save: '/office/saveTongzhi', remove: '/office/delTongzhi' },
  access,
  route: '/office/officetongzhi',
  fields: {
    id: f.id(),
    title: f.text({ label: t('标题', 'Title'), required: true, max: 120 }),
    category: f.enumOf({
      label: t('类别', 'Category'),
      options: {
        notice: t('通知', 'Notice'),
        announcement: t('公告', 'Announcement'),
        policy: t('制度', 'Policy'),
        holiday: t('放假安排', 'Holiday'),
      },
    }),
    publish_date: f.date({ label: t('发布日期', 'Published'), required: true }),
    publisher: f.text({ label: t('发布人', 'Publisher'), max: 30 }),
    pinned: f.bool({ label: t('置顶', 'Pinned') }),
    content: f.text({ label: t('内容', 'Content'), required: true, max: 5000, multiline: true }),
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
  title: t('印章台账', 'Seal ledger'),
  api: { list: '/office/getYinzhangList', save: '/office/saveYinzhang', remove: '/office/delYinzhang' },
  access,
  route: '/office/officeyinzhang',
  fields: {
    id: f.id(),
    seal: f.enumOf({
      label: t('印章', 'Seal'),
      options: {
        company: t('公章', 'Company seal'),
        contract: t('合同专用章', 'Contract seal'),
        finance: t('财务专用章', 'Finance seal'),
        legal: t('法人章', "Legal representative's seal"),
      },
    }),
    applicant: f.text({ label: t('申请人', 'Applicant'), required: true, max: 30 }),
    depa_id: f.ref({ label: t('部门', 'Department'), resource: 'departments', display: 'name' }),
    document: f.text({ label: t('用印文件', 'Document'), required: true, max: 120 }),
    copies: f.int({ label: t('份数', 'Copies'), min: 1, max: 999 }),
    use_date: f.date({ label: t('用印日期', 'Date'), required: true }),
    approver: f.text({ label: t('批准人', 'Approved by'), max: 30 }),
    returned: f.bool({ label: t('已归还', 'Returned') }),
  },
  indexes: ['use_date', 'seal'],
  list: {
    columns: ['use_date', 'seal', 'applicant', 'depa_id', 'document', 'copies', 'approver'],
    search: ['applicant', 'document'],
    sort: 'use_date',
  },
  form: [['seal', 'use_date'], ['applicant', 'depa_id'], ['document'], ['copies', 'approver'], ['returned']],
})
