// Words for the validation problems a schema did not word itself, naming the field by its label in
// the caller's language (issue 19: no English library default inside a Chinese answer). Passed to
// zod per parse, so a schema's own messages still win.
import type { z } from 'zod/mini'
import type { Language } from '../api/error-catalogue.ts'
import { issueMessagesWords, ruleText } from './engine.text.ts'
import { inLanguage, labelIn, type Text } from './text.ts'

export type Labels = Record<string, Text>

const kinds: Record<string, Text> = issueMessagesWords.kinds

// The problems a declared rule also names are worded once, by the rule (ruleText).
const words = {
  ...issueMessagesWords.words,
  required: ruleText.required,
  longText: ruleText.maxLength,
  big: ruleText.atMost,
  small: ruleText.atLeast,
  invalid: ruleText.option,
} satisfies Record<string, Text>

/** The label of an issue's path: the declared label of its first key, else the key path itself. */
function labelOf(path: readonly PropertyKey[], labels: Labels, lang: Language): string {
  const head = String(path[0] ?? '')
  const label = labels[head]
  const rest = path.slice(1).filter((p) => typeof p === 'string')
  const name = label ? inLanguage(label, lang) : head
  const nested = rest.length ? (labels[`${head}.${String(rest.at(-1))}`] ?? null) : null
  return nested ? `${name}·${inLanguage(nested, lang)}` : name
}

type Issue = Parameters<z.core.$ZodErrorMap>[0]

export function issueMessage(issue: Issue, labels: Labels, lang: Language): string {
  const path = issue.path ?? []
  const say = (w: Text, n?: unknown, kind?: string) =>
    inLanguage(w, lang)
      .replace('{label}', labelIn(inLanguage(w, lang), labelOf(path, labels, lang), lang))
      .replace('{n}', String(n ?? ''))
      .replace('{kind}', kind ?? '')
  if (path.length === 0) return inLanguage(words.body, lang)
  const i = issue as Issue & { expected?: string; origin?: string; maximum?: unknown; minimum?: unknown }
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return say(words.required)
      return say(words.type, undefined, inLanguage(kinds[i.expected ?? ''] ?? kinds.string!, lang))
    case 'too_big':
      if (i.origin === 'string') return say(words.longText, i.maximum)
      if (i.origin === 'array') return say(words.manyItems, i.maximum)
      return say(words.big, i.maximum)
    case 'too_small':
      if (i.origin === 'string')
        return Number(i.minimum) <= 1 ? say(words.required) : say(words.shortText, i.minimum)
      if (i.origin === 'array') return say(words.fewItems, i.minimum)
      return say(words.small, i.minimum)
    default:
      return say(words.invalid)
  }
}

/** The per-parse error option: `schema.safeParse(v, labelled(labels, lang))`. */
export function labelled(labels: Labels, lang: Language): { error: z.core.$ZodErrorMap } {
  return { error: (issue) => issueMessage(issue, labels, lang) }
}

/** Labels of a declaration's fields. */
export function labelsOf(fields: Record<string, { label: Text }>): Labels {
  return Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f.label]))
}

/** Every problem of a refused value, each once, as its schema or `labelled` worded it. */
export const messagesOf = (error: z.core.$ZodError): string[] => [
  ...new Set(error.issues.map((i) => i.message)),
]

/**
 * Reports a problem from inside a transform (zod/mini's transforms get the parse payload, not
 * classic zod's `addIssue`): the same custom issue, on the value being parsed.
 */
export function addIssue(ctx: z.core.ParsePayload, message: string, path?: PropertyKey[]): void {
  ctx.issues.push({ code: 'custom', message, input: ctx.value, ...(path ? { path } : {}) })
}
