// How a field's value reads in a list cell.

import type { Language } from '../api/error-catalogue.ts'
import { formatCompanyInstant, formatCompanyTime } from '../lib/company-time.ts'
import { formatFen } from '../lib/money-format.ts'
import { choiceText, type Field } from '../resources/fields.ts'

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
