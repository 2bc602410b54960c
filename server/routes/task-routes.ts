// The admin's calls on scheduled tasks (/site/sitetasks): run one now, pause or resume it, and read
// its recent runs. The task list itself is the mirrored resource (GET /site/getTaskList). Admin only
// (switch sel900 and code 900), on the server, whatever the client's headers say.
import { Hono } from 'hono'
import { z } from 'zod'
import { scheduledTasks } from '../../src/modules/system/scheduled-tasks.resource.ts'
import { isTaskId, TASK_IDS, type TaskId, taskRowId } from '../../src/modules/system/scheduled-tasks.ts'
import { requireUser } from '../auth/require-user.ts'
import { updateRow } from '../db/resource-rows.ts'
import type { AppEnv } from '../http/context.ts'
import { ok } from '../http/envelope.ts'
import { parseBody } from '../http/parse-body.ts'
import { requireAccess } from '../http/require-access.ts'
import { ensureTaskRows, runTask } from '../tasks/run-task.ts'
import { taskRoutesWords } from '../words.text.ts'

const adminOnly = [requireUser, requireAccess(scheduledTasks.access)] as const

const labels = taskRoutesWords.labels
const taskField = z.enum(TASK_IDS as [TaskId, ...TaskId[]])
const runSchema = z.object({ task: taskField })
const pauseSchema = z.object({ task: taskField, paused: z.boolean() })

/** The most runs GET /site/getTaskRuns answers. */
const RUNS_SHOWN = 50

export function taskRoutes() {
  const app = new Hono<AppEnv>()

  app.post('/site/runTask', ...adminOnly, async (c) => {
    const { task } = parseBody(runSchema, await c.req.json().catch(() => null), labels, c.get('lang'))
    const user = c.get('user')
    const now = c.get('config').now()
    await ensureTaskRows(c.get('db'), user.com_id, now)
    return ok(
      c,
      await runTask(c.get('db'), task, 'manual', {
        comId: user.com_id,
        now,
        userId: user.id,
        recycleDays: c.get('config').recycleDays,
      }),
    )
  })

  app.post('/site/pauseTask', ...adminOnly, async (c) => {
    const body = parseBody(pauseSchema, await c.req.json().catch(() => null), labels, c.get('lang'))
    const user = c.get('user')
    const now = c.get('config').now()
    const db = c.get('db')
    await ensureTaskRows(db, user.com_id, now)
    const row = await db
      .transaction()
      .execute((trx) =>
        updateRow(
          trx,
          scheduledTasks,
          taskRowId(user.com_id, body.task),
          { paused: body.paused ? 1 : 0 },
          { comId: user.com_id, userId: user.id, now },
        ),
      )
    return ok(c, row)
  })

  app.get('/site/getTaskRuns', ...adminOnly, async (c) => {
    const task = c.req.query('task')
    let q = c
      .get('db')
      .selectFrom('task_runs')
      .selectAll()
      .where('com_id', '=', c.get('user').com_id)
      .where('task', 'in', task && isTaskId(task) ? [task] : TASK_IDS)
    q = q.orderBy('started_at', 'desc').orderBy('id', 'desc').limit(RUNS_SHOWN)
    const rows = await q.execute()
    return ok(
      c,
      rows.map((r) => ({
        id: Number(r.id),
        task: r.task,
        trigger: r.trigger,
        started_by: Number(r.started_by),
        started_at: Number(r.started_at),
        duration_ms: Number(r.duration_ms),
        ok: Number(r.ok) === 1,
        result: r.result,
        error: r.error,
      })),
    )
  })
  return app
}
