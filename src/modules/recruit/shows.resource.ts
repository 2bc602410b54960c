// Recruitment shows (/recruit/show; spec §2 names "recruitment show" without its route): the job
// fairs and campus talks HR takes part in — when and where, the booth's fee in fen, which notices
// it presents and how many CVs it brought in.
import { RIGHTS } from '../../auth/access-codes.ts'
import { defineResource } from '../../resources/define-resource.ts'
import { common, f } from '../../resources/fields.ts'
import { bilingual } from '../../resources/text.ts'

export const recruitShows = defineResource({
  name: 'recruitShows',
  title: bilingual('招聘会', 'Recruitment shows'),
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
    title: f.text({ label: bilingual('招聘会名称', 'Show'), required: true, max: 120 }),
    kind: f.enumOf({
      label: bilingual('类型', 'Kind'),
      options: {
        fair: bilingual('人才招聘会', 'Job fair'),
        campus: bilingual('校园宣讲会', 'Campus talk'),
        online: bilingual('网络招聘会', 'Online fair'),
      },
    }),
    date: f.date({ label: bilingual('举办日期', 'Date'), required: true }),
    venue: f.text({ label: bilingual('地点', 'Venue'), max: 120 }),
    organizer: f.text({ label: bilingual('主办方', 'Organiser'), max: 120 }),
    job_post_id: f.ref({
      label: bilingual('主推岗位', 'Main position'),
      resource: 'jobPosts',
      display: 'title',
    }),
    fee: f.money({ label: bilingual('展位费', 'Booth fee') }),
    resumes: f.int({ label: bilingual('收到简历', 'CVs received'), min: 0, max: 100_000 }),
    status: common.status({
      planned: bilingual('计划参加', 'Planned'),
      attended: bilingual('已参加', 'Attended'),
      cancelled: bilingual('已取消', 'Cancelled'),
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
