// Administration (/office): notices to staff and the seal-usage ledger.
import { defineResource } from '../../resources/define-resource.ts'
import { f } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'
import { officeWords } from './words.text.ts'

const access = numberedAccess(700)

export const officeNotices = defineResource({
  name: 'officeNotices',
  title: officeWords.officeNotices.title,
  api: { list: '/office/getTongzhiList', save: '/office/saveTongzhi', remove: '/office/delTongzhi' },
  access,
  route: '/office/officetongzhi',
  icon: 'notification-3-line',
  fields: {
    id: f.id(),
    title: f.text({ label: officeWords.officeNotices.fields.title, required: true, max: 120 }),
    category: f.dictionary({
      label: officeWords.officeNotices.fields.category,
      dictionary: 'office.noticeCategory',
      options: officeWords.officeNotices.options.category,
    }),
    publish_date: f.date({ label: officeWords.officeNotices.fields.publish_date, required: true }),
    publisher: f.text({ label: officeWords.officeNotices.fields.publisher, max: 30 }),
    pinned: f.bool({ label: officeWords.officeNotices.fields.pinned }),
    content: f.text({
      label: officeWords.officeNotices.fields.content,
      required: true,
      max: 5000,
      multiline: true,
    }),
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
  title: officeWords.sealUsages.title,
  api: { list: '/office/getYinzhangList', save: '/office/saveYinzhang', remove: '/office/delYinzhang' },
  access,
  route: '/office/officeyinzhang',
  icon: 'quill-pen-line',
  recordTitle: ['use_date', 'seal', 'applicant'],
  fields: {
    id: f.id(),
    seal: f.enumOf({
      label: officeWords.sealUsages.fields.seal,
      options: officeWords.sealUsages.options.seal,
    }),
    applicant: f.text({ label: officeWords.sealUsages.fields.applicant, required: true, max: 30 }),
    depa_id: f.ref({
      label: officeWords.sealUsages.fields.depa_id,
      resource: 'departments',
      display: 'name',
    }),
    document: f.text({ label: officeWords.sealUsages.fields.document, required: true, max: 120 }),
    copies: f.int({ label: officeWords.sealUsages.fields.copies, min: 1, max: 999 }),
    use_date: f.date({ label: officeWords.sealUsages.fields.use_date, required: true }),
    approver: f.text({ label: officeWords.sealUsages.fields.approver, max: 30 }),
    returned: f.bool({ label: officeWords.sealUsages.fields.returned }),
  },
  indexes: ['use_date', 'seal'],
  list: {
    columns: ['use_date', 'seal', 'applicant', 'depa_id', 'document', 'copies', 'approver'],
    search: ['applicant', 'document'],
    sort: 'use_date',
  },
  form: [['seal', 'use_date'], ['applicant', 'depa_id'], ['document'], ['copies', 'approver'], ['returned']],
})
