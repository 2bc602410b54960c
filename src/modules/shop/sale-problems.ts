// A sale the shared schema refuses, said in the user's language and naming the field (and the line)
// by its label, on the till before queuing and on the server alike.
import type { z } from 'zod/mini'
import type { Language } from '../../api/error-catalogue.ts'
import { formatFen } from '../../lib/money-format.ts'
import { issueMessage } from '../../resources/issue-messages.ts'
import { bilingual, inLanguage, type Text } from '../../resources/text.ts'
import { saleProblemsWords } from './words.text.ts'

const LINE_LABELS: Record<string, Text> = saleProblemsWords.LINE_LABELS

const SALE_LABELS: Record<string, Text> = saleProblemsWords.SALE_LABELS

const LINE_MONEY = new Set(['price', 'discount'])
const SALE_MONEY = new Set(['total', 'tendered', 'change', 'amount'])

const TEXT = saleProblemsWords.TEXT

/** The value the sale held at a path (zod's final issues do not carry it). */
function valueAt(input: unknown, path: string[]): unknown {
  let v = input
  for (const key of path) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined
  return v
}

export function saleProblem(error: z.core.$ZodError, input: unknown, lang: Language): string {
  const issue = error.issues[0]
  if (!issue) return inLanguage(TEXT.doesNotAddUp, lang)
  const path = issue.path.map(String)
  const say = (text: Text, vars: Record<string, string>) => {
    const out = inLanguage(text, lang).replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '')
    return out.charAt(0).toUpperCase() + out.slice(1)
  }
  if (issue.code === 'custom' && ['total', 'change', 'payments'].includes(issue.message))
    return inLanguage(TEXT.doesNotAddUp, lang)
  if (issue.code === 'custom' && issue.message === 'memberDiscount')
    return inLanguage(TEXT.memberDiscount, lang)

  const inLine = path[0] === 'lines' && path.length >= 3
  const field = inLine ? path[2]! : (path[0] ?? '')
  let where = ''
  if (inLine) {
    const lines = (input as { lines?: { name?: unknown }[] } | null)?.lines
    const name = String(lines?.[Number(path[1])]?.name ?? '').slice(0, 40)
    where = say(TEXT.line, { n: String(Number(path[1]) + 1), name })
  }
  const label = inLanguage((inLine ? LINE_LABELS : SALE_LABELS)[field] ?? bilingual(field, field), lang)
  if (issue.code === 'custom' && issue.message === 'lineDiscount') return say(TEXT.lineDiscount, { where })
  const money = (inLine ? LINE_MONEY : SALE_MONEY).has(field)
  const boundOf = (n: unknown) => (money ? formatFen(Number(n)) : String(n))
  if (issue.code === 'too_big') return say(TEXT.tooBig, { where, label, n: boundOf(issue.maximum) })
  if (issue.code === 'too_small') return say(TEXT.tooSmall, { where, label, n: boundOf(issue.minimum) })
  // A value of the wrong kind says which kind it must be (a list, a whole number …).
  if (issue.code === 'invalid_type' && path.length > 0)
    return (
      where +
      issueMessage(
        { ...issue, path: [field], input: valueAt(input, path) },
        { [field]: bilingual(label, label) },
        lang,
      )
    )
  return say(TEXT.invalid, { where, label })
}
