// Resolves a template's flow for a filer at the moment of filing: each step's post becomes the
// accounts holding it (a department post: staff whose file holds that post; a project post: the
// project's approval structure, by the post's name), and the copy list becomes accounts. The result
// is stored on the sop, so later changes to posts do not move a sop already under way.
import type { Kysely, Transaction } from 'kysely'
import { Code } from '../../src/api/codes.ts'
import { sopFlows } from '../../src/modules/approvals/approvals.resource.ts'
import {
  type CopyList,
  type FlowStep,
  filedStep,
  parseJson,
  type StepSnapshot,
  stepApplies,
  stepLabel,
} from '../../src/modules/approvals/sop-rules.ts'
import { SOP_TEMPLATES, type SopTemplateKey } from '../../src/modules/approvals/sop-templates.ts'
import { posts } from '../../src/modules/hr/organisation.resource.ts'
import { staff } from '../../src/modules/hr/staff.resource.ts'
import { projPosts } from '../../src/modules/projects/projects.resource.ts'
import { inLanguage } from '../../src/resources/text.ts'
import { companyRows, findRow, idsWhere, type Row } from '../db/resource-rows.ts'
import type { Database } from '../db/schema.ts'
import { ApiFailure } from '../http/envelope.ts'
import type { Lang } from '../http/messages.ts'

type Db = Transaction<Database> | Kysely<Database>

export interface ResolvedFlow {
  flowId: string
  steps: StepSnapshot[]
  copy: CopyList
}

interface Account {
  id: number
  name: string
}

async function accountsOfStaff(db: Db, comId: number, staffIds: string[]): Promise<Account[]> {
  if (staffIds.length === 0) return []
  const users = await db
    .selectFrom('users')
    .select(['id', 'nickname', 'username'])
    .where('com_id', '=', comId)
    .where('staff_ref', 'in', staffIds)
    .orderBy('id')
    .execute()
  return users.map((u) => ({ id: u.id, name: u.nickname || u.username }))
}

/** The staff file linked to an account, if any. */
export async function staffOfUser(db: Db, comId: number, staffRef: string): Promise<Row | undefined> {
  if (!staffRef) return undefined
  return findRow(db, staff, staffRef, comId)
}

async function holders(db: Db, comId: number, step: FlowStep, ctx: { depaId: string; projectId: string }) {
  if (step.kind === 'proj') {
    if (!ctx.projectId) return []
    const rows = await companyRows(db, projPosts, comId)
      .select('staff_id')
      .where('project_id', '=', ctx.projectId)
      .where('post', '=', step.post)
      .execute()
    return accountsOfStaff(
      db,
      comId,
      rows.map((r) => String(r.staff_id)),
    )
  }
  const depaId = step.depa_id || ctx.depaId
  // A filer without a department has no "own department" post to go to.
  if (!depaId) return []
  // An own-department step names its post: the filer's department's post of that name.
  const postIds = step.post_id
    ? [step.post_id]
    : await idsWhere(db, posts, comId, { depa_id: depaId, name: step.post })
  if (postIds.length === 0) return []
  const rows = await companyRows(db, staff, comId)
    .select('id')
    .where('post_id', 'in', postIds)
    .where('status', '!=', 'left')
    .execute()
  return accountsOfStaff(
    db,
    comId,
    rows.map((r) => String(r.id)),
  )
}

/** A step that holds its post is labelled with the post's name as it is now, not as it was saved. */
async function withCurrentName(db: Db, comId: number, step: FlowStep): Promise<FlowStep> {
  if (step.kind !== 'depa' || !step.post_id) return step
  const post = await findRow(db, posts, step.post_id, comId)
  return post ? { ...step, post: String(post.name) } : step
}

export async function resolveFlow(
  db: Db,
  c: {
    comId: number
    template: SopTemplateKey
    projectId: string
    /** The request's amount (fen): a branch may add a step above an amount. */
    amount: number
    filer: { id: number; staffRef: string }
  },
  lang: Lang,
): Promise<ResolvedFlow> {
  const flow = await companyRows(db, sopFlows, c.comId)
    .selectAll()
    .where('template', '=', c.template)
    .where('enabled', '=', 1)
    .orderBy('id')
    .executeTakeFirst()
  const definition = parseJson<FlowStep[]>(flow?.steps, [])
  if (!flow || definition.length === 0)
    throw new ApiFailure(Code.badRequest, 'flowMissing', {
      template: inLanguage(SOP_TEMPLATES[c.template].title, lang),
    })
  const filerStaff = await staffOfUser(db, c.comId, c.filer.staffRef)
  const ctx = { depaId: String(filerStaff?.depa_id ?? ''), projectId: c.projectId }
  const steps: StepSnapshot[] = []
  for (const [i, saved] of definition.entries()) {
    // A branch that does not apply to this request (an amount, another department) is not its step.
    if (!stepApplies(saved, { amount: c.amount, depaId: ctx.depaId })) continue
    const step = await withCurrentName(db, c.comId, saved)
    // Nobody approves their own request: the filer is left out of every step, and a step only the
    // filer holds (a manager's own leave) is passed over rather than left with nobody.
    const held = await holders(db, c.comId, step, ctx)
    const accounts = held.filter((a) => a.id !== c.filer.id)
    if (held.length > 0 && accounts.length === 0) continue
    if (accounts.length === 0)
      throw new ApiFailure(Code.badRequest, 'flowStepVacant', { n: i + 1, label: stepLabel(step, lang) })
    steps.push(filedStep(step, accounts))
  }
  if (steps.length === 0)
    throw new ApiFailure(Code.badRequest, 'flowStepVacant', { n: 1, label: stepLabel(definition[0]!, lang) })
  const copied = await accountsOfStaff(db, c.comId, parseJson<string[]>(flow.copy_to, []))
  return {
    flowId: String(flow.id),
    steps,
    copy: { ids: copied.map((a) => a.id), names: copied.map((a) => a.name) },
  }
}
