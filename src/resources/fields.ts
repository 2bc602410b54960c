// Field kinds of a resource declaration. Each kind knows its SQL type, how it validates and how a
// form shows it; money is always integer fen.
import type { Language } from '../api/error-catalogue.ts'
import { engineWords, fieldsWords } from './engine.text.ts'
import { inLanguage, type Text } from './text.ts'

interface Base {
  label: Text
  required?: boolean
  /** Shown but not edited in the form (set by the server or a workflow). */
  readOnly?: boolean
  /**
   * Decides who approves what (a staff file's department and post): changed only by holders of the
   * approval-routing right, and never on one's own record (server/approvals/routing-guard.ts).
   */
  routing?: boolean
}

export type Field =
  | ({ kind: 'id' } & Base)
  | ({ kind: 'text'; max?: number; multiline?: boolean; instant?: boolean; unique?: boolean } & Base)
  | ({ kind: 'mobile' } & Base)
  | ({ kind: 'money' } & Base)
  | ({ kind: 'int'; min?: number; max?: number; instant?: boolean } & Base)
  | ({ kind: 'date' } & Base)
  | ({ kind: 'month' } & Base)
  | ({ kind: 'bool' } & Base)
  | ({ kind: 'enum'; options: Record<string, Text>; dictionary?: string } & Base)
  | ({ kind: 'ref'; resource: string; display: string; within?: string } & Base)

export type FieldKind = Field['kind']

/** Builders: `f.text({ label, required: true })`; literal kinds survive so row types can be derived. */
export const f = {
  id: () => ({ kind: 'id', label: fieldsWords.f.id.label, readOnly: true }) as const,
  /**
   * `instant: true`: an ISO instant (a sale's time), shown as company time. `unique: true`: one
   * record per value within the company (an item code); the device checks its mirror, the server decides.
   */
  text: (o: Base & { max?: number; multiline?: boolean; instant?: boolean; unique?: boolean }) =>
    ({ kind: 'text', ...o }) as const,
  mobile: (o: Base) => ({ kind: 'mobile', ...o }) as const,
  money: (o: Base) => ({ kind: 'money', ...o }) as const,
  /** `instant: true`: ms since the epoch, shown as company time (2026-11-24 09:05), not a raw number. */
  int: (o: Base & { min?: number; max?: number; instant?: boolean }) => ({ kind: 'int', ...o }) as const,
  date: (o: Base) => ({ kind: 'date', ...o }) as const,
  /** A calendar month, stored as YYYY-MM (a budget's period); the form offers a month picker. */
  month: (o: Base) => ({ kind: 'month', ...o }) as const,
  bool: (o: Base) => ({ kind: 'bool', ...o }) as const,
  enumOf: <O extends Record<string, Text>>(o: Base & { options: O }) => ({ kind: 'enum', ...o }) as const,
  /**
   * An enumeration an admin edits without a release (/site/sitedict): `options` are its first
   * entries, seeded into the dictionary; forms and lists read the mirrored entries of `dictionary`.
   */
  dictionary: (o: Base & { dictionary: string; options: Record<string, Text> }) =>
    ({ kind: 'enum', ...o }) as const,
  /**
   * `within: 'depa_id'`: the form offers only target rows whose `depa_id` is the value this record's
   * own `depa_id` holds (a department's posts), and the server refuses a save naming any other
   * (server/routes/reference-checks.ts). The target declares a field of the same name.
   */
  ref: (o: Base & { resource: string; display: string; within?: string }) => ({ kind: 'ref', ...o }) as const,
}

/** Fields many declarations share, worded once. */
export const common = {
  remark: f.text({ label: fieldsWords.common.remark.label, max: 500, multiline: true }),
  /** The project a record belongs to, by its name. */
  project: f.ref({
    label: fieldsWords.common.project.label,
    resource: 'projects',
    display: 'name',
    required: true,
  }),
  /** A record's state, by the options its workflow moves through (a new record starts at the first). */
  status: <O extends Record<string, Text>>(options: O) =>
    f.enumOf({ label: fieldsWords.common.status.label, options }),
  /** The unified social credit code of a company, supplier or client. */
  taxNo: f.text({ label: fieldsWords.common.taxNo.label, max: 30 }),
  contact: f.text({ label: fieldsWords.common.contact.label, max: 30 }),
  phone: f.mobile({ label: fieldsWords.common.phone.label }),
  address: f.text({ label: fieldsWords.common.address.label, max: 200 }),
  bank: f.text({ label: fieldsWords.common.bank.label, max: 60 }),
  /** Who handled a money entry. */
  handler: f.text({ label: fieldsWords.common.handler.label, max: 30 }),
}

/** A shared field that this declaration requires. */
export function required<F extends Field>(field: F): F & { required: true } {
  return { ...field, required: true }
}

/** The value a field kind stores: numbers for money (fen) and int, booleans, strings otherwise. */
export type ValueOf<F> = F extends { kind: 'money' | 'int' }
  ? number
  : F extends { kind: 'bool' }
    ? boolean
    : F extends { kind: 'enum'; options: infer O }
      ? Extract<keyof O, string>
      : string

/** The value a new record starts with. */
export function emptyValue(field: Field): string | number | boolean {
  switch (field.kind) {
    case 'money':
    case 'int':
      return 0
    case 'bool':
      return false
    case 'enum':
      return Object.keys(field.options)[0] ?? ''
    default:
      return ''
  }
}

/** Every declared field at the value a new record starts with. */
export function emptyRow(fields: Record<string, Field>): Record<string, string | number | boolean> {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, emptyValue(field)]))
}

/**
 * Every declared field as the server's row holds it when nobody set it (its column's default):
 * zero, no, or empty text — an option too, unlike a new form's first option.
 */
export function unsetRow(fields: Record<string, Field>): Record<string, string | number | boolean> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, f]) => [
      name,
      f.kind === 'money' || f.kind === 'int' ? 0 : f.kind === 'bool' ? false : '',
    ]),
  )
}

/** How a yes/no or an option reads in a list, a sheet or a record: 是/否, or the option's label. */
export function choiceText(field: Field & { kind: 'bool' | 'enum' }, value: unknown, lang: Language): string {
  if (field.kind === 'bool') return inLanguage(value ? engineWords.yes : engineWords.no, lang)
  const option = field.options[String(value)]
  return option ? inLanguage(option, lang) : String(value)
}
