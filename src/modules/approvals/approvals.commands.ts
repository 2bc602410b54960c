// The approval write commands: decide, withdraw, file a sop, file a make-up punch. Each applies its
// effect to the mirror at once (shown as pending) and is delivered by the sync worker with its id as
// the Idempotency-Key; the server decides with the same rules (sop-rules.ts).
import type { Language } from '../../api/error-catalogue.ts'
import type { UserInfo } from '../../auth/user-info.ts'
import { type Command, InvalidPayload, putWithUndo } from '../../data/command-kit.ts'
import type { BeforeImage } from '../../data/outbox-types.ts'
import type { Row, UserDb } from '../../data/user-db.ts'
import { PUNCH_SLOTS } from './approvals.resource.ts'
import { submitSchema } from './sop-document.ts'
import {
  afterDecision,
  type DecidePayload,
  decideSchema,
  decisionRecord,
  type PunchPayload,
  punchSchema,
  sopMessage,
  type WithdrawPayload,
  withdrawSchema,
} from './sop-rules.ts'
import { documentCode } from './sop-templates.ts'

function parseWith(schema: (lang: Language) => { safeParse(v: unknown): unknown }) {
  return (payload: Record<string, unknown>, lang: Language) => {
    const parsed = schema(lang).safeParse(payload) as
      | { success: true; data: Record<string, unknown> }
      | { success: false; error: { issues: { message: string }[] } }
    if (!parsed.success) throw new InvalidPayload([...new Set(parsed.error.issues.map((i) => i.message))])
    return parsed.data
  }
}

/** Who is acting, as the page stored it for offline starts (meta is in each command's tables). */
async function actor(db: UserDb): Promise<{ id: number; name: string }> {
  const info = (await db.meta.get('userInfo')) as { value?: UserInfo } | undefined
  const user = info?.value
  return { id: user?.ID ?? 0, name: user?.nickname || user?.username || '' }
}

/** The rows the server answers with, stored as confirmed. */
interface Written {
  sop?: Row
  result?: Row
  punch?: Row
}
const confirmed = (_p: Record<string, unknown>, data: unknown) => {
  const w = (data ?? {}) as Written
  return [
    ...(w.sop ? [{ table: 'sops', row: w.sop }] : []),
    ...(w.result ? [{ table: 'sopResults', row: w.result }] : []),
    ...(w.punch ? [{ table: 'staffBuka', row: w.punch }] : []),
  ]
}

async function syncPunchStatus(db: UserDb, sop: Row, status: string, undo: BeforeImage[]) {
  if (sop.template !== 'staff_buka') return
  const punch = await db.table('staffBuka').get(sop.id)
  if (punch) await putWithUndo(db, 'staffBuka', { ...punch, status }, undo)
}

export const decideSop: Command = {
  kind: 'sops.decide',
  path: '/sops/upSopStaffSopResult',
  tables: ['sops', 'sopResults', 'staffBuka', 'syncState', 'meta'],
  parse: parseWith(decideSchema),
  async apply(db, payload, lang) {
    const p = payload as DecidePayload
    const undo: BeforeImage[] = []
    const sop = (await db.table('sops').get(p.sop_id)) as Row | undefined
    if (!sop) return undo
    // A second click on a step this device already decided: nothing to queue.
    if (sop.status !== 'pending' || Number(sop.step) !== p.step)
      throw new InvalidPayload([sopMessage('decidedHere', lang)])
    const me = await actor(db)
    const next = afterDecision(sop as never, p.decision)
    await putWithUndo(db, 'sops', { ...sop, ...next }, undo)
    const record = decisionRecord(
      sop,
      { id: p.id, step: p.step, decision: p.decision, comment: p.comment },
      me,
      { client: Date.now(), server: 0 },
    )
    await putWithUndo(db, 'sopResults', { ...record, updated_at: 0 }, undo)
    await syncPunchStatus(db, sop, next.status, undo)
    return undo
  },
  confirmed,
}

export const withdrawSop: Command = {
  kind: 'sops.withdraw',
  path: '/sops/cancleRepostSop',
  tables: ['sops', 'sopResults', 'staffBuka', 'syncState', 'meta'],
  parse: parseWith(() => withdrawSchema),
  async apply(db, payload) {
    const p = payload as WithdrawPayload
    const undo: BeforeImage[] = []
    const sop = (await db.table('sops').get(p.sop_id)) as Row | undefined
    if (!sop) return undo
    const me = await actor(db)
    await putWithUndo(db, 'sops', { ...sop, status: 'withdrawn' }, undo)
    const record = decisionRecord(
      sop,
      { id: p.id, step: Number(sop.step), decision: 'withdraw', comment: '' },
      me,
      {
        client: Date.now(),
        server: 0,
      },
    )
    await putWithUndo(db, 'sopResults', { ...record, updated_at: 0 }, undo)
    await syncPunchStatus(db, sop, 'withdrawn', undo)
    return undo
  },
  confirmed,
}

/** A sop as filed on this device, before the server resolves its flow. */
function filedSop(
  p: { id: string; template: string; title: string },
  me: { id: number; name: string },
  extra: Partial<Row>,
): Row {
  const now = Date.now()
  return {
    id: p.id,
    code: documentCode(p.template as never, p.id, now),
    template: p.template,
    title: p.title,
    applicant_id: me.id,
    applicant_name: me.name,
    project_id: '',
    project_name: '',
    amount: 0,
    content: '{}',
    status: 'pending',
    step: 0,
    steps: '[]',
    copy_to: '',
    filed_at: now,
    received_at: 0,
    updated_at: 0,
    ...extra,
  }
}

export const submitSop: Command = {
  kind: 'sops.submit',
  path: '/sops/saveSop',
  tables: ['sops', 'syncState', 'meta'],
  parse: parseWith(submitSchema),
  async apply(db, payload) {
    const p = payload as { id: string; template: string; title: string } & Record<string, unknown>
    const undo: BeforeImage[] = []
    await putWithUndo(
      db,
      'sops',
      filedSop(p, await actor(db), {
        project_id: p.project_id,
        project_name: p.project_name,
        amount: p.amount,
        content: JSON.stringify(p.content),
      }),
      undo,
    )
    return undo
  },
  confirmed,
}

/** The punch's title, as the server also writes it. */
export function punchTitle(p: Pick<PunchPayload, 'date' | 'time' | 'slot'>): string {
  return `补卡 ${p.date} ${p.time} ${PUNCH_SLOTS[p.slot].zh}`
}

export const fileMakeUpPunch: Command = {
  kind: 'staff.makeUpPunch',
  path: '/sops/saveSopStaffBuka',
  tables: ['sops', 'staffBuka', 'syncState', 'meta'],
  parse: parseWith(punchSchema),
  async apply(db, payload) {
    const p = payload as PunchPayload
    const undo: BeforeImage[] = []
    const me = await actor(db)
    const sop = filedSop({ id: p.id, template: 'staff_buka', title: punchTitle(p) }, me, {
      content: JSON.stringify({ date: p.date, time: p.time, slot: p.slot, reason: p.reason }),
    })
    await putWithUndo(db, 'sops', sop, undo)
    await putWithUndo(
      db,
      'staffBuka',
      {
        id: p.id,
        applicant_id: me.id,
        applicant_name: me.name,
        date: p.date,
        time: p.time,
        slot: p.slot,
        reason: p.reason,
        status: 'pending',
        filed_at: sop.filed_at,
        updated_at: 0,
      },
      undo,
    )
    return undo
  },
  confirmed,
}

export const approvalCommands: Command[] = [decideSop, withdrawSop, submitSop, fileMakeUpPunch]
