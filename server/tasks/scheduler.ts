// The scheduler: a timer in the server process that runs every due, unpaused task of every company.
// Several processes on PostgreSQL may all tick; the task row's lock lets one of them run a task and
// the others find it no longer due (run-task.ts). Off when config.schedulerTickMs is null (tests).
import { scheduledTasks } from '../../src/modules/system/scheduled-tasks.resource.ts'
import { isTaskId } from '../../src/modules/system/scheduled-tasks.ts'
import type { ServerConfig } from '../config.ts'
import { collectChanges } from '../db/change-notes.ts'
import type { Db } from '../db/connection.ts'
import { untyped } from '../db/resource-rows.ts'
import { tableName } from '../db/resource-tables.ts'
import type { ChangeHub } from '../live/change-hub.ts'
import { pruneIdempotencyKeys } from './prune-idempotency.ts'
import { runTask } from './run-task.ts'

/** Server-wide upkeep runs at most this often (by the server's clock), on a scheduler tick. */
const UPKEEP_EVERY_MS = 3_600_000

export interface Scheduler {
  stop(): Promise<void>
}

/** Runs what is due now; the devices that mirror the changed lists are told once each run commits. */
export async function runDueTasks(db: Db, config: ServerConfig, live: ChangeHub): Promise<void> {
  const now = config.now()
  const due = await untyped(db)
    .selectFrom(tableName(scheduledTasks))
    .select(['com_id', 'task'])
    .where('deleted', '=', 0)
    .where('paused', '=', 0)
    .where('next_run_at', '<=', now)
    .execute()
  for (const row of due) {
    const task = String(row.task)
    if (!isTaskId(task)) continue
    const notes = await collectChanges(async () => {
      const run = await runTask(db, task, 'schedule', {
        comId: Number(row.com_id),
        now,
        userId: 0,
        recycleDays: config.recycleDays,
      })
      if (run && !run.ok) config.log(`tasks: ${task} of company ${row.com_id} failed: ${run.error}`)
    })
    if (notes.length > 0) await live.publish(notes)
  }
}

export function startScheduler(db: Db, config: ServerConfig, live: ChangeHub): Scheduler | null {
  if (!config.schedulerTickMs) return null
  let ticking: Promise<void> = Promise.resolve()
  let busy = false
  let upkeepAt = Number.NEGATIVE_INFINITY
  /** Upkeep of no company's own: old idempotency keys (prune-idempotency.ts). */
  const upkeep = async () => {
    const now = config.now()
    if (now - upkeepAt < UPKEEP_EVERY_MS) return
    upkeepAt = now
    const pruned = await pruneIdempotencyKeys(db, now)
    if (pruned > 0) config.log(`upkeep: ${pruned} idempotency keys older than their retry window removed`)
  }
  const timer = setInterval(() => {
    // A tick that outlasts the interval is not overlapped by the next one.
    if (busy) return
    busy = true
    ticking = runDueTasks(db, config, live)
      .catch((e) => config.log(`tasks: tick failed: ${e instanceof Error ? e.message : e}`))
      .then(upkeep)
      .catch((e) => config.log(`upkeep: failed: ${e instanceof Error ? e.message : e}`))
      .finally(() => {
        busy = false
      })
  }, config.schedulerTickMs)
  timer.unref()
  return {
    async stop() {
      clearInterval(timer)
      await ticking
    },
  }
}
