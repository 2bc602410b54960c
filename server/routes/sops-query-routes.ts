// The approval queries (spec §7 /sops GET calls) and the notice list (spec §3: the pending steps of
// the current user). Online screens and other clients use these; PM3's own screens read the mirror.

import type { Context } from 'hono'
import { Hono } from 'hono'
import { Code } from '../../src/api/codes.ts'
import { sopFlows, sopResults, sops, staffBuka } from '../../src/modules/approvals/approvals.resource.ts'
import { onBehalfWords } from '../../src/modules/approvals/approvals.text.ts'
import {
  canDecide,
  copyOf,
  type SopState,
  type StandIns,
  seatHolder,
  sopLabels,
} from '../../src/modules/approvals/sop-rules.ts'
import { isSopTemplate, type SopTemplateKey } from '../../src/modules/approvals/sop-templates.ts'
import { companyDay } from '../../src/modules/approvals/stand-in-rules.ts'
import { projects } from '../../src/modules/projects/projects.resource.ts'
import { fillText, inLanguage } from '../../src/resources/text.ts'
import { resolveFlow } from '../approvals/resolve-flow.ts'
import { approvalScopes, visibleSop } from '../approvals/sop-access.ts'
import { companyStandIns } from '../approvals/stand-ins.ts'
import { userProjects } from '../approvals/user-projects.ts'
import { grantFailureNotices } from '../auth/grant-attempts.ts'
import { requireUser } from '../auth/require-user.ts'
import { type Row, untyped } from '../db/resource-rows.ts'
import { tableName } from '../db/resource-tables.ts'
import type { UserRow } from '../db/user-row.ts'
import type { AppEnv } from '../http/context.ts'
import { ApiFailure, ok } from '../http/envelope.ts'
import { requireAccess } from '../http/require-access.ts'
import { digestNotice } from '../tasks/notice-digest.ts'
import { overdueDays, remindersOf } from '../tasks/overdue-approvals.ts'
import { toApiRow } from './resource-routes.ts'

type Ctx = Context<AppEnv>

const state = (row: Row): SopState => ({
  status: String(row.status),
  step: Number(row.step),
  steps: String(row.steps),
  applicant_id: Number(row.applicant_id),
  copy_to: String(row.copy_to),
})

/** The sops a user may see, newest first, optionally of one template. */
async function visibleSops(c: Ctx, template?: string): Promise<Row[]> {
  const user = c.get('user')
  let q = untyped(c.get('db'))
    .selectFrom(tableName(sops))
    .selectAll()
    .where('com_id', '=', user.com_id)
    .where('deleted', '=', 0)
  const scope = approvalScopes.sops!(user)
  if (scope) q = q.where(scope)
  if (template) q = q.where('template', '=', template)
  return (await q.orderBy('filed_at', 'desc').execute()).map((r) => toApiRow(sops, r))
}

/** page (1-based) and limit (default 20) of spec-style lists: {data, total}. */
function paged(c: Ctx, rows: unknown[]) {
  const limit = Math.min(Math.max(Number(c.req.query('limit')) || 20, 1), 2000)
  const page = Math.max(Number(c.req.query('page')) || 1, 1)
  return ok(c, rows.slice((page - 1) * limit, page * limit), { total: rows.length })
}

const waitingOn = (user: UserRow, standIns: StandIns) => (s: Row) => canDecide(state(s), user.id, standIns)

/** The company's stand-ins in force today (代理): who a step waits on instead of an away approver. */
const standInsNow = (c: Ctx) =>
  companyStandIns(c.get('db'), c.get('user').com_id, companyDay(c.get('config').now()))

async function decidedBy(c: Ctx, user: UserRow): Promise<Set<string>> {
  const rows = await untyped(c.get('db'))
    .selectFrom(tableName(sopResults))
    .select('sop_id')
    .where('com_id', '=', user.com_id)
    .where('approver_id', '=', user.id)
    .where('decision', 'in', ['agree', 'reject'])
    .execute()
  return new Set(rows.map((r) => String(r.sop_id)))
}

/** The company's approval flows, by template. */
const flows = async (c: Ctx) =>
  (
    await untyped(c.get('db'))
      .selectFrom(tableName(sopFlows))
      .selectAll()
      .where('com_id', '=', c.get('user').com_id)
      .where('deleted', '=', 0)
      .orderBy('template')
      .execute()
  ).map((r) => toApiRow(sopFlows, r))

/** The template a query names, refused as a bad field unless it is a known one. */
function templateParam(c: Ctx): SopTemplateKey {
  const template = c.req.query('template') ?? ''
  if (!isSopTemplate(template))
    throw new ApiFailure(Code.badRequest, 'badField', {
      field: inLanguage(sopLabels.template!, c.get('lang')),
    })
  return template
}

type Guard = readonly [typeof requireUser, ReturnType<typeof requireAccess>]

/** The user's own lists: filed, waiting on them, decided by them, copied to them; and the bell. */
function myListRoutes(app: Hono<AppEnv>, guard: Guard) {
  app.get('/sops/getMySopList', ...guard, async (c) =>
    paged(
      c,
      (await visibleSops(c)).filter((s) => s.applicant_id === c.get('user').id),
    ),
  )
  app.get('/sops/getMyApprList', ...guard, async (c) =>
    paged(c, (await visibleSops(c)).filter(waitingOn(c.get('user'), await standInsNow(c)))),
  )
  app.get('/sops/getMyApprovedList', ...guard, async (c) => {
    const mine = await decidedBy(c, c.get('user'))
    return paged(
      c,
      (await visibleSops(c)).filter((s) => mine.has(String(s.id))),
    )
  })
  app.get('/sops/getMyCopyList', ...guard, async (c) =>
    paged(
      c,
      (await visibleSops(c)).filter((s) => copyOf(state(s)).ids.includes(c.get('user').id)),
    ),
  )
  app.get('/sops/getSopPconYushenList', ...guard, async (c) => paged(c, await visibleSops(c, 'pcon_yushen')))

  // Spec §3 notice item: soptemplate, rcode, sop_id, rid, sop_name; {data, total}.
  // A step the overdue task reminded the user of (server/tasks/overdue-approvals.ts) carries its days
  // waiting and a new rid, so the bell rings again and a cleared notice comes back.
  app.get('/sops/getNoticeList', ...guard, async (c) => {
    const user = c.get('user')
    const reminders = await remindersOf(c.get('db'), user.com_id, user.id)
    const now = c.get('config').now()
    const items = (await visibleSops(c)).filter(waitingOn(user, await standInsNow(c))).map((s) => {
      const since = reminders.get(`${s.id}:${s.step}`)
      return {
        soptemplate: s.template,
        rcode: s.code,
        sop_id: s.id,
        rid: since === undefined ? `${s.id}:${s.step}` : `${s.id}:${s.step}:overdue`,
        sop_name: s.title,
        ...(since === undefined ? {} : { overdue_days: overdueDays(now, since) }),
      }
    })
    // The day's digest (the noticeDigest task) leads the list.
    const digest = await digestNotice(c.get('db'), user.id, now, c.get('lang'))
    // Failed manager approvals in the user's name come first: only they can tell if it was them.
    const grants = await grantFailureNotices(c.get('db'), user, now, c.get('lang'))
    const all = [...grants, ...(digest ? [digest] : []), ...items]
    return ok(c, all, { total: all.length })
  })
}

/** The flows: one flow, the flows with their counts, a template's sops, and a flow resolved for the user. */
function flowRoutes(app: Hono<AppEnv>, guard: Guard) {
  app.get('/sops/getSopFen', ...guard, async (c) => {
    const flow = (await flows(c)).find(
      (f) => f.id === c.req.query('id') || f.template === c.req.query('template'),
    )
    if (!flow) throw new ApiFailure(Code.notFound, 'recordDeleted')
    return ok(c, flow)
  })
  app.get('/sops/getFenSopList', ...guard, async (c) => {
    const all = await visibleSops(c)
    return ok(
      c,
      (await flows(c)).map((f) => ({
        ...f,
        total: all.filter((s) => s.template === f.template).length,
        pending: all.filter((s) => s.template === f.template && s.status === 'pending').length,
      })),
    )
  })
  app.get('/sops/getSopFenSopList', ...guard, async (c) => {
    const template = templateParam(c)
    return paged(c, await visibleSops(c, template))
  })
  // The flow as it would resolve for this user now: the confirmation before filing (/expe/soplist).
  app.get('/sops/getFenSopInfo', ...guard, async (c) => {
    const template = templateParam(c)
    const user = c.get('user')
    const flow = await resolveFlow(
      c.get('db'),
      {
        comId: user.com_id,
        template,
        projectId: c.req.query('project_id') ?? '',
        // The amount a branch is judged on (fen); a preview before it is typed reads 0.
        amount: Math.max(0, Math.floor(Number(c.req.query('amount')) || 0)),
        filer: { id: user.id, staffRef: user.staff_ref },
      },
      c.get('lang'),
    )
    // Who decides each step today: an away approver's stand-in in their place, "李四（代 张三）".
    const standIns = await standInsNow(c)
    const filer: SopState = { status: 'pending', step: 0, steps: '[]', applicant_id: user.id, copy_to: '' }
    const steps = flow.steps.map((step) => ({
      ...step,
      approver_names: step.approver_ids.map((id, i) => {
        const holder = seatHolder(filer, step, id, standIns)
        const name = step.approver_names[i] ?? ''
        return holder === id
          ? name
          : fillText(onBehalfWords, c.get('lang'), { name: standIns.get(id)!.name, for: name })
      }),
    }))
    return ok(c, { ...flow, steps })
  })
}

/** The records a form reads beside a sop: the user's projects, a make-up punch with its decisions. */
function recordRoutes(app: Hono<AppEnv>, guard: Guard) {
  // The projects a user works on: those where their staff file holds a project post (all for admins).
  app.get('/sops/getComUserProAccet', ...guard, async (c) => {
    const rows = await userProjects(c.get('db'), c.get('user')).orderBy('code').execute()
    return ok(
      c,
      rows.map((r) => toApiRow(projects, r)),
    )
  })

  app.get('/sops/getSopStaffBukaInfo', ...guard, async (c) => {
    const id = c.req.query('id') ?? ''
    const sop = toApiRow(sops, await visibleSop(c.get('db'), id, c.get('user')))
    const db = untyped(c.get('db'))
    const punch = await db
      .selectFrom(tableName(staffBuka))
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst()
    const results = await db
      .selectFrom(tableName(sopResults))
      .selectAll()
      .where('sop_id', '=', id)
      .orderBy('server_time')
      .execute()
    if (!punch) throw new ApiFailure(Code.notFound, 'sopMissing')
    return ok(c, {
      punch: toApiRow(staffBuka, punch),
      sop,
      results: results.map((r) => toApiRow(sopResults, r)),
    })
  })
}

/** The reports: counts per template and status, who has read a result, the history of decisions. */
function reportRoutes(app: Hono<AppEnv>, guard: Guard) {
  // Counts per template and status of what the user may see (the approval report).
  app.get('/sops/getReportResultList', ...guard, async (c) => {
    const counts = new Map<string, { template: string; status: string; count: number }>()
    for (const s of await visibleSops(c)) {
      const key = `${s.template}:${s.status}`
      const entry = counts.get(key) ?? { template: String(s.template), status: String(s.status), count: 0 }
      entry.count++
      counts.set(key, entry)
    }
    return ok(c, [...counts.values()])
  })

  // Results of the user's own sops and whether they have read them (saveDealReportStatus).
  app.get('/sops/getMyDealReportStatus', ...guard, async (c) => {
    const user = c.get('user')
    const reads = await c
      .get('db')
      .selectFrom('sop_viewers')
      .select(['sop_id', 'read_at'])
      .where('user_id', '=', user.id)
      .execute()
    const readAt = new Map(reads.map((r) => [r.sop_id, Number(r.read_at)]))
    const finished = (await visibleSops(c)).filter(
      (s) => s.applicant_id === user.id && s.status !== 'pending',
    )
    const rows = finished.map((s) => ({
      sop_id: s.id,
      code: s.code,
      title: s.title,
      status: s.status,
      read_at: readAt.get(String(s.id)) ?? 0,
    }))
    return ok(c, rows, { total: rows.filter((r) => !r.read_at).length })
  })
  app.get('/sops/getDealReportStatus', ...guard, async (c) => {
    const sop = await visibleSop(c.get('db'), c.req.query('sop_id') ?? '', c.get('user'))
    const rows = await c
      .get('db')
      .selectFrom('sop_viewers')
      .innerJoin('users', 'users.id', 'sop_viewers.user_id')
      .select(['sop_viewers.user_id', 'users.nickname', 'sop_viewers.read_at'])
      .where('sop_viewers.sop_id', '=', String(sop.id))
      .execute()
    return ok(
      c,
      rows.map((r) => ({ user_id: r.user_id, name: r.nickname, read_at: Number(r.read_at) })),
    )
  })

  // The history of every decision the user may see, newest first (approval records).
  app.get('/sops/getReportLsdjltList', ...guard, async (c) => {
    const visible = new Map((await visibleSops(c)).map((s) => [String(s.id), s]))
    const results = await untyped(c.get('db'))
      .selectFrom(tableName(sopResults))
      .selectAll()
      .where('com_id', '=', c.get('user').com_id)
      .where('deleted', '=', 0)
      .orderBy('server_time', 'desc')
      .execute()
    return paged(
      c,
      results
        .filter((r) => visible.has(String(r.sop_id)))
        .map((r) => ({ ...toApiRow(sopResults, r), sop_title: visible.get(String(r.sop_id))?.title })),
    )
  })
}

export function sopsQueryRoutes() {
  const app = new Hono<AppEnv>()
  const guard = [requireUser, requireAccess(sops.access)] as const
  myListRoutes(app, guard)
  flowRoutes(app, guard)
  recordRoutes(app, guard)
  reportRoutes(app, guard)
  return app
}
