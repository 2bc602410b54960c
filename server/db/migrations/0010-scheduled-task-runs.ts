import type { Kysely } from 'kysely'
import { autoId, autoIdType } from './auto-id.ts'

// Scheduled tasks (issue 23). Each job's state is a mirrored resource row (res_scheduledTasks); its
// runs are kept here, newest read first. An overdue-approval reminder is one row per sop step and
// approver, so a step reminds its approvers once and the notice list can mark the step overdue.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('task_runs')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('com_id', 'integer', (c) => c.notNull())
    .addColumn('task', 'text', (c) => c.notNull())
    /** 'schedule' or 'manual'. */
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('started_by', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('ok', 'integer', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('error', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema
    .createIndex('task_runs_com_task')
    .on('task_runs')
    .columns(['com_id', 'task', 'started_at'])
    .execute()
  await db.schema
    .createTable('approval_reminders')
    .addColumn('com_id', 'integer', (c) => c.notNull())
    .addColumn('sop_id', 'text', (c) => c.notNull())
    .addColumn('step', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    /** When the step began to wait: the notice counts its overdue days from here. */
    .addColumn('waiting_since', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('approval_reminders_pk', ['sop_id', 'step', 'user_id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('approval_reminders').execute()
  await db.schema.dropTable('task_runs').execute()
}
