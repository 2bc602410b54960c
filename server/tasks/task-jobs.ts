// Each scheduled task's work, by its id. A job runs inside the transaction that holds its task row,
// so its writes and the run's record commit together.

import { resources } from '../../src/modules/registry.ts'
import type { TaskId } from '../../src/modules/system/scheduled-tasks.ts'
import { damagedCount } from '../attachments/damaged-files.ts'
import { purgeExpired, RECYCLE_BIN_DAYS } from '../audit/recycle-bin.ts'
import { expireMemberCards } from './expire-member-cards.ts'
import { sendNoticeDigests } from './notice-digest.ts'
import { remindOverdueApprovals } from './overdue-approvals.ts'
import type { TaskJob } from './task-context.ts'

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
