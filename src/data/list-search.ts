// The list's search box matches what the list shows, in the user's language: a department by its
// name, a status by its label, an amount as ¥8,650.00 however it is typed (8650, 8,650.00, ¥8,650).
// DOM-free: the export worker searches the same way, so an export holds exactly the rows found.
import type { Language } from '../api/error-catalogue.ts'
import type { AnyResource } from '../resources/define-resource.ts'
import { bareAmount, displayValue, typedAmount } from '../resources/field-text.ts'
import type { Row } from './user-db.ts'

/** id → label of every record a ref field may point to, per referenced resource. */
export type RefLabels = Record<string, Map<string, string>>

/** The fields a search looks in: the declared search fields and every column on screen. */
export function searchedFields(r: AnyResource, columns: readonly string[]): string[] {
  return [...new Set([...r.list.search, ...columns])].filter((name) => name in r.fields)
}

/** A search as typed, made ready once per query rather than once per row. */
export function searchMatcher(
  r: AnyResource,
  typed: string,
  columns: readonly string[],
  refs: RefLabels,
  lang: Language,
): ((row: Row) => boolean) | null {
  const text = typed.trim().toLowerCase()
  if (!text) return null
  const amount = typedAmount(text)
  const fields = searchedFields(r, columns).map((name) => [name, r.fields[name]!] as const)
  const refLabel = (resource: string, id: string) => refs[resource]?.get(id)
  return (row) =>
    fields.some(([name, field]) => {
      const shown = displayValue(field, row[name], lang, refLabel)
      if (shown.toLowerCase().includes(text)) return true
      return amount !== null && field.kind === 'money' && bareAmount(shown).includes(amount)
    })
}
