// The stand-in (代理) rules shared by the device's optimistic effect and the server: when a stand-in
// is in force, what a setting may be, and the stand-ins that bear on a step. Company days decide,
// so a phone in another zone and the server agree on "today".
import { z } from 'zod/mini'
import type { Language } from '../../api/error-catalogue.ts'
import type { CommandStore, Row } from '../../data/define-command.ts'
import { companyDateTime } from '../../lib/company-time.ts'
import { ULID_PATTERN } from '../../resources/schema.ts'
import { fillText } from '../../resources/text.ts'
import { standInWords } from './approvals.text.ts'
import type { StandIns } from './sop-rules.ts'
import { sopStandIns } from './stand-ins.resource.ts'

export type StandInProblem = keyof typeof standInWords

export const standInMessage = (key: StandInProblem, lang: Language, values: Record<string, string> = {}) =>
  fillText(standInWords[key], lang, values)

/** One record per approver: setting again changes it, so there is never a second one in force. */
export const standInId = (approverId: number) => `standin.${approverId}`

/** The company day of an instant: what "today" is for a range. */
export const companyDay = (ms: number) => companyDateTime(ms)[0]

/** A calendar day that exists: 2026-02-28, never 2026-02-30. */
function isRealDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false
  const t = new Date(`${v}T00:00:00Z`)
  return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === v
}

/** Whether a stand-in record holds on a company day: not ended, and the day inside its range. */
export function inForce(row: Row | undefined, day: string): boolean {
  if (row?.status !== 'set') return false
  return String(row.start_date) <= day && day <= String(row.end_date)
}

/** Whether a record, not ended, covers any day of a range. */
export function overlaps(row: Row | undefined, range: { start_date: string; end_date: string }): boolean {
  if (row?.status !== 'set') return false
  return String(row.start_date) <= range.end_date && range.start_date <= String(row.end_date)
}

/** The stand-ins in force on a day among records: approver → stand-in. */
export function standInsOn(rows: readonly Row[], day: string): StandIns {
  return new Map(
    rows
      .filter((r) => inForce(r, day))
      .map((r) => [Number(r.approver_id), { id: Number(r.standin_id), name: String(r.standin_name) }]),
  )
}

/** The stand-ins in force on a day for these approvers, read one record each (device or server). */
export async function standInsFor(
  store: Pick<CommandStore, 'get'>,
  approverIds: readonly number[],
  day: string,
): Promise<StandIns> {
  const rows = await Promise.all([...new Set(approverIds)].map((id) => store.get(sopStandIns, standInId(id))))
  return standInsOn(
    rows.filter((r): r is Row => r !== undefined),
    day,
  )
}

const account = z.number().check(z.int(), z.gt(0))

export const setStandInSchema = (lang: Language) =>
  z
    .object({
      id: z.string().check(z.regex(ULID_PATTERN, standInMessage('invalid', lang))),
      approver_id: account,
      approver_name: z.string(),
      standin_id: account,
      standin_name: z.string(),
      start_date: z.string().check(z.refine(isRealDate, standInMessage('badDate', lang))),
      end_date: z.string().check(z.refine(isRealDate, standInMessage('badDate', lang))),
      note: z.string().check(z.trim(), z.maxLength(200, standInMessage('noteTooLong', lang))),
    })
    .check(
      z.refine((p) => p.standin_id !== p.approver_id, {
        message: standInMessage('notSelf', lang),
        path: ['standin_id'],
      }),
      z.refine((p) => p.end_date >= p.start_date, {
        message: standInMessage('endBeforeStart', lang),
        path: ['end_date'],
      }),
    )
export type SetStandInPayload = z.infer<ReturnType<typeof setStandInSchema>>

export const endStandInSchema = (lang: Language) =>
  z.object({
    id: z.string().check(z.regex(ULID_PATTERN, standInMessage('invalid', lang))),
    approver_id: account,
  })
export type EndStandInPayload = z.infer<ReturnType<typeof endStandInSchema>>
