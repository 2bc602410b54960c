// The list's search box matches what the list shows, in the user's language: a department by its
// name, a status by its label, an amount as ¥8,650.00 however it is typed (8650, 8,650.00, ¥8,650).
// DOM-free: the export worker searches the same way, so an export holds exactly the rows found.
import type { Language } from '../api/error-catalogue.ts'
import { fenPlain, formatFen } from '../lib/money-format.ts'
import type { AnyResource } from '../resources/define-resource.ts'
import { displayValue, typedAmount } from '../resources/field-text.ts'
import { choiceText, type Field } from '../resources/fields.ts'
import type { Row } from './user-db.ts'

/** id → label of every record a ref field may point to, per referenced resource. */
export type RefLabels = Record<string, Map<string, string>>

/** The fields a search looks in: the declared search fields and every column on screen. */
export function searchedFields(r: AnyResource, columns: readonly string[]): string[] {
  // The declared columns are searched whether shown or not: hiding a column must not change which
  // rows a search already typed finds.
  return [...new Set([...r.list.search, ...r.list.columns, ...columns])].filter((name) => name in r.fields)
}

type ValueMatch = (value: unknown) => boolean

const empty = (value: unknown) => value === undefined || value === null || value === ''

/**
 * One field's test, prepared once per query: an option or a reference is matched by its label
 * ahead of the rows, so a row costs a set lookup; an amount is formatted only when the text could
 * be one. Null when nothing this field shows can match.
 */
function fieldMatch(field: Field, text: string, refs: RefLabels, lang: Language): ValueMatch | null {
  const has = (shown: string) => shown.toLowerCase().includes(text)
  switch (field.kind) {
    case 'bool': {
      const yes = has(choiceText(field, true, lang))
      const no = has(choiceText(field, false, lang))
      return yes || no ? (v) => !empty(v) && (v ? yes : no) : null
    }
    case 'enum': {
      const hits = new Set(Object.keys(field.options).filter((key) => has(choiceText(field, key, lang))))
      // A value no option names reads as itself (an entry an admin added to the dictionary).
      return (v) => !empty(v) && (String(v) in field.options ? hits.has(String(v)) : has(String(v)))
    }
    case 'ref': {
      const ids = new Set<string>()
      for (const [id, label] of refs[field.resource] ?? []) if (has(label)) ids.add(id)
      return ids.size ? (v) => ids.has(String(v)) : null
    }
    case 'money': {
      const amount = typedAmount(text)
      // An amount however typed (8650, 8,650.00, ¥8,650) is compared with the digits the cell shows.
      if (amount !== null) return (v) => !empty(v) && fenPlain(Number(v)).includes(amount)
      return /^[-¥,.\d]+$/.test(text) ? (v) => !empty(v) && has(formatFen(Number(v))) : null
    }
    default:
      return (v) => has(displayValue(field, v, lang, () => undefined))
  }
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
  const tests = searchedFields(r, columns).flatMap((name) => {
    const match = fieldMatch(r.fields[name]!, text, refs, lang)
    return match ? [[name, match] as const] : []
  })
  return (row) => tests.some(([name, match]) => match(row[name]))
}
