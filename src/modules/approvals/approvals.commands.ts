// The approval write commands, declared once for the device and the server: decide, withdraw, file a
// sop, file a make-up punch. On the device the effect shows at once (pending) and the sync worker
// delivers it with its id as the Idempotency-Key; the server (server/routes/sops-command-routes.ts)
// runs the same effect after what only it knows: who holds the step, the flow, who may see the sop.

import type { Language } from '../../api/error-catalogue.ts'
import { InvalidPayload } from '../../data/command-kit.ts'
import { type CommandStore, defineCommand, type EffectContext, type Row } from '../../data/define-command.ts'
import { inLanguage } from '../../resources/text.ts'
import {
  DECISIONS,
  type Decision,
  PUNCH_SLOTS,
  sopReadId,
  sopReads,
  sopResults,
  sops,
  staffBuka,
} from './approvals.resource.ts'
import { submitSchema } from './sop-document.ts'
import {
  afterDecision,
  canDecide,
  decideSchema,
  decisionRecord,
  type PunchPayload,
  punchSchema,
  type SopState,
  type StandIns,
  seatsOf,
  sopLabels,
  sopMessage,
  sopStateOf,
  standingInFor,
  waitingStep,
  withdrawSchema,
} from './sop-rules.ts'
import { documentCode, type SopTemplateKey } from './sop-templates.ts'
import { endStandIn, setStandIn } from './stand-in.commands.ts'
import { companyDay, standInsFor } from './stand-in-rules.ts'
import { sopStandIns } from './stand-ins.resource.ts'
import {
  addApproverSchema,
  afterAddApprover,
  afterResubmit,
  afterReturn,
  afterTransfer,
  receiverProblem,
  resubmitProblem,
  resubmitSchema,
  returnableTo,
  returnSchema,
  returnToApplicantSchema,
  stepActionMessage,
  transferSchema,
  urgeSchema,
} from './step-actions.ts'

/** What every approval command shares: the access of the approvals, their labels, and the answer (the rows the server wrote). */
const onSops = {
  access: sops.access,
  labels: sopLabels,
  answer: { sop: sops, result: sopResults, punch: staffBuka },
}

/**
 * A step taken on a sop (a decision, a withdrawal): its new state, the line in its history by the
 * actor at the device's and the server's times, and a make-up punch's own row following its status.
 */
async function takeStep(
  store: CommandStore,
  sop: Row,
  next: { status: string; step?: number; steps?: string; title?: string; amount?: number },
  r: { id: string; step: number; decision: Decision; comment: string; for?: { id: number; name: string } },
  ctx: EffectContext,
) {
  await store.update(sops, String(sop.id), next)
  await store.insert(sopResults, decisionRecord(sop, r, ctx.actor, ctx.time))
  if (sop.template === 'staff_buka' && (await store.get(staffBuka, String(sop.id))))
    await store.update(staffBuka, String(sop.id), { status: next.status })
}

/** A sop as filed: pending at step 0; the server adds its resolved flow (steps, copy_to). */
function filedSop(
  p: { id: string; template: SopTemplateKey; title: string },
  ctx: EffectContext,
  extra: Row,
): Row {
  return {
    id: p.id,
    code: documentCode(p.template, p.id, ctx.time.client),
    template: p.template,
    title: p.title,
    applicant_id: ctx.actor.id,
    applicant_name: ctx.actor.name,
    project_id: '',
    project_name: '',
    amount: 0,
    content: '{}',
    status: 'pending',
    step: 0,
    steps: '[]',
    copy_to: '',
    filed_at: ctx.time.client,
    received_at: ctx.time.server,
    ...extra,
  }
}

/** "同意：CG-20261121-…（采购 A 栋钢筋）", the sop by its number and title as this device holds it. */
async function sopStep(
  decision: Decision,
  sopId: string,
  lang: Language,
  store: Pick<CommandStore, 'get'>,
): Promise<string> {
  const sop = await store.get(sops, sopId)
  const what = sop ? `${String(sop.code)}（${String(sop.title)}）` : sopId
  return `${inLanguage(DECISIONS[decision], lang)}：${what}`
}

export const decideSop = defineCommand({
  kind: 'sops.decide',
  path: '/sops/upSopStaffSopResult',
  ...onSops,
  schema: decideSchema,
  // Reads the stand-ins of the waiting step's approvers.
  writes: [sops, sopResults, staffBuka, sopStandIns],
  describe: (p, lang, store) => sopStep(p.decision, p.sop_id, lang, store),
  async effect(store, p, ctx) {
    const sop = await store.get(sops, p.sop_id)
    if (!sop) return
    // A second click on a step this device already decided: nothing to queue (the server says who).
    if (sop.status !== 'pending' || Number(sop.step) !== p.step)
      throw new InvalidPayload([sopMessage('decidedHere', ctx.lang)])
    const state = sopStateOf(sop)
    const standIns = await stepStandIns(store, state, ctx)
    await takeStep(
      store,
      sop,
      afterDecision(state, p.decision, ctx.actor.id, standIns),
      { ...p, for: standingInFor(state, ctx.actor.id, standIns) },
      ctx,
    )
  },
})

export const withdrawSop = defineCommand({
  kind: 'sops.withdraw',
  path: '/sops/cancleRepostSop',
  ...onSops,
  schema: () => withdrawSchema,
  writes: [sops, sopResults, staffBuka],
  describe: (p, lang, store) => sopStep('withdraw', p.sop_id, lang, store),
  async effect(store, p, ctx) {
    const sop = await store.get(sops, p.sop_id)
    if (!sop) return
    const step = Number(sop.step)
    await takeStep(
      store,
      sop,
      { status: 'withdrawn' },
      { id: p.id, step, decision: 'withdraw', comment: '' },
      ctx,
    )
  },
})

export const submitSop = defineCommand({
  kind: 'sops.submit',
  path: '/sops/saveSop',
  ...onSops,
  schema: submitSchema,
  writes: [sops],
  describe: (p, lang) => `${inLanguage(DECISIONS.submit, lang)}：${p.title}`,
  async effect(store, p, ctx) {
    await store.insert(
      sops,
      filedSop(p, ctx, {
        project_id: p.project_id,
        project_name: p.project_name,
        amount: p.amount,
        content: JSON.stringify(p.content),
      }),
    )
  },
})

/** Whether the applicant may delete a sop in this state: never while it is pending or once approved. */
export const deletable = (sop: Row) => sop.status === 'rejected' || sop.status === 'withdrawn'

export const deleteSop = defineCommand({
  kind: 'sops.delete',
  path: '/sops/deleteSop',
  ...onSops,
  answer: {},
  schema: () => withdrawSchema,
  writes: [sops, staffBuka],
  describe: async (p, lang, store) => {
    const sop = await store.get(sops, p.sop_id)
    return `${sopMessage('deleteWord', lang)}：${sop ? `${String(sop.code)}（${String(sop.title)}）` : p.sop_id}`
  },
  async effect(store, p, ctx) {
    const sop = await store.get(sops, p.sop_id)
    if (!sop) return
    if (Number(sop.applicant_id) !== ctx.actor.id)
      throw new InvalidPayload([sopMessage('notApplicant', ctx.lang)])
    if (!deletable(sop)) throw new InvalidPayload([sopMessage('notDeletable', ctx.lang)])
    await store.remove(sops, p.sop_id)
    if (await store.get(staffBuka, p.sop_id)) await store.remove(staffBuka, p.sop_id)
  },
})

/**
 * The user has read the sop's result (spec §7 saveDealReportStatus). The first read stands: a second
 * one (another tab, another device of the same user) changes nothing.
 */
export const markSopRead = defineCommand({
  kind: 'sops.markRead',
  path: '/sops/saveDealReportStatus',
  ...onSops,
  answer: { read: sopReads },
  schema: () => withdrawSchema,
  writes: [sopReads],
  describe: async (p, lang, store) => {
    const sop = await store.get(sops, p.sop_id)
    return `${sopMessage('readWord', lang)}：${sop ? `${String(sop.code)}（${String(sop.title)}）` : p.sop_id}`
  },
  async effect(store, p, ctx) {
    const id = sopReadId(p.sop_id, ctx.actor.id)
    if (await store.get(sopReads, id)) return
    await store.insert(sopReads, {
      id,
      sop_id: p.sop_id,
      user_id: ctx.actor.id,
      read_at: ctx.time.server || ctx.time.client,
    })
  },
})

/** The punch's title, as the device and the server write it. */
export function punchTitle(p: Pick<PunchPayload, 'date' | 'time' | 'slot'>): string {
  return `补卡 ${p.date} ${p.time} ${PUNCH_SLOTS[p.slot].zh}`
}

export const fileMakeUpPunch = defineCommand({
  kind: 'staff.makeUpPunch',
  path: '/sops/saveSopStaffBuka',
  ...onSops,
  schema: punchSchema,
  writes: [sops, staffBuka],
  describe: (p, lang) =>
    `${lang === 'en' ? 'Make-up punch' : '补卡'} ${p.date} ${p.time} ${inLanguage(PUNCH_SLOTS[p.slot], lang)}`,
  async effect(store, p, ctx) {
    const content = { date: p.date, time: p.time, slot: p.slot, reason: p.reason }
    await store.insert(
      sops,
      filedSop({ id: p.id, template: 'staff_buka', title: punchTitle(p) }, ctx, {
        content: JSON.stringify(content),
      }),
    )
    await store.insert(staffBuka, {
      id: p.id,
      applicant_id: ctx.actor.id,
      applicant_name: ctx.actor.name,
      ...content,
      status: 'pending',
      filed_at: ctx.time.client,
    })
  },
})

/**
 * The stand-ins in force for the approvers of the waiting step, on the day the command is judged
 * (the server's when it applies it): the same records on the device's mirror and the server.
 */
export async function stepStandIns(
  store: Pick<CommandStore, 'get'>,
  state: SopState,
  ctx: Pick<EffectContext, 'time'>,
): Promise<StandIns> {
  return standInsFor(
    store,
    waitingStep(state)?.approver_ids ?? [],
    companyDay(ctx.time.server || ctx.time.client),
  )
}

/** The sop as this device holds it, waiting at the step the payload names on the actor, or a refusal. */
async function waitingOnActor(store: CommandStore, p: { sop_id: string; step: number }, ctx: EffectContext) {
  const sop = await store.get(sops, p.sop_id)
  if (!sop) return undefined
  const state = sopStateOf(sop)
  const standIns = await stepStandIns(store, state, ctx)
  if (state.status !== 'pending' || state.step !== p.step || !canDecide(state, ctx.actor.id, standIns))
    throw new InvalidPayload([sopMessage('decidedHere', ctx.lang)])
  // The seat the actor acts from: their own, or the away approver's they stand in for.
  const seat = seatsOf(state, ctx.actor.id, standIns)[0]!
  return { sop, state, seat, for: standingInFor(state, ctx.actor.id, standIns) }
}

/** "→ 李四 · 请你处理": who received the step, then the note, readable in any language. */
const handedTo = (name: string, comment: string) => `→ ${name}${comment ? ` · ${comment}` : ''}`

export const transferSop = defineCommand({
  kind: 'sops.transfer',
  path: '/sops/transferSop',
  ...onSops,
  schema: transferSchema,
  // Reads the stand-ins of the waiting step's approvers.
  writes: [sops, sopResults, staffBuka, sopStandIns],
  describe: (p, lang, store) => sopStep('transfer', p.sop_id, lang, store),
  async effect(store, p, ctx) {
    const found = await waitingOnActor(store, p, ctx)
    if (!found) return
    const to = { id: p.to_id, name: p.to_name }
    const problem = receiverProblem(found.state, ctx.actor.id, to)
    if (problem) throw new InvalidPayload([stepActionMessage(problem, ctx.lang, { name: to.name })])
    await takeStep(
      store,
      found.sop,
      { status: 'pending', ...afterTransfer(found.state, found.seat, to) },
      { id: p.id, step: p.step, decision: 'transfer', comment: handedTo(to.name, p.comment), for: found.for },
      ctx,
    )
  },
})

export const addSopApprover = defineCommand({
  kind: 'sops.addApprover',
  path: '/sops/addSopApprover',
  ...onSops,
  schema: addApproverSchema,
  // Reads the stand-ins of the waiting step's approvers.
  writes: [sops, sopResults, staffBuka, sopStandIns],
  describe: (p, lang, store) =>
    sopStep(p.position === 'before' ? 'addBefore' : 'addAfter', p.sop_id, lang, store),
  async effect(store, p, ctx) {
    const found = await waitingOnActor(store, p, ctx)
    if (!found) return
    const person = { id: p.user_id, name: p.user_name }
    const problem = receiverProblem(found.state, ctx.actor.id, person)
    if (problem) throw new InvalidPayload([stepActionMessage(problem, ctx.lang, { name: person.name })])
    await takeStep(
      store,
      found.sop,
      { status: 'pending', ...afterAddApprover(found.state, person, p.position) },
      {
        id: p.id,
        step: p.step,
        decision: p.position === 'before' ? 'addBefore' : 'addAfter',
        comment: handedTo(person.name, p.comment),
        for: found.for,
      },
      ctx,
    )
  },
})

export const returnSop = defineCommand({
  kind: 'sops.return',
  path: '/sops/returnSop',
  ...onSops,
  schema: returnSchema,
  // Reads the stand-ins of the waiting step's approvers.
  writes: [sops, sopResults, staffBuka, sopStandIns],
  describe: (p, lang, store) => sopStep('return', p.sop_id, lang, store),
  async effect(store, p, ctx) {
    const found = await waitingOnActor(store, p, ctx)
    if (!found) return
    if (!returnableTo(found.state, p.to_step))
      throw new InvalidPayload([stepActionMessage('noEarlierStep', ctx.lang)])
    await takeStep(
      store,
      found.sop,
      { status: 'pending', ...afterReturn(found.state, p.to_step) },
      { id: p.id, step: p.step, decision: 'return', comment: p.comment, for: found.for },
      ctx,
    )
  },
})

/** 退回申请人: the request waits on its applicant to change it and send it again (or withdraw it). */
export const returnSopToApplicant = defineCommand({
  kind: 'sops.returnToApplicant',
  path: '/sops/returnSopToApplicant',
  ...onSops,
  schema: returnToApplicantSchema,
  // Reads the stand-ins of the waiting step's approvers.
  writes: [sops, sopResults, staffBuka, sopStandIns],
  describe: (p, lang, store) => sopStep('returnToApplicant', p.sop_id, lang, store),
  async effect(store, p, ctx) {
    const found = await waitingOnActor(store, p, ctx)
    if (!found) return
    await takeStep(
      store,
      found.sop,
      { status: 'returned' },
      { id: p.id, step: p.step, decision: 'returnToApplicant', comment: p.comment, for: found.for },
      ctx,
    )
  },
})

/**
 * 修改后重新提交: the applicant's changed title and amount, and the request back at its first step.
 * The server resolves the flow again for the new amount (a branch may add or drop a step).
 */
export const resubmitSop = defineCommand({
  kind: 'sops.resubmit',
  path: '/sops/resubmitSop',
  ...onSops,
  schema: resubmitSchema,
  writes: [sops, sopResults, staffBuka],
  describe: (p, lang, store) => sopStep('resubmit', p.sop_id, lang, store),
  async effect(store, p, ctx) {
    const sop = await store.get(sops, p.sop_id)
    if (!sop) return
    const state = sopStateOf(sop)
    const problem = resubmitProblem(state, ctx.actor.id)
    if (problem) throw new InvalidPayload([stepActionMessage(problem, ctx.lang)])
    await takeStep(
      store,
      { ...sop, title: p.title },
      { ...afterResubmit(state), title: p.title, amount: p.amount },
      { id: p.id, step: 0, decision: 'resubmit', comment: p.comment },
      ctx,
    )
  },
})

/** 催办: a line in the sop's history that the waiting approvers' devices receive live and announce. */
export const urgeSop = defineCommand({
  kind: 'sops.urge',
  path: '/sops/urgeSop',
  ...onSops,
  schema: urgeSchema,
  // Reads the sop to check it still waits at this step.
  writes: [sops, sopResults],
  describe: (p, lang, store) => sopStep('urge', p.sop_id, lang, store),
  async effect(store, p, ctx) {
    const sop = await store.get(sops, p.sop_id)
    if (!sop) return
    const state = sopStateOf(sop)
    if (state.applicant_id !== ctx.actor.id)
      throw new InvalidPayload([stepActionMessage('onlyApplicantUrges', ctx.lang)])
    if (state.status !== 'pending' || state.step !== p.step)
      throw new InvalidPayload([stepActionMessage('notWaiting', ctx.lang)])
    await store.insert(
      sopResults,
      decisionRecord(sop, { ...p, decision: 'urge', comment: '' }, ctx.actor, ctx.time),
    )
  },
})

export const approvalCommands = [
  decideSop,
  withdrawSop,
  transferSop,
  addSopApprover,
  returnSop,
  returnSopToApplicant,
  resubmitSop,
  urgeSop,
  submitSop,
  fileMakeUpPunch,
  deleteSop,
  markSopRead,
  setStandIn,
  endStandIn,
]
