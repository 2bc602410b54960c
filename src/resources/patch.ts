// A record edit as a patch on a base (DESIGN: Edits): only the fields the user changed, each with the
// value the user started from, and the server revision of the row the edit was made on. Shared by the
// form, the outbox command and the server, so all three read a patch alike.
import { z } from 'zod/mini'
import type { Language } from '../api/error-catalogue.ts'
import type { AnyResource } from './define-resource.ts'
import { engineWords } from './engine.text.ts'
import type { Field } from './fields.ts'
import { fieldErrors, fieldsSchema, ULID_PATTERN } from './schema.ts'
import { fillText, inLanguage } from './text.ts'

type Values = Record<string, unknown>

export interface FieldChange {
  from: unknown
  to: unknown
}

export interface PatchPayload {
  id: string
  /** The row's server revision when the user opened it. */
  base_rev: number
  patch: Record<string, FieldChange>
}

export const isPatch = (payload: Values): payload is Values & PatchPayload =>
  typeof payload.patch === 'object' && payload.patch !== null && typeof payload.base_rev === 'number'

/** Fields a user may change through a save: declared, not the id, not set by workflows. */
export function editableFields(r: AnyResource): string[] {
  return Object.entries(r.fields)
    .filter(([name, field]) => name !== 'id' && !field.readOnly)
    .map(([name]) => name)
}

/** A stored or sent value in one comparable form: a missing text is '', money and ints are numbers. */
export function normalised(field: Field, value: unknown): unknown {
  if (field.kind === 'bool') return Boolean(value)
  if (field.kind === 'money' || field.kind === 'int') return value === '' || value == null ? 0 : Number(value)
  return value == null ? '' : String(value)
}

export function sameValue(field: Field, a: unknown, b: unknown): boolean {
  return normalised(field, a) === normalised(field, b)
}

/** The server revision a mirrored row carries; absent when the server sends none (spec-only server). */
export function revOf(row: Values | null | undefined): number | undefined {
  const rev = row?.rev
  return typeof rev === 'number' && Number.isFinite(rev) ? rev : undefined
}

/**
 * What a save of `values` sends: a patch on `base` when base carries a revision, else the whole record
 * (a new record, or a server without revisions: last writer wins there, see README).
 */
export function editPayload(r: AnyResource, base: Values | null, values: Values): Values {
  const rev = revOf(base)
  if (!base || rev === undefined) return values
  const patch: Record<string, FieldChange> = {}
  for (const name of editableFields(r)) {
    const field = r.fields[name]!
    if (!sameValue(field, base[name], values[name]))
      patch[name] = { from: normalised(field, base[name]), to: values[name] }
  }
  return { id: String(base.id), base_rev: rev, patch }
}

const changeSchema = z.object({ from: z.unknown(), to: z.unknown() })
const patchShape = z.object({
  id: z.string().check(z.regex(ULID_PATTERN)),
  base_rev: z.number().check(z.int(), z.gte(0)),
  patch: z.record(z.string(), changeSchema),
})

export type PatchCheck = { ok: true; value: PatchPayload } | { ok: false; messages: string[] }

/**
 * Validates a patch: its shape, that it names only editable fields, and each new value by the field's
 * rule (the same derived schema as a whole save). The merged row is validated again where it is merged.
 */
export function checkPatch(r: AnyResource, payload: unknown, lang: Language): PatchCheck {
  const shape = patchShape.safeParse(payload)
  if (!shape.success) return { ok: false, messages: [inLanguage(engineWords.malformedEdit, lang)] }
  const editable = new Set(editableFields(r))
  const names = Object.keys(shape.data.patch)
  const unknown = names.filter((n) => !editable.has(n))
  if (unknown.length > 0)
    return {
      ok: false,
      messages: [fillText(engineWords.notEditable, lang, { names: unknown.join(', ') })],
    }
  const picked = z.pick(
    fieldsSchema(r, lang),
    Object.fromEntries(names.map((n) => [n, true])) as Record<string, true>,
  )
  const parsed = picked.safeParse(Object.fromEntries(names.map((n) => [n, shape.data.patch[n]!.to])))
  if (!parsed.success) return { ok: false, messages: Object.values(fieldErrors(parsed.error)) }
  const patch: Record<string, FieldChange> = {}
  for (const n of names) {
    const field = r.fields[n]!
    patch[n] = { from: normalised(field, shape.data.patch[n]!.from), to: (parsed.data as Values)[n] }
  }
  return { ok: true, value: { id: shape.data.id, base_rev: shape.data.base_rev, patch } }
}

/** One field of an edit conflict: what the user started from, what the server holds, what they want. */
export interface ConflictField {
  field: string
  base: unknown
  theirs: unknown
  yours: unknown
  /** Who changed it since the base, and when (server time, ms); absent if history does not say. */
  by?: { id: number; name: string }
  at?: number
}

/** The data of an edit-conflict refusal (Code.editConflict). */
export interface EditConflict {
  resource: string
  id: string
  kind: 'save' | 'remove'
  /** The row as the server holds it now (null if it is gone), and its revision: the new base. */
  current: Values | null
  rev: number
  fields: ConflictField[]
}

export function isEditConflict(data: unknown): data is EditConflict {
  const d = data as EditConflict | null
  return typeof d === 'object' && d !== null && Array.isArray(d.fields) && typeof d.rev === 'number'
}
