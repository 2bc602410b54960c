// How a record is named to a user (a delete confirmation, a selected row, a search hit): by the
// declared recordTitle (one field or several), else by its first plain text field (a name, a payee, a summary), else by
// its date and amount ("2026-11-03 ¥8,650.00"), so a finance entry is never named by its date alone.
// A name that reads empty (an invoice number not yet given) falls to the next way.
import type { Language } from '../api/error-catalogue.ts'
import type { AnyResource } from './define-resource.ts'
import { displayValue } from './field-text.ts'
import type { Field } from './fields.ts'

export type RefLabel = (resource: string, id: string) => string | undefined

const plainText = (f: Field) => f.kind === 'text' && !f.multiline && !f.instant

function firstOf(r: AnyResource, kind: (f: Field) => boolean): string[] {
  const name = Object.keys(r.fields).find((n) => kind(r.fields[n]!))
  return name ? [name] : []
}

/** The ways to name a record of `r`, best first, each a list of fields read side by side. */
export function namingFields(r: AnyResource): string[][] {
  const dateAndAmount = [...firstOf(r, (f) => f.kind === 'date'), ...firstOf(r, (f) => f.kind === 'money')]
  const ways = [
    [r.recordTitle ?? []].flat(),
    firstOf(r, plainText),
    dateAndAmount,
    r.list.columns.slice(0, 1),
  ]
  return ways.filter((w) => w.length > 0)
}

export function recordName(
  r: AnyResource,
  row: Record<string, unknown>,
  lang: Language,
  refLabel: RefLabel = () => undefined,
): string {
  for (const way of namingFields(r)) {
    const words = way.map((name) => displayValue(r.fields[name]!, row[name], lang, refLabel)).filter(Boolean)
    if (words.length) return words.join(' ')
  }
  return String(row.id ?? '')
}
