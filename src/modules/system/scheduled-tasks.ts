// The back office's scheduled jobs (issue 23): what each is called and how often it runs. The server
// runs them (server/tasks/); the page and the server both name them from here.
import { bilingual, type Text } from '../../resources/text.ts'

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
    name: bilingual('会员卡到期', 'Expiring member cards'),
    about: bilingual(
      '把有效期已过的会员标记为“已过期”',
      'Marks members whose card validity has passed as expired',
    ),
    intervalMinutes: 60,
    summary: (n) => bilingual(`${n.expired ?? 0} 张会员卡已过期`, `${n.expired ?? 0} member cards expired`),
  },
  overdueApprovals: {
    name: bilingual('审批超期提醒', 'Overdue approvals'),
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
    name: bilingual('每日消息摘要', 'Daily notice digest'),
    about: bilingual(
      '每天一次，在消息铃中告诉每位用户有几个审批待处理、几个审批结果未读',
      'Once a day, tells each user in the notice bell how many approvals wait on them and how many results are unread',
    ),
    intervalMinutes: 1440,
    summary: (n) => bilingual(`${n.digests ?? 0} 位用户收到摘要`, `${n.digests ?? 0} users got a digest`),
  },
  damagedAttachments: {
    name: bilingual('附件完整性', 'Attachment integrity'),
    about: bilingual(
      '列出服务器上校验失败（磁盘损坏、断电）的附件；仍保存该文件的设备再次提交时会自动重新上传',
      'Lists attachments whose stored bytes failed their hash on the server (a failing disk, a power cut); a device that still holds a file sends it again',
    ),
    intervalMinutes: 60,
    summary: (n) =>
      n.damaged
        ? bilingual(
            `${n.damaged} 个附件在服务器上已损坏，等待设备重新上传`,
            `${n.damaged} attachments are damaged on the server and wait for a device to send them again`,
          )
        : bilingual('没有待重新上传的损坏附件', 'No damaged attachment waits to be sent again'),
  },
  purgeRecycleBin: {
    name: bilingual('清理回收站', 'Empty the recycle bin'),
    about: bilingual(
      '彻底删除在回收站中超过保留期（默认 30 天）的记录；它们的修改历史保留在审计日志中',
      'Purges records deleted longer ago than the retention period (30 days by default); their history stays in the audit log',
    ),
    intervalMinutes: 1440,
    summary: (n) => bilingual(`${n.purged ?? 0} 条记录已彻底删除`, `${n.purged ?? 0} records purged`),
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
