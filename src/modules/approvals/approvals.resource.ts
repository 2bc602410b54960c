// The approval records mirrored to each device (spec §2 /expe): the sops a user may see (filed by
// them, waiting on them, decided by them or copied to them), every decision on them, the flows and
// the make-up punches. Written only by the approval workflows, never by a generic save.
import { defineResource } from '../../resources/define-resource.ts'
import { common, f } from '../../resources/fields.ts'
import { decisionWords, standInFieldWords, statusWords } from './approvals.text.ts'
import { templateOptions } from './sop-templates.ts'
import { approvalsWords } from './words.text.ts'

export const SOP_STATUSES = statusWords
export type SopStatus = keyof typeof SOP_STATUSES

export const DECISIONS = decisionWords
export type Decision = keyof typeof DECISIONS

const template = f.enumOf({ label: approvalsWords.template.label, options: templateOptions })

export const sops = defineResource({
  name: 'sops',
  title: approvalsWords.sops.title,
  api: { list: '/sops/getSopList' },
  access: { switch: 'sel680', menuTitle: 'top680' },
  route: '/expe/expehome',
  fields: {
    id: f.id(),
    code: f.text({ label: approvalsWords.sops.fields.code, max: 40 }),
    template,
    title: f.text({ label: approvalsWords.sops.fields.title, required: true, max: 120 }),
    applicant_id: f.int({ label: approvalsWords.sops.fields.applicant_id }),
    applicant_name: f.text({ label: approvalsWords.sops.fields.applicant_name, max: 40 }),
    project_id: f.text({ label: approvalsWords.sops.fields.project_id, max: 26 }),
    project_name: f.text({ label: approvalsWords.sops.fields.project_name, max: 120 }),
    amount: f.money({ label: approvalsWords.sops.fields.amount }),
    /** The template's document fields, as JSON. */
    content: f.text({ label: approvalsWords.sops.fields.content, max: 20_000 }),
    status: common.status(SOP_STATUSES),
    /** Index of the step now waiting (0-based). */
    step: f.int({ label: approvalsWords.sops.fields.step }),
    /** The flow as resolved at submission: JSON FlowStepSnapshot[]. */
    steps: f.text({ label: approvalsWords.sops.fields.steps, max: 20_000 }),
    /** JSON { ids: number[], names: string[] } of the users copied. */
    copy_to: f.text({ label: approvalsWords.sops.fields.copy_to, max: 4_000 }),
    /** The filer's device time (ms). */
    filed_at: f.int({ label: approvalsWords.sops.fields.filed_at }),
    /** The server's time of receipt (ms). */
    received_at: f.int({ label: approvalsWords.sops.fields.received_at }),
  },
  indexes: ['template', 'status', 'applicant_id', 'filed_at'],
  // Open approvals whatever their age (they wait on someone), decided ones of the last 30 days.
  syncWindow: { days: 30, time: 'filed_at', open: { field: 'status', values: ['pending'] } },
  list: {
    columns: ['code', 'template', 'title', 'applicant_name', 'status', 'filed_at'],
    search: ['code', 'title'],
    sort: 'filed_at',
  },
  form: [],
})

export const sopResults = defineResource({
  name: 'sopResults',
  title: approvalsWords.sopResults.title,
  api: { list: '/sops/getSopResultList' },
  access: { switch: 'sel680', menuTitle: 'top680' },
  route: '/site/siterecord',
  icon: 'file-history-line',
  fields: {
    id: f.id(),
    sop_id: f.text({ label: approvalsWords.sopResults.fields.sop_id, max: 26 }),
    sop_code: f.text({ label: approvalsWords.sopResults.fields.sop_code, max: 40 }),
    template,
    step: f.int({ label: approvalsWords.sopResults.fields.step }),
    approver_id: f.int({ label: approvalsWords.sopResults.fields.approver_id }),
    approver_name: f.text({ label: approvalsWords.sopResults.fields.approver_name, max: 40 }),
    /** The away approver a stand-in decided for (0 / '' when the approver acted for themselves). */
    for_id: f.int({ label: standInFieldWords.approverId }),
    for_name: f.text({ label: standInFieldWords.approverName, max: 40 }),
    decision: f.enumOf({ label: approvalsWords.sopResults.fields.decision, options: DECISIONS }),
    comment: f.text({ label: approvalsWords.sopResults.fields.comment, max: 500 }),
    /** When the user decided, by their device (ms). */
    client_time: f.int({ label: approvalsWords.sopResults.fields.client_time, instant: true }),
    /** When the server received it (ms). */
    server_time: f.int({ label: approvalsWords.sopResults.fields.server_time, instant: true }),
  },
  indexes: ['sop_id', 'approver_id', 'server_time'],
  list: {
    columns: ['sop_code', 'template', 'approver_name', 'decision', 'comment', 'server_time'],
    search: ['sop_code', 'approver_name'],
    sort: 'server_time',
  },
  form: [],
})

export const sopFlows = defineResource({
  name: 'sopFlows',
  title: approvalsWords.sopFlows.title,
  api: { list: '/sops/getSopFenList', save: '/sops/saveSopFen' },
  access: { switch: 'sel680', menuTitle: 'top680' },
  writeAccess: { switch: 'sel900', code: 900 },
  route: '/site/sitesop',
  icon: 'flow-chart',
  fields: {
    id: f.id(),
    template,
    name: f.text({ label: approvalsWords.sopFlows.fields.name, required: true, max: 60 }),
    /** JSON FlowStep[]: the ordered steps, each a department post or a project post. */
    steps: f.text({ label: approvalsWords.sopFlows.fields.steps, required: true, max: 4_000 }),
    /** JSON string[]: staff ids copied when a sop of this flow is filed. */
    copy_to: f.text({ label: approvalsWords.sopFlows.fields.copy_to, max: 4_000 }),
    enabled: f.bool({ label: approvalsWords.sopFlows.fields.enabled }),
  },
  indexes: ['template'],
  list: { columns: ['template', 'name', 'enabled'], search: ['name'], sort: 'template' },
  form: [['template', 'name'], ['enabled']],
})

export const PUNCH_SLOTS = approvalsWords.PUNCH_SLOTS
export type PunchSlot = keyof typeof PUNCH_SLOTS

export const staffBuka = defineResource({
  name: 'staffBuka',
  title: approvalsWords.staffBuka.title,
  api: { list: '/sops/getSopStaffBukaList' },
  access: { switch: 'sel680', menuTitle: 'top680' },
  route: '/expe/staff_buka',
  icon: 'time-line',
  fields: {
    /** The punch number; also the id of its sop. */
    id: f.id(),
    applicant_id: f.int({ label: approvalsWords.staffBuka.fields.applicant_id }),
    applicant_name: f.text({ label: approvalsWords.staffBuka.fields.applicant_name, max: 40 }),
    date: f.date({ label: approvalsWords.staffBuka.fields.date, required: true }),
    time: f.text({ label: approvalsWords.staffBuka.fields.time, required: true, max: 5 }),
    slot: f.enumOf({ label: approvalsWords.staffBuka.fields.slot, options: PUNCH_SLOTS }),
    reason: f.text({
      label: approvalsWords.staffBuka.fields.reason,
      required: true,
      max: 200,
      multiline: true,
    }),
    status: common.status(SOP_STATUSES),
    filed_at: f.int({ label: approvalsWords.staffBuka.fields.filed_at }),
  },
  indexes: ['applicant_id', 'date', 'status'],
  list: { columns: ['date', 'time', 'slot', 'applicant_name', 'status'], search: ['date'], sort: 'date' },
  form: [],
})

/**
 * Who has read a sop's result (saveDealReportStatus): one row per sop and reader, id
 * `{sop_id}.{user_id}` so the device and the server name the same row. Each device mirrors only its
 * own user's rows (the sop itself is shared, its read state is not).
 */
export const sopReads = defineResource({
  name: 'sopReads',
  title: approvalsWords.sopReads.title,
  api: { list: '/sops/getSopReadList' },
  access: { switch: 'sel680', menuTitle: 'top680' },
  route: '/expe/myapprlist',
  fields: {
    id: f.id(),
    sop_id: f.text({ label: approvalsWords.sopReads.fields.sop_id, max: 26 }),
    user_id: f.int({ label: approvalsWords.sopReads.fields.user_id }),
    /** When the server recorded the read (ms); the device's time while queued. */
    read_at: f.int({ label: approvalsWords.sopReads.fields.read_at, instant: true }),
  },
  indexes: ['sop_id'],
  list: { columns: ['sop_id', 'read_at'], search: ['sop_id'], sort: 'read_at' },
  form: [],
})

export const sopReadId = (sopId: string, userId: number) => `${sopId}.${userId}`

/** A sop whose result its people are told of: decided at the last step, or rejected. */
export const hasResult = (sop: { status: unknown }) => sop.status === 'approved' || sop.status === 'rejected'
