// What a scheduled task's job is handed: kept apart from the list of jobs, so each job takes it
// without importing the list that imports the job.
import type { Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'

export interface TaskContext {
  comId: number
  now: number
  /** Who started the run: the admin of a 立即运行, 0 for the scheduler. */
  userId: number
  /** The recycle bin's retention in days (PM3_RECYCLE_DAYS); absent: RECYCLE_BIN_DAYS. */
  recycleDays?: number
}

export type TaskJob = (trx: Transaction<Database>, c: TaskContext) => Promise<Record<string, number>>
