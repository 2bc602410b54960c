// Rules that hold between two fields of one record (a contract cannot have received more than its
// amount, nor be delivered before it was signed). Declared once on the resource (`rules`), checked by
// the derived schema, so the form, an import's preview, the worker and the server refuse alike.
import type { Language } from '../api/error-catalogue.ts'
import { recordRulesWords } from './engine.text.ts'
import type { Field } from './fields.ts'
import { inLanguage, type Text } from './text.ts'

export type RecordRule<K extends string = string> =
  /** `field` ≤ `limit` (money or whole numbers). */
  | { kind: 'notMoreThan'; field: K; limit: K }
  /** `field` is the same day (or month) as `start`, or later; either left empty is not checked. */
  | { kind: 'notBefore'; field: K; start: K }

export const notMoreThan = <K extends string>(field: K, limit: K): RecordRule<K> => ({
  kind: 'notMoreThan',
  field,
  limit,
})
export const notBefore = <K extends string>(field: K, start: K): RecordRule<K> => ({
  kind: 'notBefore',
  field,
  start,
})

const words = recordRulesWords.words satisfies Record<RecordRule['kind'], Text>

/** The other field a rule compares with. */
export const otherField = (rule: RecordRule): string =>
  rule.kind === 'notMoreThan' ? rule.limit : rule.start

const kindsOf: Record<RecordRule['kind'], Field['kind'][]> = {
  notMoreThan: ['money', 'int'],
  notBefore: ['date', 'month'],
}

/** A rule naming a field the declaration lacks, or of a kind it cannot compare, is a typo: said at load. */
export function checkRuleFields(resource: string, rule: RecordRule, fields: Record<string, Field>): void {
  for (const name of [rule.field, otherField(rule)]) {
    const field = fields[name]
    if (!field || !kindsOf[rule.kind].includes(field.kind))
      throw new Error(`resource ${resource}: rule ${rule.kind} cannot compare field ${name}`)
  }
}

const blank = (v: unknown) => v === undefined || v === null || v === ''

/** What is wrong with a record under a rule, naming both fields in the caller's language, or null. */
export function ruleProblem(
  rule: RecordRule,
  fields: Record<string, Field>,
  values: Record<string, unknown>,
  lang: Language,
): string | null {
  const value = values[rule.field]
  const other = values[otherField(rule)]
  if (blank(value) || blank(other)) return null
  const broken = rule.kind === 'notMoreThan' ? Number(value) > Number(other) : String(value) < String(other)
  if (!broken) return null
  return inLanguage(words[rule.kind], lang)
    .replace('{a}', inLanguage(fields[rule.field]!.label, lang))
    .replace('{b}', inLanguage(fields[otherField(rule)]!.label, lang))
}
