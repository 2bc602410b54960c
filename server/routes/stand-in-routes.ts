// Setting and ending a stand-in (代理, src/modules/approvals/stand-in.commands.ts). Choosing who
// decides for someone is choosing an approver, so the server checks what the device cannot: one's
// own stand-in is one's own to set, anyone else's needs the flows' right (the one that edits who
// approves: sopFlows.writeAccess); both accounts are active accounts of the caller's company that may
// decide approvals. The record's history (GET /sys/getRecordHistory) tells every change.
import type { Context } from 'hono'
import { Hono } from 'hono'
import type { Transaction } from 'kysely'
import { Code } from '../../src/api/codes.ts'
import { refusalOf, subjectOf } from '../../src/auth/access.ts'
import { sopFlows, sops } from '../../src/modules/approvals/approvals.resource.ts'
import { endStandIn, setStandIn } from '../../src/modules/approvals/stand-in.commands.ts'
import { type StandInProblem, standInMessage } from '../../src/modules/approvals/stand-in-rules.ts'
import { staff } from '../../src/modules/hr/staff.resource.ts'
import { showOpenRequests } from '../approvals/stand-ins.ts'
import { findRow } from '../db/resource-rows.ts'
import type { Database } from '../db/schema.ts'
import { companySettings } from '../db/site-info.ts'
import type { AppEnv } from '../http/context.ts'
import { ApiFailure } from '../http/envelope.ts'
import { serveCommand } from './serve-command.ts'

const refuse = (code: number, key: StandInProblem, c: Context<AppEnv>, values: Record<string, string> = {}) =>
  new ApiFailure(code, 'invalidField', { message: standInMessage(key, c.get('lang'), values) })

/** Whether the caller may set or end another approver's stand-in: the right that edits the flows. */
async function mayRouteOthers(c: Context<AppEnv>, trx: Transaction<Database>): Promise<boolean> {
  const user = c.get('user')
  // Inside the command's transaction: its one connection is held until it ends.
  const settings = await companySettings(trx, user.com_id)
  return refusalOf(sopFlows.writeAccess!, subjectOf(user), settings) === undefined
}

/** An active account of the caller's company that may decide approvals, named as the server knows it. */
async function decider(
  c: Context<AppEnv>,
  trx: Transaction<Database>,
  id: number,
  who: 'theApprover' | 'theStandIn',
): Promise<{ id: number; name: string }> {
  const comId = c.get('user').com_id
  const account = await trx
    .selectFrom('users')
    .select(['id', 'nickname', 'username', 'admin', 'acce', 'approved', 'staff_ref'])
    .where('com_id', '=', comId)
    .where('id', '=', id)
    .executeTakeFirst()
  const file = account?.staff_ref ? await findRow(trx, staff, account.staff_ref, comId) : undefined
  const settings = await companySettings(trx, comId)
  const active = account && account.approved === 1 && file?.status !== 'left'
  if (!active || refusalOf(sops.access, subjectOf(account), settings))
    throw refuse(Code.unprocessable, 'notDecider', c, {
      who: standInMessage(who, c.get('lang')),
    })
  return { id: account.id, name: account.nickname || account.username }
}

/** One's own stand-in, or someone else's with the right; else a refusal that names the right. */
async function checkOwnOrRight(c: Context<AppEnv>, trx: Transaction<Database>, approverId: number) {
  if (approverId === c.get('user').id || (await mayRouteOthers(c, trx))) return
  throw refuse(Code.forbidden, 'needsRight', c, {
    right: standInMessage('flowRight', c.get('lang')),
  })
}

export function standInRoutes() {
  const app = new Hono<AppEnv>()

  serveCommand(app, setStandIn, async ({ c, trx, payload: p, shared, by }) => {
    await checkOwnOrRight(c, trx, p.approver_id)
    p.approver_name = (await decider(c, trx, p.approver_id, 'theApprover')).name
    p.standin_name = (await decider(c, trx, p.standin_id, 'theStandIn')).name
    await shared()
    await showOpenRequests(trx, by, p.approver_id, p.standin_id)
  })

  serveCommand(app, endStandIn, async ({ c, trx, payload: p, shared }) => {
    await checkOwnOrRight(c, trx, p.approver_id)
    await shared()
  })
  return app
}
