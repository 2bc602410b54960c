// The server's side of the stand-ins (代理, src/modules/approvals/stand-in-rules.ts): the company's
// stand-ins in force today for the lists and notices, and the reach of a stand-in — they see the
// requests that wait or will wait on the away approver, so their devices hold them offline too.
import type { Kysely, Transaction } from 'kysely'
import { sops } from '../../src/modules/approvals/approvals.resource.ts'
import { type StandIns, stepsOf } from '../../src/modules/approvals/sop-rules.ts'
import { standInsOn } from '../../src/modules/approvals/stand-in-rules.ts'
import { sopStandIns } from '../../src/modules/approvals/stand-ins.resource.ts'
import { companyRows, updateRow, type Writer } from '../db/resource-rows.ts'
import type { Database } from '../db/schema.ts'
import { addViewers } from './sop-access.ts'

type Db = Transaction<Database> | Kysely<Database>

/** The company's stand-ins in force on a company day: away approver → stand-in. */
export async function companyStandIns(db: Db, comId: number, day: string): Promise<StandIns> {
  const rows = await companyRows(db, sopStandIns, comId)
    .selectAll()
    .where('status', '=', 'set')
    .where('start_date', '<=', day)
    .where('end_date', '>=', day)
    .execute()
  return standInsOn(rows, day)
}

/**
 * The stand-ins, set and not yet over, of these approvers: a request filed for them is shown to their
 * stand-in at once, so it is on the stand-in's device when the range starts.
 */
export async function standInsToShow(db: Db, comId: number, approverIds: number[], day: string) {
  if (approverIds.length === 0) return []
  const rows = await companyRows(db, sopStandIns, comId)
    .select('standin_id')
    .where('status', '=', 'set')
    .where('end_date', '>=', day)
    .where('approver_id', 'in', [...new Set(approverIds)])
    .execute()
  return rows.map((r) => Number(r.standin_id))
}

/**
 * A new stand-in sees the requests open on the away approver (pending, or returned to be sent again):
 * added to their viewers, and each request touched so the stand-in's devices pull it.
 */
export async function showOpenRequests(
  trx: Transaction<Database>,
  by: Writer,
  approverId: number,
  standInId: number,
): Promise<void> {
  const seen = await trx
    .selectFrom('sop_viewers')
    .select('sop_id')
    .where('user_id', '=', approverId)
    .execute()
  if (seen.length === 0) return
  const open = await companyRows(trx, sops, by.comId)
    .select(['id', 'steps', 'step'])
    .where('status', 'in', ['pending', 'returned'])
    .where(
      'id',
      'in',
      seen.map((v) => v.sop_id),
    )
    .execute()
  for (const sop of open) {
    const steps = stepsOf({ steps: String(sop.steps) })
    if (!steps.some((s, i) => i >= Number(sop.step) && s.approver_ids.includes(approverId))) continue
    await addViewers(trx, String(sop.id), [standInId])
    await updateRow(trx, sops, String(sop.id), {}, by)
  }
}
