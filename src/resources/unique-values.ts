// Fields declared `unique` (an item code, a contract number, a member's card number): one live
// record per value within the company. The device refuses a value its mirror already holds; the
// server, which sees every device's records, is the authority (server/routes/unique-values.ts).
import type { Language } from '../api/error-catalogue.ts'
import type { AnyResource } from './define-resource.ts'
import { engineWords } from './engine.text.ts'
import { fillText, inLanguage } from './text.ts'

export function uniqueFields(r: AnyResource): string[] {
  return Object.entries(r.fields).flatMap(([name, f]) => (f.kind === 'text' && f.unique ? [name] : []))
}

/** A unique field's value as the schema stores it (trimmed), or null when it is empty. */
export function uniqueValue(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : ''
  return text === '' ? null : text
}

/** "物料编码 WL-0001 已存在" / "Item code WL-0001 already exists". */
export function takenMessage(r: AnyResource, name: string, value: string, lang: Language): string {
  const label = inLanguage(r.fields[name]!.label, lang)
  return fillText(engineWords.taken, lang, { label, value })
}

/** Per unique field, the values other records hold and the id of one holding each. */
export type TakenValues = Record<string, Map<string, string>>

/**
 * The unique fields of `values` another record already holds (by `taken`), each with its message.
 * A value taken only by the record itself (`values.id`) is its own.
 */
export function takenProblems(
  r: AnyResource,
  values: Record<string, unknown>,
  taken: TakenValues,
  lang: Language,
): Record<string, string> {
  const out: Record<string, string> = {}
  for (const name of uniqueFields(r)) {
    const value = uniqueValue(values[name])
    const holder = value === null ? undefined : taken[name]?.get(value)
    if (value !== null && holder !== undefined && holder !== values.id)
      out[name] = takenMessage(r, name, value, lang)
  }
  return out
}
