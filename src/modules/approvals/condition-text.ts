// A flow step's branch in words, after its label: "（金额超过 ¥5,000.00）" / " (amount over ¥5,000.00)".
// Page-side: the words are the catalogue's (sop.when.*); the rule itself is sop-rules.ts's.
import type { TFunction } from 'i18next'
import type { Language } from '../../api/error-catalogue.ts'
import { listText } from '../../lib/intl-locale.ts'
import { formatFen } from '../../lib/money-format.ts'
import type { FlowStep } from './sop-rules.ts'

export function conditionText(
  step: FlowStep,
  t: TFunction,
  lang: Language,
  depaNames: (id: string) => string,
): string {
  const parts: string[] = []
  const over = step.when?.over
  if (over) parts.push(t('sop.when.over', { amount: formatFen(over) }))
  const depas = step.when?.depa_ids ?? []
  if (depas.length > 0) parts.push(t('sop.when.depas', { depas: listText(depas.map(depaNames), lang) }))
  if (parts.length === 0) return ''
  return t('sop.when.wrap', { parts: parts.join(t('sop.when.separator')) })
}
