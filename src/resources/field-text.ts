// How a field's value reads in a list cell, a record's name and a search: the same words everywhere.
// DOM-free: the export worker searches with it.
import type { Language } from '../api/error-catalogue.ts'
import { formatCompanyInstant, formatCompanyTime } from '../lib/company-time.ts'
import { formatFen } from '../lib/money-format.ts'
import { halfWidth } from '../lib/money-input.ts'
import { choiceText, type Field } from './fields.ts'

/** An amount as typed or shown, without its currency sign, grouping and spaces ("8650.00"). */
function bareAmount(text: string): string {
  return halfWidth(text).replace(/[¥￥,\s]/g, '')
}

/** What a search for an amount looks for in "8650.00" (8650, 8,650.00 and ¥8,650 alike), or null. */
export function typedAmount(text: string): string | null {
  const bare = bareAmount(text.trim())
  return /^-?\d+(\.\d*)?$/.test(bare) ? bare : null
}

export function displayValue(
  field: Field,
  value: unknown,
  lang: Language,
  refLabel: (resource: string, id: string) => string | undefined,
): string {
  if (value === undefined || value === null || value === '') return ''
  switch (field.kind) {
    case 'money':
      return formatFen(Number(value))
    case 'int':
      return field.instant ? formatCompanyTime(Number(value)) : String(value)
    case 'bool':
    case 'enum':
      return choiceText(field, value, lang)
    case 'ref':
      return refLabel(field.resource, String(value)) ?? ''
    case 'text':
      return field.instant ? formatCompanyInstant(value) : String(value)
    default:
      return String(value)
  }
}
