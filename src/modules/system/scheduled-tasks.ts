// The back office's scheduled jobs (issue 23): what each is called and how often it runs. The server
// runs them (server/tasks/); the page and the server both name them from here.
import { bilingual, filledText, type Text } from '../../resources/text.ts'
import { taskListWords } from './words.text.ts'

export interface TaskSpec {
  name: Text
  /** What a run does, shown under the name on /site/sitetasks. */
  about: Text
  intervalMinutes: number
  /** A run's counts (stored as JSON in last_result and task_runs.result) in words. */
  summary(counts: Record<string, number>): Text
}

/** A sop waiting this long on one step reminds its approvers (the notice bell marks it overdue). */
export const OVERDUE_APPROVAL_DAYS = 3

export const TASKS = {
  expireMemberCards: {
    name: taskListWords.TASKS.expireMemberCards.name,
    about: taskListWords.TASKS.expireMemberCards.about,
    intervalMinutes: 60,
    summary: (n) => bilingual(`${n.expired ?? 0} 张会员卡已过期`, `${n.expired ?? 0} member cards expired`),
  },
  overdueApprovals: {
    name: taskListWords.TASKS.overdueApprovals.name,
    about: bilingual(
      `审批在同一步骤等待超过 ${OVERDUE_APPROVAL_DAYS} 天时提醒审批人`,
      `Reminds the approvers of sops waiting on one step for over ${OVERDUE_APPROVAL_DAYS} days`,
    ),
    intervalMinutes: 60,
    summary: (n) =>
      bilingual(
        `${n.overdue ?? 0} 个审批超期，新提醒 ${n.reminded ?? 0} 条`,
        `${n.overdue ?? 0} sops overdue, ${n.reminded ?? 0} new reminders`,
      ),
  },
  noticeDigest: {
    name: taskListWords.TASKS.noticeDigest.name,
    about: taskListWords.TASKS.noticeDigest.about,
    intervalMinutes: 1440,
    summary: (n) => bilingual(`${n.digests ?? 0} 位用户收到摘要`, `${n.digests ?? 0} users got a digest`),
  },
  damagedAttachments: {
    name: taskListWords.TASKS.damagedAttachments.name,
    about: taskListWords.TASKS.damagedAttachments.about,
    intervalMinutes: 60,
    summary: (n) =>
      n.damaged
        ? bilingual(
            `${n.damaged} 个附件在服务器上已损坏，等待设备重新上传`,
            `${n.damaged} attachments are damaged on the server and wait for a device to send them again`,
          )
        : taskListWords.TASKS.damagedAttachments.summary,
  },
  purgeRecycleBin: {
    name: taskListWords.TASKS.purgeRecycleBin.name,
    about: taskListWords.TASKS.purgeRecycleBin.about,
    intervalMinutes: 1440,
    summary: (n) => filledText(taskListWords.TASKS.purgeRecycleBin.summary, { n: n.purged ?? 0 }),
  },
} satisfies Record<string, TaskSpec>

export type TaskId = keyof typeof TASKS

export const TASK_IDS = Object.keys(TASKS) as TaskId[]

export const isTaskId = (v: unknown): v is TaskId => typeof v === 'string' && Object.hasOwn(TASKS, v)

/** Row ids are unique across companies on one server, so each company's row carries its number. */
export const taskRowId = (comId: number, task: TaskId) => `${comId}-${task}`

/** A stored result (JSON counts) in words; an unreadable one as it is. */
export function taskSummary(task: string, stored: string): Text | null {
  if (!stored || !isTaskId(task)) return null
  try {
    return TASKS[task].summary(JSON.parse(stored) as Record<string, number>)
  } catch {
    return bilingual(stored, stored)
  }
}
