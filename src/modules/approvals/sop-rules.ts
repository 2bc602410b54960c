// The rules of an approval, shared by the page's optimistic effect and the server's decision: which
// step waits on whom, what a decision does, what a punch may be. One source, so the screen offline
// shows what the server will decide.
import { z } from 'zod/mini'
import type { Language } from '../../api/error-catalogue.ts'
import { companyDateTime, companyInstant } from '../../lib/company-time.ts'
import { listText } from '../../lib/intl-locale.ts'
import { ULID_PATTERN } from '../../resources/schema.ts'
import { fillText, inLanguage, type Text } from '../../resources/text.ts'
import type { Decision, SopStatus } from './approvals.resource.ts'
import { PUNCH_SLOTS } from './approvals.resource.ts'
import { onBehalfWords, seatOnBehalfWords } from './approvals.text.ts'
import { sopRulesWords, stepWords } from './words.text.ts'

/** A step of a flow definition: a post of a department (empty = the filer's own) or of the project. */
export interface FlowStep {
  kind: 'depa' | 'proj'
  depa_id: string
  depa_name: string
  /**
   * A named department's step holds the post itself (res_posts id), so renaming the post or a
   * second post of that name elsewhere does not move it. Empty for the filer's own department (each
   * department has its own post of that name) and for project posts, which go by name.
   */
  post_id?: string
  /** The post's name as the flow was saved: the label, and the match where there is no post_id. */
  post: string
  /** A branch (issue 36): the step applies only to requests that meet it; absent, to every request. */
  when?: StepCondition
  /** 会签 ('all': every approver agrees) or 或签 ('any', the default: one approver decides). */
  mode?: StepMode
}

export type StepMode = 'all' | 'any'

/** When a step applies: an amount above `over` (fen), and/or a filer of one of `depa_ids`. */
export interface StepCondition {
  over?: number
  depa_ids?: string[]
}

/** Whether a step applies to a request of this amount (fen) filed from this department. */
export function stepApplies(step: FlowStep, request: { amount: number; depaId: string }): boolean {
  const when = step.when
  if (!when) return true
  if (typeof when.over === 'number' && when.over > 0 && !(request.amount > when.over)) return false
  if (Array.isArray(when.depa_ids) && when.depa_ids.length > 0 && !when.depa_ids.includes(request.depaId))
    return false
  return true
}

/** What a step is, by which its label reads in any language. */
export type StepRole = Pick<FlowStep, 'kind' | 'depa_name' | 'post'>

/** A step as resolved when the sop was filed: who may decide it. */
export interface StepSnapshot {
  /** The Chinese label as filed; older snapshots hold only this. */
  label: string
  /** The step as filed, so each reader sees the label in their own language. */
  role?: StepRole
  approver_ids: number[]
  approver_names: string[]
  /** 会签: every approver must agree; absent, any one decides (或签). */
  mode?: StepMode
  /** On a 会签 step, who has agreed so far. */
  agreed_ids?: number[]
  /** A step of one person added by an approver (加签, step-actions.ts), not of the flow. */
  added?: boolean
}

export interface CopyList {
  ids: number[]
  names: string[]
}

/** The fields of a sop row the rules read. */
export interface SopState {
  status: string
  step: number
  steps: string
  applicant_id: number
  copy_to: string
}

export function parseJson<T>(text: unknown, fallback: T): T {
  if (typeof text !== 'string' || text === '') return fallback
  try {
    return JSON.parse(text) as T
  } catch {
    return fallback
  }
}

/** A stored sop row read as the rules see it (numbers may come back as text from a database). */
export function sopStateOf(row: Record<string, unknown>): SopState {
  return {
    status: String(row.status ?? ''),
    step: Number(row.step ?? 0),
    steps: String(row.steps ?? '[]'),
    applicant_id: Number(row.applicant_id ?? 0),
    copy_to: String(row.copy_to ?? ''),
  }
}

export const stepsOf = (sop: Pick<SopState, 'steps'>) => parseJson<StepSnapshot[]>(sop.steps, [])
export const copyOf = (sop: Pick<SopState, 'copy_to'>) =>
  parseJson<CopyList>(sop.copy_to, { ids: [], names: [] })

export function stepLabel(step: StepRole, lang: Language): string {
  if (step.kind === 'proj') return fillText(stepWords.projectPost, lang, { post: step.post })
  const depa = step.depa_name || inLanguage(stepWords.ownDepartment, lang)
  return `${depa} · ${step.post}`
}

/** A step of a flow as a filed snapshot keeps it. */
export function filedStep(step: FlowStep, approvers: { id: number; name: string }[]): StepSnapshot {
  return {
    label: stepLabel(step, 'zh'),
    role: { kind: step.kind, depa_name: step.depa_name, post: step.post },
    approver_ids: approvers.map((a) => a.id),
    approver_names: approvers.map((a) => a.name),
    ...(step.mode === 'all' ? { mode: 'all' as const, agreed_ids: [] } : {}),
  }
}

/** The role a Chinese label written by stepLabel names, for snapshots filed before roles were kept. */
function roleOfZhLabel(label: string): StepRole | undefined {
  const project = /^(.+)（本项目）$/.exec(label)
  if (project) return { kind: 'proj', depa_name: '', post: project[1]! }
  const [depa, post, ...rest] = label.split(' · ')
  if (!post || rest.length > 0) return undefined
  return { kind: 'depa', depa_name: depa === '本部门' ? '' : depa!, post }
}

/** An added step's label: "加签（张三）" / "Added approver (Zhang)". */
export const addedStepLabel = (names: string[], lang: Language) =>
  fillText(stepWords.added, lang, { approvers: approversText(names, lang) })

/** A filed step's label in the reader's language. */
export function snapshotLabel(step: StepSnapshot, lang: Language): string {
  if (step.added) return addedStepLabel(step.approver_names, lang)
  const role = step.role ?? roleOfZhLabel(step.label)
  return role ? stepLabel(role, lang) : step.label
}

/** Who decides a step, to follow its label in the reader's punctuation: （张三、李四） / " (Zhang, Li)". */
export function approversText(names: string[], lang: Language): string {
  return fillText(stepWords.approvers, lang, { names: listText(names, lang) })
}

/** The step waiting for a decision, if the sop is still pending. */
export function waitingStep(sop: SopState): StepSnapshot | undefined {
  return sop.status === 'pending' ? stepsOf(sop)[sop.step] : undefined
}

/** Who stands in for whom today (stand-in-rules.ts): an away approver's id → their stand-in. */
export type StandIns = ReadonlyMap<number, { id: number; name: string }>
export const NO_STAND_INS: StandIns = new Map()

/**
 * Who holds an approver's seat on a step now: their stand-in while one is in force, else themselves.
 * The seat stays with the approver when the stand-in filed the request (nobody approves their own)
 * or already holds a seat of the step (a 会签 needs as many people as seats). No chains: a stand-in's
 * own stand-in never takes the seat.
 */
export function seatHolder(
  sop: SopState,
  step: StepSnapshot,
  approverId: number,
  standIns: StandIns,
): number {
  const standIn = standIns.get(approverId)
  if (!standIn || standIn.id === sop.applicant_id || step.approver_ids.includes(standIn.id)) return approverId
  return standIn.id
}

/**
 * The seats of the waiting step a user may decide now: their own unless a stand-in holds it, and those
 * of approvers they stand in for; on a 会签 step, each seat once.
 */
export function seatsOf(sop: SopState, uid: number, standIns: StandIns = NO_STAND_INS): number[] {
  const step = waitingStep(sop)
  if (!step) return []
  return step.approver_ids.filter(
    (id) =>
      seatHolder(sop, step, id, standIns) === uid && !(step.mode === 'all' && step.agreed_ids?.includes(id)),
  )
}

/** The accounts the waiting step waits on now: each undecided seat's holder (reminders, digests). */
export function waitingOn(sop: SopState, standIns: StandIns = NO_STAND_INS): number[] {
  const step = waitingStep(sop)
  if (!step) return []
  const open = step.approver_ids.filter((id) => !(step.mode === 'all' && step.agreed_ids?.includes(id)))
  return [...new Set(open.map((id) => seatHolder(sop, step, id, standIns)))]
}

/** Whether the waiting step waits on the user: the one check of the device and the server. */
export function canDecide(sop: SopState, uid: number, standIns: StandIns = NO_STAND_INS): boolean {
  return seatsOf(sop, uid, standIns).length > 0
}

/** Who did a history line: "李四（代 张三）" when a stand-in acted for an away approver. */
export function actorText(r: Record<string, unknown>, lang: Language): string {
  const name = String(r.approver_name ?? '')
  return r.for_name ? fillText(onBehalfWords, lang, { name, for: String(r.for_name) }) : name
}

/** A step's approvers as they hold it now: an away approver's seat named by its stand-in. */
export function seatNames(sop: SopState, step: StepSnapshot, standIns: StandIns, lang: Language): string[] {
  return step.approver_ids.map((id, i) => {
    const name = step.approver_names[i] ?? ''
    const holder = seatHolder(sop, step, id, standIns)
    return holder === id
      ? name
      : fillText(seatOnBehalfWords, lang, { name: standIns.get(id)!.name, for: name })
  })
}

/** The approver a user decides for as stand-in (not their own seat), if any: the history names them. */
export function standingInFor(
  sop: SopState,
  uid: number,
  standIns: StandIns = NO_STAND_INS,
): { id: number; name: string } | undefined {
  const step = waitingStep(sop)
  if (!step) return undefined
  const seats = seatsOf(sop, uid, standIns)
  if (seats.length === 0 || seats.includes(uid)) return undefined
  const id = seats[0]!
  return { id, name: step.approver_names[step.approver_ids.indexOf(id)] ?? '' }
}

export function canWithdraw(sop: SopState, uid: number): boolean {
  // A request returned for changes may be given up instead of resubmitted.
  return (sop.status === 'pending' || sop.status === 'returned') && sop.applicant_id === uid
}

/** Whether a user sees a sop at all: filer, approver on any step, or copied. */
export function involves(sop: SopState, uid: number): boolean {
  return (
    sop.applicant_id === uid ||
    stepsOf(sop).some((s) => s.approver_ids.includes(uid)) ||
    copyOf(sop).ids.includes(uid)
  )
}

/** A decision moves the flow: agree passes to the next step or approves at the last; reject ends it. */
export function afterDecision(
  sop: SopState,
  decision: Extract<Decision, 'agree' | 'reject' | 'withdraw'>,
  uid = 0,
  standIns: StandIns = NO_STAND_INS,
): Pick<SopState, 'status' | 'step'> & { steps?: string } {
  if (decision === 'withdraw') return { status: 'withdrawn', step: sop.step }
  if (decision === 'reject') return { status: 'rejected', step: sop.step }
  const steps = stepsOf(sop)
  const current = steps[sop.step]
  // 会签: an agreement is counted for every seat the decider holds (a stand-in's is the away
  // approver's); the step passes only when every seat has agreed.
  if (current?.mode === 'all') {
    const seats = seatsOf(sop, uid, standIns)
    const agreed = [...new Set([...(current.agreed_ids ?? []), ...(seats.length > 0 ? seats : [uid])])]
    const updated = JSON.stringify(steps.map((s, i) => (i === sop.step ? { ...s, agreed_ids: agreed } : s)))
    if (!current.approver_ids.every((id) => agreed.includes(id)))
      return { status: 'pending', step: sop.step, steps: updated }
    const last = steps.length - 1
    return sop.step >= last
      ? { status: 'approved', step: sop.step, steps: updated }
      : { status: 'pending', step: sop.step + 1, steps: updated }
  }
  const last = steps.length - 1
  return sop.step >= last ? { status: 'approved', step: sop.step } : { status: 'pending', step: sop.step + 1 }
}

/** One line of a sop's history, as the page writes it offline and the server stores it. */
export function decisionRecord(
  sop: { id?: unknown; code?: unknown; template?: unknown },
  r: { id: string; step: number; decision: Decision; comment: string; for?: { id: number; name: string } },
  by: { id: number; name: string },
  times: { client: number; server: number },
) {
  return {
    // A stand-in's line names the approver they decided for: "李四（代 张三）".
    for_id: r.for?.id ?? 0,
    for_name: r.for?.name ?? '',
    id: r.id,
    sop_id: String(sop.id),
    sop_code: String(sop.code),
    template: String(sop.template),
    step: r.step,
    approver_id: by.id,
    approver_name: by.name,
    decision: r.decision,
    comment: r.comment,
    client_time: times.client,
    server_time: times.server,
  }
}

export const SOP_FINAL: SopStatus[] = ['approved', 'rejected', 'withdrawn']

const MSG = sopRulesWords.MSG satisfies Record<string, Text>

export const sopMessage = (key: keyof typeof MSG, lang: Language) => inLanguage(MSG[key], lang)

/** Field names for refusals (issue 19): the server names a bad field by these. */
export const sopLabels: Record<string, Text> = sopRulesWords.sopLabels

export function decideSchema(lang: Language) {
  return z
    .object({
      id: z.string().check(z.regex(ULID_PATTERN, sopMessage('invalid', lang))),
      sop_id: z.string().check(z.regex(ULID_PATTERN, sopMessage('invalid', lang))),
      step: z.number().check(z.int(), z.gte(0)),
      decision: z.enum(['agree', 'reject']),
      comment: z.string().check(z.trim(), z.maxLength(500, sopMessage('commentTooLong', lang))),
    })
    .check(
      z.refine((d) => d.decision === 'agree' || d.comment !== '', {
        message: sopMessage('commentNeeded', lang),
        path: ['comment'],
      }),
    )
}
export type DecidePayload = z.infer<ReturnType<typeof decideSchema>>

export const withdrawSchema = z.object({
  id: z.string().check(z.regex(ULID_PATTERN)),
  sop_id: z.string().check(z.regex(ULID_PATTERN)),
})
export type WithdrawPayload = z.infer<typeof withdrawSchema>

export function punchSchema(lang: Language) {
  return z.object({
    id: z.string().check(z.regex(ULID_PATTERN, sopMessage('invalid', lang))),
    date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, sopMessage('punchDate', lang))),
    time: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, sopMessage('punchTime', lang))),
    slot: z.enum(Object.keys(PUNCH_SLOTS) as ['in', 'out']),
    reason: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, sopMessage('punchReason', lang)),
        z.maxLength(200, sopMessage('punchReasonLong', lang)),
      ),
  })
}
export type PunchPayload = z.infer<ReturnType<typeof punchSchema>>

/** How far back a punch may be made up. */
export const PUNCH_WINDOW_DAYS = 31

/**
 * Whether a punch's moment is acceptable at `now`. The server calls this with its own clock: a device
 * whose clock is wrong cannot file a punch for a moment that has not happened yet.
 */
export function punchTimeProblem(
  date: string,
  time: string,
  now: number,
): 'invalid' | 'future' | 'tooOld' | null {
  const at = companyInstant(date, time)
  // 2026-02-30 parses as 2026-03-02: a date that does not read back is not a real one.
  if (!Number.isFinite(at) || companyDateTime(at).join(' ') !== `${date} ${time}`) return 'invalid'
  if (at > now) return 'future'
  if (at < now - PUNCH_WINDOW_DAYS * 86_400_000) return 'tooOld'
  return null
}

/**
 * What is wrong with a punch's moment at `now`, in the user's language; null when it may be filed.
 * The form asks with the device's clock before queuing, the server again with its own (whose clock
 * is named: a device set to the wrong day is told the server's time).
 */
export function punchTimeMessage(
  date: string,
  time: string,
  now: number,
  lang: Language,
  clock: 'server' | 'device',
): string | null {
  const problem = punchTimeProblem(date, time, now)
  if (!problem) return null
  if (problem === 'invalid') return sopMessage('punchDate', lang)
  const vars: Record<string, string> = {
    at: `${date} ${time}`,
    now: companyDateTime(now).join(' '),
    days: String(PUNCH_WINDOW_DAYS),
    clock: sopMessage(clock === 'server' ? 'serverClock' : 'deviceClock', lang),
  }
  return sopMessage(problem === 'future' ? 'punchFuture' : 'punchTooOld', lang).replace(
    /\{(\w+)\}/g,
    (_, k: string) => vars[k] ?? '',
  )
}
