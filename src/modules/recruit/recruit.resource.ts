// Recruitment (/recruit): job notices drafted at /recruit/index and reviewed at /recruit/guan before
// they are published.
import { RIGHTS } from '../../auth/access-codes.ts'
import { defineResource } from '../../resources/define-resource.ts'
import { common, f } from '../../resources/fields.ts'
import { recruitWords } from './words.text.ts'

export const jobPosts = defineResource({
  name: 'jobPosts',
  title: recruitWords.jobPosts.title,
  api: { list: '/recruit/getRecruitList', save: '/recruit/saveRecruit', remove: '/recruit/delRecruit' },
  access: { switch: 'sel750' },
  // Drafting and reviewing notices the public will read needs the right; reading them does not.
  writeAccess: { switch: 'sel750', code: RIGHTS.manageRecruitment.code },
  route: '/recruit/index',
  icon: 'megaphone-line',
  fields: {
    id: f.id(),
    title: f.text({ label: recruitWords.jobPosts.fields.title, required: true, max: 60 }),
    depa_id: f.ref({ label: recruitWords.jobPosts.fields.depa_id, resource: 'departments', display: 'name' }),
    headcount: f.int({ label: recruitWords.jobPosts.fields.headcount, min: 1, max: 999, required: true }),
    salary: f.text({ label: recruitWords.jobPosts.fields.salary, max: 30 }),
    location: f.text({ label: recruitWords.jobPosts.fields.location, max: 60 }),
    closing_date: f.date({ label: recruitWords.jobPosts.fields.closing_date }),
    status: common.status({
      pending: recruitWords.jobPosts.pending.status,
      published: recruitWords.jobPosts.published.status,
      rejected: recruitWords.jobPosts.rejected.status,
      closed: recruitWords.jobPosts.closed.status,
    }),
    review_comment: f.text({ label: recruitWords.jobPosts.fields.review_comment, max: 200 }),
    requirements: f.text({
      label: recruitWords.jobPosts.fields.requirements,
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
