// Recruitment shows (/recruit/show; spec §2 names "recruitment show" without its route): the job
// fairs and campus talks HR takes part in — when and where, the booth's fee in fen, which notices
// it presents and how many CVs it brought in.
import { RIGHTS } from '../../auth/access-codes.ts'
import { defineResource } from '../../resources/define-resource.ts'
import { common, f } from '../../resources/fields.ts'
import { showsWords } from './words.text.ts'

export const recruitShows = defineResource({
  name: 'recruitShows',
  title: showsWords.recruitShows.title,
  api: {
    list: '/recruit/getRecruitShowList',
    save: '/recruit/saveRecruitShow',
    remove: '/recruit/delRecruitShow',
  },
  access: { switch: 'sel750' },
  // Like the notices: everyone in recruitment reads them, those who publish notices arrange them.
  writeAccess: { switch: 'sel750', code: RIGHTS.manageRecruitment.code },
  route: '/recruit/show',
  icon: 'presentation-line',
  fields: {
    id: f.id(),
    title: f.text({ label: showsWords.recruitShows.fields.title, required: true, max: 120 }),
    kind: f.enumOf({
      label: showsWords.recruitShows.fields.kind,
      options: showsWords.recruitShows.options.kind,
    }),
    date: f.date({ label: showsWords.recruitShows.fields.date, required: true }),
    venue: f.text({ label: showsWords.recruitShows.fields.venue, max: 120 }),
    organizer: f.text({ label: showsWords.recruitShows.fields.organizer, max: 120 }),
    job_post_id: f.ref({
      label: showsWords.recruitShows.fields.job_post_id,
      resource: 'jobPosts',
      display: 'title',
    }),
    fee: f.money({ label: showsWords.recruitShows.fields.fee }),
    resumes: f.int({ label: showsWords.recruitShows.fields.resumes, min: 0, max: 100_000 }),
    status: common.status({
      planned: showsWords.recruitShows.planned.status,
      attended: showsWords.recruitShows.attended.status,
      cancelled: showsWords.recruitShows.cancelled.status,
    }),
    remark: common.remark,
  },
  indexes: ['date', 'status'],
  list: {
    columns: ['date', 'title', 'kind', 'venue', 'job_post_id', 'fee', 'resumes', 'status'],
    search: ['title', 'venue', 'organizer'],
    sort: 'date',
    desc: true,
  },
  form: [
    ['title', 'kind'],
    ['date', 'venue'],
    ['organizer', 'job_post_id'],
    ['fee', 'resumes'],
    ['status'],
    ['remark'],
  ],
})
