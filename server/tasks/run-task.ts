// Runs one company's task once and records the run. The task row is locked for the run: on
// PostgreSQL a scheduled run skips a row another process holds (that process is running it), and a
// 立即运行 waits for it; SQLite has one writer anyway. A job that fails leaves no partial work (its
// transaction rolls back) and is recorded as failed in a transaction of its own.
import type { Transaction } from 'kysely'
import { scheduledTasks } from '../../src/modules/system/scheduled-tasks.resource.ts'
import { TASK_IDS, TASKS, type TaskId, taskRowId } from '../../src/modules/system/scheduled-tasks.ts'
import { type Db, isPostgres } from '../db/connection.ts'
import { insertRow, type Row, untyped, updateRow } from '../db/resource-rows.ts'
import { tableName } from '../db/resource-tables.ts'
import type { Database } from '../db/schema.ts'
import type { TaskContext } from './task-context.ts'
import { TASK_JOBS } from './task-jobs.ts'

const MINUTE_MS = 60_000

export interface TaskRun {
  task: TaskId
  ok: boolean
  result: string
  error: string
  duration_ms: number
  started_at: number
}

/** Every task has its row in the company (made paused-off, first due one interval from now). */
export async function ensureTaskRows(db: Db, comId: number, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const task of TASK_IDS) {
      const id = taskRowId(comId, task)
      const found = await untyped(trx)
        .selectFrom(tableName(scheduledTasks))
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst()
      if (found) continue
      const interval = TASKS[task].intervalMinutes
      await insertRow(
        trx,
        scheduledTasks,
        { id, task, interval_minutes: interval, paused: 0, next_run_at: now + interval * MINUTE_MS },
        { comId, userId: 0, now },
      )
    }
  })
}

async function lockTask(trx: Transaction<Database>, id: string, comId: number, skipLocked: boolean) {
  const q = untyped(trx)
    .selectFrom(tableName(scheduledTasks))
    .selectAll()
    .where('id', '=', id)
    .where('com_id', '=', comId)
    .where('deleted', '=', 0)
  if (!isPostgres(trx)) return q.executeTakeFirst()
  return (skipLocked ? q.forUpdate().skipLocked() : q.forUpdate()).executeTakeFirst()
}

async function record(trx: Transaction<Database>, row: Row, run: TaskRun, c: TaskContext, trigger: string) {
  await updateRow(
    trx,
    scheduledTasks,
    String(row.id),
    {
      last_run_at: run.started_at,
      last_ok: run.ok ? 1 : 0,
      last_result: run.result,
      last_error: run.error.slice(0, 500),
      last_duration_ms: run.duration_ms,
      next_run_at: c.now + Number(row.interval_minutes) * MINUTE_MS,
    },
    { comId: c.comId, userId: c.userId, now: c.now },
  )
  await trx
    .insertInto('task_runs')
    .values({
      com_id: c.comId,
      task: run.task,
      trigger: trigger === 'manual' ? 'manual' : 'schedule',
      started_by: c.userId,
      started_at: run.started_at,
      duration_ms: run.duration_ms,
      ok: run.ok ? 1 : 0,
      result: run.result,
      error: run.error.slice(0, 2000),
    })
    .execute()
}

/**
 * `schedule`: only when the task is due and not paused (another process may have run it a moment
 * ago); `manual`: now, paused or not. Answers null when nothing ran.
 */
export async function runTask(
  db: Db,
  task: TaskId,
  trigger: 'schedule' | 'manual',
  c: TaskContext,
): Promise<TaskRun | null> {
  const id = taskRowId(c.comId, task)
  const started = performance.now()
  const elapsed = () => Math.round(performance.now() - started)
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await lockTask(trx, id, c.comId, trigger === 'schedule')
      if (!row) return null
      if (trigger === 'schedule' && (Number(row.paused) === 1 || Number(row.next_run_at) > c.now)) return null
      const counts = await TASK_JOBS[task](trx, c)
      const run = {
        task,
        ok: true,
        result: JSON.stringify(counts),
        error: '',
        duration_ms: elapsed(),
        started_at: c.now,
      }
      await record(trx, row, run, c, trigger)
      return run
    })
  } catch (e) {
    const run = {
      task,
      ok: false,
      result: '',
      error: e instanceof Error ? e.message : String(e),
      duration_ms: elapsed(),
      started_at: c.now,
    }
    await db.transaction().execute(async (trx) => {
      const row = await lockTask(trx, id, c.comId, false)
      if (row) await record(trx, row, run, c, trigger)
    })
    return run
  }
}
