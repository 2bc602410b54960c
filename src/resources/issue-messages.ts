// Words for the validation problems a schema did not word itself, naming the field by its label in
// the caller's language (issue 19: no English library default inside a Chinese answer). Passed to
// zod per parse, so a schema's own messages still win.
import type { z } from 'zod/mini'
import type { Language } from '../api/error-catalogue.ts'
import { inLanguage, labelIn, type Text } from './text.ts'

export type Labels = Record<string, Text>

const kinds: Record<string, Text> = {
  string: { zh: '文本', en: 'text' },
  number: { zh: '数字', en: 'a number' },
  int: { zh: '整数', en: 'a whole number' },
  boolean: { zh: '是或否', en: 'yes or no' },
  array: { zh: '列表', en: 'a list' },
  object: { zh: '对象', en: 'an object' },
}

const words = {
  body: { zh: '请求内容须为 JSON 对象', en: 'The request body must be a JSON object' },
  required: { zh: '请输入{label}', en: 'Enter the {label}' },
  type: { zh: '{label}须为{kind}', en: '{label} must be {kind}' },
  longText: { zh: '{label}不能超过{n}个字符', en: '{label} cannot be longer than {n} characters' },
  shortText: { zh: '{label}不能少于{n}个字符', en: '{label} cannot be shorter than {n} characters' },
  big: { zh: '{label}不能大于{n}', en: '{label} cannot be more than {n}' },
  small: { zh: '{label}不能小于{n}', en: '{label} cannot be less than {n}' },
  manyItems: { zh: '{label}最多{n}项', en: '{label} can have at most {n} items' },
  fewItems: { zh: '{label}至少{n}项', en: '{label} needs at least {n} items' },
  invalid: { zh: '{label}的取值无效', en: '{label} has an invalid value' },
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
