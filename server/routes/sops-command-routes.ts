// The approval workflows (spec §7 /sops POST calls): file a sop or a make-up punch, decide a step,
// withdraw, delete, mark a result read. Each runs inside its Idempotency-Key (http/command.ts), so a
// decision made offline and retried is recorded once, with the device's time and the server's.

import type { Context } from 'hono'
import { Hono } from 'hono'
import type { Transaction } from 'kysely'
import { monotonicFactory } from 'ulid'
import { z } from 'zod'
import { Code } from '../../src/api/codes.ts'
import { formatCompanyTime } from '../../src/lib/company-time.ts'
import {
  addSopApprover,
  decideSop,
  deletable,
  deleteSop,
  fileMakeUpPunch,
  markSopRead,
  resubmitSop,
  returnSop,
  returnSopToApplicant,
  stepStandIns,
  submitSop,
  transferSop,
  urgeSop,
  withdrawSop,
} from '../../src/modules/approvals/approvals.commands.ts'
import {
  DECISIONS,
  type Decision,
  PUNCH_SLOTS,
  SOP_STATUSES,
  type SopStatus,
  sopResults,
  sops,
  staffBuka,
} from '../../src/modules/approvals/approvals.resource.ts'
import type { SubmitPayload } from '../../src/modules/approvals/sop-document.ts'
import {
  canDecide,
  canWithdraw,
  decisionRecord,
  punchTimeMessage,
  type SopState,
  snapshotLabel,
  sopLabels,
  sopStateOf,
  waitingStep,
} from '../../src/modules/approvals/sop-rules.ts'
import type { SopTemplateKey } from '../../src/modules/approvals/sop-templates.ts'
import { companyDay, standInMessage } from '../../src/modules/approvals/stand-in-rules.ts'
import {
  nextUrgeAt,
  type Person,
  receiverProblem,
  resubmitProblem,
  returnableTo,
  stepActionMessage,
  URGE_EVERY_MINUTES,
} from '../../src/modules/approvals/step-actions.ts'
import { projects } from '../../src/modules/projects/projects.resource.ts'
import { ULID_PATTERN } from '../../src/resources/schema.ts'
import { inLanguage } from '../../src/resources/text.ts'
import { bookApproved } from '../approvals/book-approved.ts'
import { colleagueListRoute } from '../approvals/colleague-list.ts'
import { resolveFlow } from '../approvals/resolve-flow.ts'
import { addViewers, visibleSop } from '../approvals/sop-access.ts'
import { standInsToShow } from '../approvals/stand-ins.ts'
import { mayFileAgainst } from '../approvals/user-projects.ts'
import { linkAttachments } from '../attachments/attachment-refs.ts'
import { requireUser } from '../auth/require-user.ts'
import { companyRows, findRow, insertRow, type Row, untyped, type Writer } from '../db/resource-rows.ts'
import { tableName } from '../db/resource-tables.ts'
import type { Database } from '../db/schema.ts'
import type { UserRow } from '../db/user-row.ts'
import type { ServerRun } from '../http/command-store.ts'
import type { AppEnv } from '../http/context.ts'
import { ApiFailure, ok } from '../http/envelope.ts'
import type { Lang } from '../http/messages.ts'
import { parseBody } from '../http/parse-body.ts'
import { requireAccess } from '../http/require-access.ts'
import { serveCommand } from './serve-command.ts'

const ulid = monotonicFactory()

const nameOf = (user: UserRow) => user.nickname || user.username
const statusText = (status: unknown, lang: Lang) => inLanguage(SOP_STATUSES[status as SopStatus], lang)

interface Actor {
  user: UserRow
  by: Writer
  lang: Lang
  /** The device's time of the action (X-Client-Time), kept beside the server's. */
  clientTime: number
}

function actorOf(c: Context<AppEnv>): Actor {
  const user = c.get('user')
  const now = c.get('config').now()
  return {
    user,
    by: { comId: user.com_id, userId: user.id, now },
    lang: c.get('lang'),
    clientTime: Number(c.req.header('x-client-time')) || now,
  }
}

async function recordResult(
  trx: Transaction<Database>,
  a: Actor,
  sop: Row,
  r: { id: string; decision: Decision; step: number; comment: string },
): Promise<Row> {
  const by = { id: a.user.id, name: nameOf(a.user) }
  return insertRow(
    trx,
    sopResults,
    decisionRecord(sop, r, by, { client: a.clientTime, server: a.by.now }),
    a.by,
  )
}

/** Why a decision or withdrawal comes too late: who decided first and what the sop is now. */
async function tooLate(trx: Transaction<Database>, a: Actor, sop: Row, step: number): Promise<ApiFailure> {
  const results = await untyped(trx)
    .selectFrom(tableName(sopResults))
    .selectAll()
    .where('sop_id', '=', sop.id)
    .orderBy('server_time')
    .execute()
  const rows = results
  if (sop.status === 'withdrawn') {
    const w = rows.find((r) => r.decision === 'withdraw')
    return new ApiFailure(Code.unprocessable, 'sopWithdrawn', {
      time: formatCompanyTime(Number(w?.server_time ?? sop.updated_at)),
    })
  }
  const winner = rows.find(
    (r) => Number(r.step) === step && (r.decision === 'agree' || r.decision === 'reject'),
  )
  if (!winner)
    return new ApiFailure(Code.unprocessable, 'sopFinished', { status: statusText(sop.status, a.lang) })
  return new ApiFailure(Code.unprocessable, 'sopAlreadyDecided', {
    name: String(winner.approver_name),
    time: formatCompanyTime(Number(winner.server_time)),
    decision: inLanguage(DECISIONS[winner.decision as Decision], a.lang),
    status: statusText(sop.status, a.lang),
  })
}

/**
 * What only the server adds to a sop being filed: the refusal of a number already used, and its flow
 * resolved now (steps, copy list). The shared effect then writes the sop with these columns.
 */
async function resolveFiling(
  trx: Transaction<Database>,
  a: Actor,
  doc: { id: string; template: SopTemplateKey; project_id: string; amount?: number },
): Promise<{ steps: string; copy_to: string; viewers: number[] }> {
  const existing = await untyped(trx)
    .selectFrom(tableName(sops))
    .select('id')
    .where('id', '=', doc.id)
    .executeTakeFirst()
  if (existing) throw new ApiFailure(Code.unprocessable, 'sopExists')
  const flow = await resolveFlow(
    trx,
    {
      comId: a.by.comId,
      template: doc.template,
      projectId: doc.project_id,
      amount: doc.amount ?? 0,
      filer: { id: a.user.id, staffRef: a.user.staff_ref },
    },
    a.lang,
  )
  return {
    steps: JSON.stringify(flow.steps),
    copy_to: JSON.stringify(flow.copy),
    viewers: [a.user.id, ...(await deciders(trx, a, flow.steps)), ...flow.copy.ids],
  }
}

/** Who may come to decide these steps: their approvers, and the stand-ins of those away (代理). */
async function deciders(trx: Transaction<Database>, a: Actor, steps: { approver_ids: number[] }[]) {
  const ids = steps.flatMap((s) => s.approver_ids)
  return [...ids, ...(await standInsToShow(trx, a.by.comId, ids, companyDay(a.by.now)))]
}

/** After the shared effect filed the sop: who may see it, and the submission in its history. */
async function recordFiling(trx: Transaction<Database>, a: Actor, id: string, viewers: number[]) {
  await addViewers(trx, id, viewers)
  const sop = await findRow(trx, sops, id, a.by.comId)
  if (sop) await recordResult(trx, a, sop, { id: ulid(a.by.now), decision: 'submit', step: 0, comment: '' })
}

const sopIdSchema = z.object({ sop_id: z.string().regex(ULID_PATTERN) })

export function sopsCommandRoutes() {
  const app = new Hono<AppEnv>()
  const guard = [requireUser, requireAccess(sops.access)] as const
  colleagueListRoute(app)

  const submit = (only?: SopTemplateKey) => async (run: ServerRun<SubmitPayload>) => {
    const a = actorOf(run.c)
    const doc = run.payload
    if (only && doc.template !== only)
      throw new ApiFailure(Code.badRequest, 'badField', { field: inLanguage(sopLabels.template!, a.lang) })
    let projectName = ''
    if (doc.project_id) {
      const project = await findRow(run.trx, projects, doc.project_id, a.by.comId)
      if (!project) throw new ApiFailure(Code.notFound, 'recordDeleted')
      if (!(await mayFileAgainst(run.trx, a.user, doc.project_id)))
        throw new ApiFailure(Code.forbidden, 'sopProjectNotYours', { project: String(project.name) })
      projectName = String(project.name)
    }
    const { viewers, ...flow } = await resolveFiling(run.trx, a, doc)
    await run.shared({ [sops.name]: { ...flow, project_name: projectName } })
    await recordFiling(run.trx, a, doc.id, viewers)
    await linkAttachments(run.trx, a.by.comId, 'sops', doc.id, doc.attachments)
  }
  serveCommand(app, submitSop, submit())
  serveCommand(app, submitSop, submit('pcon_yushen'), { path: '/sops/saveSopPconYushen' })

  serveCommand(app, fileMakeUpPunch, async ({ c, trx, payload: p, shared }) => {
    const a = actorOf(c)
    // The server's clock judges the punch time; the device's may be wrong or changed.
    const problem = punchTimeMessage(p.date, p.time, a.by.now, a.lang, 'server')
    if (problem) throw new ApiFailure(Code.badRequest, 'invalidField', { message: problem })
    const filed = await companyRows(trx, staffBuka, a.by.comId)
      .select('id')
      .where('applicant_id', '=', a.user.id)
      .where('date', '=', p.date)
      .where('slot', '=', p.slot)
      .where('status', 'in', ['pending', 'approved'])
      .executeTakeFirst()
    if (filed)
      throw new ApiFailure(Code.unprocessable, 'punchDuplicate', {
        date: p.date,
        slot: inLanguage(PUNCH_SLOTS[p.slot], a.lang),
      })
    const { viewers, ...flow } = await resolveFiling(trx, a, {
      id: p.id,
      template: 'staff_buka',
      project_id: '',
    })
    await shared({ [sops.name]: flow })
    await recordFiling(trx, a, p.id, viewers)
  })

  serveCommand(app, decideSop, async ({ c, trx, payload: p, shared }) => {
    const a = actorOf(c)
    await waitingOnCaller(trx, a, p)
    await shared()
    // The last agreement books the claim in the same transaction (issue 36).
    const decided = await findRow(trx, sops, p.sop_id, a.by.comId)
    if (decided) await bookApproved(trx, decided, a.by)
  })

  /**
   * The sop locked, waiting at the payload's step on the caller: else why not (too late, not theirs).
   * Held until the step is written: two 会签 approvers at once must both be counted.
   */
  async function waitingOnCaller(trx: Transaction<Database>, a: Actor, p: { sop_id: string; step: number }) {
    await visibleSop(trx, p.sop_id, a.user)
    const sop = (await findRow(trx, sops, p.sop_id, a.by.comId, { forUpdate: true }))!
    const state = sopStateOf(sop)
    if (state.status !== 'pending' || state.step !== p.step) throw await tooLate(trx, a, sop, p.step)
    // A stand-in in force today decides in the away approver's place (代理), by the one shared check.
    const store = { get: (r: Parameters<typeof findRow>[1], id: string) => findRow(trx, r, id, a.by.comId) }
    const standIns = await stepStandIns(store, state, { time: { client: a.clientTime, server: a.by.now } })
    const standIn = standIns.get(a.user.id)
    if (standIn && !canDecide(state, a.user.id, standIns) && canDecide(state, a.user.id))
      throw new ApiFailure(Code.unprocessable, 'invalidField', {
        message: standInMessage('heldByStandIn', a.lang, { name: standIn.name }),
      })
    if (!canDecide(state, a.user.id, standIns)) {
      const waiting = waitingStep(state)
      throw new ApiFailure(Code.badRequest, 'sopNotYourStep', {
        label: waiting ? snapshotLabel(waiting, a.lang) : '',
      })
    }
    return state
  }

  /** The colleague a step goes to, named as the server knows them, or a refusal in the caller's words. */
  async function receiver(
    trx: Transaction<Database>,
    a: Actor,
    state: SopState,
    id: number,
  ): Promise<Person> {
    const account = await trx
      .selectFrom('users')
      .select(['id', 'nickname', 'username'])
      .where('com_id', '=', a.by.comId)
      .where('id', '=', id)
      .where('approved', '=', 1)
      .executeTakeFirst()
    if (!account) throw new ApiFailure(Code.unprocessable, 'sopPersonUnknown')
    const person = { id: account.id, name: account.nickname || account.username }
    const problem = receiverProblem(state, a.user.id, person)
    if (problem)
      throw new ApiFailure(Code.unprocessable, 'invalidField', {
        message: stepActionMessage(problem, a.lang, { name: person.name }),
      })
    return person
  }

  /** A step handed to a colleague (转交, 加签): named by the server, and shown the request. */
  const handOver =
    <P extends { sop_id: string; step: number }>(
      person: (p: P) => { id: number; setName(name: string): void },
    ) =>
    async ({ c, trx, payload: p, shared }: ServerRun<P>) => {
      const a = actorOf(c)
      const state = await waitingOnCaller(trx, a, p)
      const to = person(p)
      to.setName((await receiver(trx, a, state, to.id)).name)
      await shared()
      await addViewers(trx, p.sop_id, await deciders(trx, a, [{ approver_ids: [to.id] }]))
    }
  serveCommand(
    app,
    transferSop,
    handOver((p) => ({ id: p.to_id, setName: (name) => (p.to_name = name) })),
  )
  serveCommand(
    app,
    addSopApprover,
    handOver((p) => ({ id: p.user_id, setName: (name) => (p.user_name = name) })),
  )

  serveCommand(app, returnSop, async ({ c, trx, payload: p, shared }) => {
    const a = actorOf(c)
    const state = await waitingOnCaller(trx, a, p)
    if (!returnableTo(state, p.to_step))
      throw new ApiFailure(Code.unprocessable, 'invalidField', {
        message: stepActionMessage('noEarlierStep', a.lang),
      })
    await shared()
  })

  serveCommand(app, returnSopToApplicant, async ({ c, trx, payload: p, shared }) => {
    await waitingOnCaller(trx, actorOf(c), p)
    await shared()
  })

  // The flow is resolved again, as at filing: the changed amount may take another branch, and an
  // approver who left meanwhile is not waited on.
  serveCommand(app, resubmitSop, async ({ c, trx, payload: p, shared }) => {
    const a = actorOf(c)
    await visibleSop(trx, p.sop_id, a.user)
    const sop = (await findRow(trx, sops, p.sop_id, a.by.comId, { forUpdate: true }))!
    const problem = resubmitProblem(sopStateOf(sop), a.user.id)
    if (problem === 'notReturned' && Number(sop.applicant_id) === a.user.id)
      throw await tooLate(trx, a, sop, Number(sop.step))
    if (problem)
      throw new ApiFailure(Code.unprocessable, 'invalidField', {
        message: stepActionMessage(problem, a.lang),
      })
    const flow = await resolveFlow(
      trx,
      {
        comId: a.by.comId,
        template: sop.template as SopTemplateKey,
        projectId: String(sop.project_id ?? ''),
        amount: p.amount,
        filer: { id: a.user.id, staffRef: a.user.staff_ref },
      },
      a.lang,
    )
    await shared({ [sops.name]: { steps: JSON.stringify(flow.steps), copy_to: JSON.stringify(flow.copy) } })
    await addViewers(trx, p.sop_id, [...(await deciders(trx, a, flow.steps)), ...flow.copy.ids])
  })

  // One urge per step an hour: the approvers are told each time, and a reminder is not a flood.
  serveCommand(app, urgeSop, async ({ c, trx, payload: p, shared }) => {
    const a = actorOf(c)
    await visibleSop(trx, p.sop_id, a.user)
    // Locked, so two urges at once (two devices, two server processes) cannot both find none before.
    const sop = (await findRow(trx, sops, p.sop_id, a.by.comId, { forUpdate: true }))!
    if (Number(sop.applicant_id) !== a.user.id)
      throw new ApiFailure(Code.badRequest, 'invalidField', {
        message: stepActionMessage('onlyApplicantUrges', a.lang),
      })
    if (sop.status !== 'pending' || Number(sop.step) !== p.step) throw await tooLate(trx, a, sop, p.step)
    const last = await companyRows(trx, sopResults, a.by.comId)
      .select('server_time')
      .where('sop_id', '=', p.sop_id)
      .where('step', '=', p.step)
      .where('decision', '=', 'urge')
      .orderBy('server_time', 'desc')
      .executeTakeFirst()
    const next = nextUrgeAt(last ? Number(last.server_time) : undefined)
    if (next > a.by.now)
      throw new ApiFailure(Code.unprocessable, 'invalidField', {
        message: stepActionMessage('urgedRecently', a.lang, {
          time: formatCompanyTime(Number(last!.server_time)),
          minutes: String(URGE_EVERY_MINUTES),
        }),
      })
    await shared()
  })

  serveCommand(app, withdrawSop, async ({ c, trx, payload: p, shared }) => {
    const a = actorOf(c)
    const sop = await visibleSop(trx, p.sop_id, a.user)
    if (Number(sop.applicant_id) !== a.user.id) throw new ApiFailure(Code.badRequest, 'sopNotApplicant')
    if (!canWithdraw(sopStateOf(sop), a.user.id)) throw await tooLate(trx, a, sop, Number(sop.step))
    await shared()
  })

  // Whether the applicant may still withdraw (spec name kept): a question, not a write.
  app.post('/sops/canPucleRepostSop', ...guard, async (c) => {
    const body = parseBody(sopIdSchema, await c.req.json().catch(() => ({})), sopLabels, c.get('lang'))
    const user = c.get('user')
    const sop = await visibleSop(c.get('db'), body.sop_id, user)
    const mine = Number(sop.applicant_id) === user.id
    return ok(c, {
      allowed: mine && sop.status === 'pending',
      status: sop.status,
      reason: !mine ? 'notApplicant' : sop.status !== 'pending' ? 'finished' : '',
    })
  })

  serveCommand(app, deleteSop, async ({ c, trx, payload: p, shared }) => {
    const a = actorOf(c)
    const sop = await visibleSop(trx, p.sop_id, a.user)
    if (Number(sop.applicant_id) !== a.user.id) throw new ApiFailure(Code.badRequest, 'sopNotApplicant')
    if (!deletable(sop)) throw new ApiFailure(Code.badRequest, 'sopNotDeletable')
    await shared()
  })

  // The read state is mirrored per reader (sopReads); sop_viewers.read_at keeps answering the
  // getMyDealReportStatus / getDealReportStatus queries. The sop's row is locked first, so two
  // devices of one reader marking it at once write one row.
  serveCommand(app, markSopRead, async ({ c, trx, payload: p, shared }) => {
    const a = actorOf(c)
    await visibleSop(trx, p.sop_id, a.user)
    await findRow(trx, sops, p.sop_id, a.by.comId, { forUpdate: true })
    await shared()
    await trx
      .updateTable('sop_viewers')
      .set({ read_at: a.by.now })
      .where('sop_id', '=', p.sop_id)
      .where('user_id', '=', a.user.id)
      .where('read_at', '=', 0)
      .execute()
  })
  return app
}
