// Each scheduled task's work, by its id. A job runs inside the transaction that holds its task row,
// so its writes and the run's record commit together.
import type { Transaction } from 'kysely'
import type { TaskId } from '../../src/modules/system/scheduled-tasks.ts'
import { resources } from '../../src/modules/registry.ts'
import { damagedCount } from '../attachments/damaged-files.ts'
import { purgeExpired, RECYCLE_BIN_DAYS } from '../audit/recycle-bin.ts'
import type { Database } from '../db/schema.ts'
import { expireMemberCards } from './expire-member-cards.ts'
import { sendNoticeDigests } from './notice-digest.ts'
import { remindOverdueApprovals } from './overdue-approvals.ts'

export interface TaskContext {
  comId: number
  now: number
  /** Who started the run: the admin of a 立即运行, 0 for the scheduler. */
  userId: number
  /** The recycle bin's retention in days (PM3_RECYCLE_DAYS); absent: RECYCLE_BIN_DAYS. */
  recycleDays?: number
}

export type TaskJob = (trx: Transaction<Database>, c: TaskContext) => Promise<Record<string, number>>

export const TASK_JOBS: Record<TaskId, TaskJob> = {
  expireMemberCards,
  overdueApprovals: remindOverdueApprovals,
  noticeDigest: sendNoticeDigests,
  damagedAttachments: async (trx, c) => ({ damaged: await damagedCount(trx, c.comId) }),
  purgeRecycleBin: async (trx, c) => ({
    purged: await purgeExpired(
      trx,
      resources.filter((r) => !r.customServer),
      c.comId,
      c.now,
      c.recycleDays ?? RECYCLE_BIN_DAYS,
    ),
  }),
}
