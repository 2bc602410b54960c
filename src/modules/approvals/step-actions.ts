// What a holder of the waiting step may do besides agreeing or rejecting (issue 36), and what the
// applicant may do while waiting: transfer the step to a colleague (转交), add an approver before or
// after it (加签), return the request to an earlier step (退回), urge the approvers (催办). One set of
// rules for the page's optimistic effect and the server, so the screen offline shows what the server
// will do; the server re-checks each against the sop as it stands when the command arrives.
import { z } from 'zod/mini'
import type { Language } from '../../api/error-catalogue.ts'
import { fieldsSchema, ULID_PATTERN } from '../../resources/schema.ts'
import { fillText } from '../../resources/text.ts'
import { sops } from './approvals.resource.ts'
import { stepActionWords } from './approvals.text.ts'
import { addedStepLabel, type SopState, type StepSnapshot, stepsOf, waitingStep } from './sop-rules.ts'

export interface Person {
  id: number
  name: string
}

export type AddPosition = 'before' | 'after'

export type StepActionProblem = keyof typeof stepActionWords

export function stepActionMessage(
  key: StepActionProblem,
  lang: Language,
  values: Record<string, string> = {},
) {
  return fillText(stepActionWords[key], lang, values)
}

/** How long an applicant waits between two urges of one step. */
export const URGE_EVERY_MINUTES = 60

const ids = (lang: Language) => ({
  id: z.string().check(z.regex(ULID_PATTERN, stepActionMessage('invalid', lang))),
  sop_id: z.string().check(z.regex(ULID_PATTERN, stepActionMessage('invalid', lang))),
  step: z.number().check(z.int(), z.gte(0)),
})
const note = (lang: Language) =>
  z.string().check(z.trim(), z.maxLength(500, stepActionMessage('commentTooLong', lang)))

export const transferSchema = (lang: Language) =>
  z.object({
    ...ids(lang),
    to_id: z.number().check(z.int(), z.gt(0)),
    to_name: z.string(),
    comment: note(lang),
  })
export type TransferPayload = z.infer<ReturnType<typeof transferSchema>>

export const addApproverSchema = (lang: Language) =>
  z.object({
    ...ids(lang),
    user_id: z.number().check(z.int(), z.gt(0)),
    user_name: z.string(),
    position: z.enum(['before', 'after']),
    comment: note(lang),
  })
export type AddApproverPayload = z.infer<ReturnType<typeof addApproverSchema>>

export const returnSchema = (lang: Language) =>
  z.object({ ...ids(lang), to_step: z.number().check(z.int(), z.gte(0)), comment: note(lang) })
export type ReturnPayload = z.infer<ReturnType<typeof returnSchema>>

/** 退回申请人: the holder says what to change; the request waits on the applicant. */
export const returnToApplicantSchema = (lang: Language) =>
  z.object({
    ...ids(lang),
    comment: note(lang).check(z.minLength(1, stepActionMessage('changesNeeded', lang))),
  })
export type ReturnToApplicantPayload = z.infer<ReturnType<typeof returnToApplicantSchema>>

/**
 * 修改后重新提交: what the applicant changed (title, amount), and a note for the approvers. The title
 * and the amount keep the rules the request's own declaration gives them.
 */
export const resubmitSchema = (lang: Language) => {
  const { title, amount } = fieldsSchema(sops, lang).shape
  return z.object({
    id: ids(lang).id,
    sop_id: ids(lang).sop_id,
    title: title as z.ZodMiniType<string>,
    amount: amount as z.ZodMiniType<number>,
    comment: note(lang),
  })
}
export type ResubmitPayload = z.infer<ReturnType<typeof resubmitSchema>>

export const urgeSchema = (lang: Language) => z.object(ids(lang))
export type UrgePayload = z.infer<ReturnType<typeof urgeSchema>>

/** Why a person may not receive the waiting step, or '' when they may. */
export function receiverProblem(sop: SopState, by: number, to: Person): StepActionProblem | '' {
  const step = waitingStep(sop)
  if (!step) return 'notWaiting'
  if (to.id === by) return 'notToSelf'
  if (to.id === sop.applicant_id) return 'notToApplicant'
  if (step.approver_ids.includes(to.id)) return 'alreadyHolds'
  return ''
}

const withStep = (steps: StepSnapshot[], at: number, step: StepSnapshot) =>
  JSON.stringify(steps.map((s, i) => (i === at ? step : s)))

/** 转交: the transferring approver's place on the waiting step goes to `to`; the step waits on. */
export function afterTransfer(sop: SopState, from: number, to: Person): { steps: string } {
  const steps = stepsOf(sop)
  const step = steps[sop.step]!
  const at = step.approver_ids.indexOf(from)
  const approver_ids = step.approver_ids.map((id, i) => (i === at ? to.id : id))
  const approver_names = step.approver_names.map((n, i) => (i === at ? to.name : n))
  return { steps: withStep(steps, sop.step, { ...step, approver_ids, approver_names }) }
}

/** A step of one person, added by a holder of the waiting step. */
export function addedStep(person: Person): StepSnapshot {
  return {
    label: addedStepLabel([person.name], 'zh'),
    added: true,
    approver_ids: [person.id],
    approver_names: [person.name],
  }
}

/**
 * 加签: before — the added person decides first, then the step waits again on its own approvers;
 * after — the added person decides right after the waiting step.
 */
export function afterAddApprover(
  sop: SopState,
  person: Person,
  position: AddPosition,
): { steps: string; step: number } {
  const steps = stepsOf(sop)
  const at = position === 'before' ? sop.step : sop.step + 1
  return {
    steps: JSON.stringify([...steps.slice(0, at), addedStep(person), ...steps.slice(at)]),
    step: sop.step,
  }
}

/** 退回: the request waits again on an earlier step; 会签 agreements from there on are cleared. */
export function afterReturn(sop: SopState, toStep: number): { steps: string; step: number } {
  const steps = stepsOf(sop).map((s, i) => (i >= toStep && s.mode === 'all' ? { ...s, agreed_ids: [] } : s))
  return { steps: JSON.stringify(steps), step: toStep }
}

/**
 * 修改后重新提交: the request starts again at its first step, every agreement before it cleared (the
 * server resolves the flow again, as the amount may now take another branch).
 */
export function afterResubmit(sop: SopState): { status: 'pending'; steps: string; step: number } {
  const steps = stepsOf(sop).map((s) => (s.mode === 'all' ? { ...s, agreed_ids: [] } : s))
  return { status: 'pending', steps: JSON.stringify(steps), step: 0 }
}

/** Why the actor may not resubmit the sop, or '' when they may. */
export function resubmitProblem(sop: SopState, actor: number): StepActionProblem | '' {
  if (sop.applicant_id !== actor) return 'onlyApplicantResubmits'
  if (sop.status !== 'returned') return 'notReturned'
  return ''
}

/** Whether the earlier step exists: 0 up to the one before the waiting step. */
export const returnableTo = (sop: SopState, toStep: number) =>
  sop.status === 'pending' && toStep >= 0 && toStep < sop.step

/** When the applicant may urge the waiting step again, given their last urge of it (ms), or 0 now. */
export function nextUrgeAt(lastUrgeAt: number | undefined): number {
  return lastUrgeAt ? lastUrgeAt + URGE_EVERY_MINUTES * 60_000 : 0
}
