// The words the recruit module's records, rules, commands and menus say, zh and en side by side: read through
// inLanguage by the page, the workers and the server alike (their one home: docs/architecture.md, "Words").
import { bilingual, type TextTree } from '../../resources/text.ts'

/** The words of module.ts. */
export const recruitModuleWords = {
  recruitModule: {
    group: {
      title: bilingual('招聘', 'Recruitment'),
    },
  },
} satisfies TextTree

/** The words of recruit.resource.ts. */
export const recruitWords = {
  jobPosts: {
    title: bilingual('发布招聘', 'Publish notices'),
    fields: {
      title: bilingual('招聘岗位', 'Position'),
      depa_id: bilingual('用人部门', 'Department'),
      headcount: bilingual('招聘人数', 'Openings'),
      salary: bilingual('薪资范围', 'Salary range'),
      location: bilingual('工作地点', 'Location'),
      closing_date: bilingual('截止日期', 'Closing date'),
      review_comment: bilingual('审核意见', 'Review comment'),
      requirements: bilingual('任职要求', 'Requirements'),
    },
    pending: {
      status: bilingual('待审核', 'Awaiting review'),
    },
    published: {
      status: bilingual('已发布', 'Published'),
    },
    rejected: {
      status: bilingual('已驳回', 'Rejected'),
    },
    closed: {
      status: bilingual('已结束', 'Closed'),
    },
  },
} satisfies TextTree

/** The words of review-route.ts. */
export const reviewRouteWords = {
  reviewRoute: {
    title: bilingual('招聘审核', 'Review notices'),
  },
} satisfies TextTree

/** The words of shows.resource.ts. */
export const showsWords = {
  recruitShows: {
    title: bilingual('招聘会', 'Recruitment shows'),
    fields: {
      title: bilingual('招聘会名称', 'Show'),
      kind: bilingual('类型', 'Kind'),
      date: bilingual('举办日期', 'Date'),
      venue: bilingual('地点', 'Venue'),
      organizer: bilingual('主办方', 'Organiser'),
      job_post_id: bilingual('主推岗位', 'Main position'),
      fee: bilingual('展位费', 'Booth fee'),
      resumes: bilingual('收到简历', 'CVs received'),
    },
    options: {
      kind: {
        fair: bilingual('人才招聘会', 'Job fair'),
        campus: bilingual('校园宣讲会', 'Campus talk'),
        online: bilingual('网络招聘会', 'Online fair'),
      },
    },
    planned: {
      status: bilingual('计划参加', 'Planned'),
    },
    attended: {
      status: bilingual('已参加', 'Attended'),
    },
    cancelled: {
      status: bilingual('已取消', 'Cancelled'),
    },
  },
} satisfies TextTree
