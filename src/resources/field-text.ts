// How a field's value reads in a list cell, a record's name and a search: the same words everywhere.
// DOM-free: the export worker searches with it.
import type { Language } from '../api/error-catalogue.ts'
import { formatCompanyInstant, formatCompanyTime } from '../lib/company-time.ts'
import { choiceText, type Field } from './fields.ts'

/** ¥8,650,000.00: grouped like the dashboards, from whole fen (no float rounding). */
export function formatFen(fen: number): string {
  const abs = Math.abs(Math.round(fen))
  const yuan = String(Math.trunc(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `¥${fen < 0 ? '-' : ''}${yuan}.${String(abs % 100).padStart(2, '0')}`
}

/** An amount as typed or shown, without its currency sign, grouping and spaces ("8650.00"). */
export function bareAmount(text: string): string {
  return text.replace(/[¥￥,，\s]/g, '')
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
