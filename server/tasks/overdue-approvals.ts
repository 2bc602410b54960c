// Sops waiting on one step longer than OVERDUE_APPROVAL_DAYS remind that step's approvers: one
// reminder per step and approver, which the notice list (/sops/getNoticeList) shows as overdue.
import type { Kysely, Transaction } from 'kysely'
import { sopResults, sops } from '../../src/modules/approvals/approvals.resource.ts'
import { sopStateOf, waitingOn } from '../../src/modules/approvals/sop-rules.ts'
import { companyDay } from '../../src/modules/approvals/stand-in-rules.ts'
import { OVERDUE_APPROVAL_DAYS } from '../../src/modules/system/scheduled-tasks.ts'
import { companyStandIns } from '../approvals/stand-ins.ts'
import { companyRows } from '../db/resource-rows.ts'
import type { Database } from '../db/schema.ts'
import type { TaskContext } from './task-context.ts'

const DAY_MS = 86_400_000

/** When each pending sop's current step began to wait: its last decision, else its arrival. */
async function waitingSince(trx: Transaction<Database>, comId: number, now: number) {
  // An away approver's stand-in in force is reminded in their place (代理).
  const standIns = await companyStandIns(trx, comId, companyDay(now))
  const pending = await companyRows(trx, sops, comId).selectAll().where('status', '=', 'pending').execute()
  const decided = await companyRows(trx, sopResults, comId)
    .select(['sop_id', (eb) => eb.fn.max('server_time').as('at')])
    .groupBy('sop_id')
    .execute()
  const lastDecision = new Map(decided.map((r) => [String(r.sop_id), Number(r.at)]))
  return pending.map((row) => ({
    id: String(row.id),
    step: Number(row.step),
    approvers: waitingOn(sopStateOf(row), standIns),
    since: Math.max(Number(row.received_at) || 0, lastDecision.get(String(row.id)) ?? 0),
  }))
}

export async function remindOverdueApprovals(trx: Transaction<Database>, c: TaskContext) {
  const overdue = (await waitingSince(trx, c.comId, c.now)).filter(
    (s) => c.now - s.since > OVERDUE_APPROVAL_DAYS * DAY_MS,
  )
  let reminded = 0
  for (const sop of overdue)
    for (const userId of sop.approvers) {
      const inserted = await trx
        .insertInto('approval_reminders')
        .values({
          com_id: c.comId,
          sop_id: sop.id,
          step: sop.step,
          user_id: userId,
          waiting_since: sop.since,
          created_at: c.now,
        })
        .onConflict((oc) => oc.columns(['sop_id', 'step', 'user_id']).doNothing())
        .executeTakeFirst()
      reminded += Number(inserted.numInsertedOrUpdatedRows ?? 0)
    }
  return { overdue: overdue.length, reminded }
}

/** The user's reminders, by `${sop_id}:${step}`, with when that step began to wait. */
export async function remindersOf(db: Kysely<Database>, comId: number, userId: number) {
  const rows = await db
    .selectFrom('approval_reminders')
    .select(['sop_id', 'step', 'waiting_since'])
    .where('com_id', '=', comId)
    .where('user_id', '=', userId)
    .execute()
  return new Map(rows.map((r) => [`${r.sop_id}:${r.step}`, Number(r.waiting_since)]))
}

export const overdueDays = (now: number, since: number) => Math.floor((now - since) / DAY_MS)
