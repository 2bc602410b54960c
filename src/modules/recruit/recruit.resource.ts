// Recruitment (/recruit): job notices drafted at /recruit/index and reviewed at /recruit/guan before
// they are published.
import { RIGHTS } from '../../auth/access-codes.ts'
import { defineResource } from '../../resources/define-resource.ts'
import { common, f } from '../../resources/fields.ts'
import { bilingual } from '../../resources/text.ts'

export const jobPosts = defineResource({
  name: 'jobPosts',
  title: bilingual('发布招聘', 'Publish notices'),
  api: { list: '/recruit/getRecruitList', save: '/recruit/saveRecruit', remove: '/recruit/delRecruit' },
  access: { switch: 'sel750' },
  // Drafting and reviewing notices the public will read needs the right; reading them does not.
  writeAccess: { switch: 'sel750', code: RIGHTS.manageRecruitment.code },
  route: '/recruit/index',
  icon: 'megaphone-line',
  fields: {
    id: f.id(),
    title: f.text({ label: bilingual('招聘岗位', 'Position'), required: true, max: 60 }),
    depa_id: f.ref({ label: bilingual('用人部门', 'Department'), resource: 'departments', display: 'name' }),
    headcount: f.int({ label: bilingual('招聘人数', 'Openings'), min: 1, max: 999, required: true }),
    salary: f.text({ label: bilingual('薪资范围', 'Salary range'), max: 30 }),
    location: f.text({ label: bilingual('工作地点', 'Location'), max: 60 }),
    closing_date: f.date({ label: bilingual('截止日期', 'Closing date') }),
    status: common.status({
      pending: bilingual('待审核', 'Awaiting review'),
      published: bilingual('已发布', 'Published'),
      rejected: bilingual('已驳回', 'Rejected'),
      closed: bilingual('已结束', 'Closed'),
    }),
    review_comment: f.text({ label: bilingual('审核意见', 'Review comment'), max: 200 }),
    requirements: f.text({
      label: bilingual('任职要求', 'Requirements'),
      required: true,
      max: 2000,
      multiline: true,
    }),
  },
  indexes: ['status', 'closing_date'],
  list: {
    columns: ['title', 'depa_id', 'headcount', 'salary', 'location', 'status', 'closing_date'],
    search: ['title', 'location'],
    sort: 'closing_date',
  },
  form: [['title', 'depa_id'], ['headcount', 'salary'], ['location', 'closing_date'], ['requirements']],
})
