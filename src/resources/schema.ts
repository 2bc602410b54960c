// The validation schema derived from a declaration: one zod object used by the form, by the worker
// before it enqueues, and by the server before it writes.
import { z } from 'zod/mini'
import type { Language } from '../api/error-catalogue.ts'
import { isMobile } from '../lib/checks.ts'
import type { AnyResource } from './define-resource.ts'
import { emptyValue, type Field } from './fields.ts'
import { ruleProblem } from './record-rules.ts'
import { ruleMessage } from './rule-message.ts'

export const ULID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/
/** A real month: 2026-11, never 2026-13 or 2026-1. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/

function fieldSchema(field: Field, lang: Language): z.ZodMiniType {
  const msg = (rule: Parameters<typeof ruleMessage>[0], n?: number) => ruleMessage(rule, field.label, lang, n)
  switch (field.kind) {
    case 'id':
      return z.string().check(z.regex(ULID_PATTERN, msg('id')))
    case 'text': {
      let s = z.string({ error: msg('required') }).check(z.trim())
      if (field.required) s = s.check(z.minLength(1, msg('required')))
      return s.check(z.maxLength(field.max ?? 200, msg('maxLength', field.max ?? 200)))
    }
    case 'mobile':
      return field.required
        ? z.string({ error: msg('required') }).check(z.refine(isMobile, msg('mobile')))
        : z.string().check(z.refine((v) => v === '' || isMobile(v), msg('mobile')))
    case 'money':
      return z.number({ error: msg('money') }).check(z.int(msg('money')), z.gte(0, msg('money')))
    case 'int': {
      let s = z.number({ error: msg('integer') }).check(z.int(msg('integer')))
      // A whole number out of range says its bound: "份数须为整数" for -3 left the clerk guessing.
      if (field.min !== undefined) s = s.check(z.gte(field.min, msg('atLeast', field.min)))
      if (field.max !== undefined) s = s.check(z.lte(field.max, msg('atMost', field.max)))
      return s
    }
    case 'date':
      return calendarSchema(field.required, isRealDate, msg('choose'), msg('date'))
    case 'month':
      return calendarSchema(field.required, (v) => MONTH_PATTERN.test(v), msg('choose'), msg('month'))
    case 'bool':
      return z.boolean()
    case 'enum':
      // A dictionary's entries are data the admin edits; the server checks them against its copy.
      if (field.dictionary)
        return z
          .string({ error: msg('option') })
          .check(z.minLength(1, msg('option')), z.maxLength(60, msg('option')))
      return z.enum(Object.keys(field.options) as [string, ...string[]], { error: msg('option') })
    case 'ref':
      return field.required
        ? z.string({ error: msg('choose') }).check(z.minLength(1, msg('choose')))
        : z
            .string({ error: msg('choose') })
            .check(z.refine((v) => v === '' || ULID_PATTERN.test(v), msg('choose')))
  }
}

/** A calendar day that exists: 2026-02-28, never 2026-02-30 or 2026-13-01. */
function isRealDate(v: string): boolean {
  if (!DATE_PATTERN.test(v)) return false
  const [y, m, d] = v.split('-').map(Number) as [number, number, number]
  const t = new Date(Date.UTC(y, m - 1, d))
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d
}

/** A date or a month: empty unless required (then chosen), else of its form. */
function calendarSchema(
  required: boolean | undefined,
  valid: (v: string) => boolean,
  choose: string,
  invalid: string,
): z.ZodMiniType {
  const form = z.refine<string>((v) => v === '' || valid(v), invalid)
  return required ? z.string({ error: choose }).check(z.minLength(1, choose), form) : z.string().check(form)
}

const cache = new Map<string, z.ZodMiniObject>()
const ruledCache = new Map<string, z.ZodMiniObject>()

/**
 * The write payload of `<name>.save`: every declared field, nothing else, and the declaration's
 * rules between fields (each problem on its first field, so the form shows it there).
 */
export function saveSchema(resource: AnyResource, lang: Language): z.ZodMiniObject {
  const key = `${resource.name}:${lang}`
  let schema = ruledCache.get(key)
  if (!schema) {
    const rules = resource.rules ?? []
    schema = fieldsSchema(resource, lang)
    if (rules.length > 0)
      schema = schema.check(
        z.superRefine((values: Record<string, unknown>, ctx) => {
          for (const rule of rules) {
            const message = ruleProblem(rule, resource.fields, values, lang)
            if (message)
              ctx.addIssue({ code: 'custom', message, input: values[rule.field], path: [rule.field] })
          }
        }),
      )
    ruledCache.set(key, schema)
  }
  return schema
}

/** Each declared field on its own, without the rules between them: what a patch of a few fields picks from. */
export function fieldsSchema(resource: AnyResource, lang: Language): z.ZodMiniObject {
  const key = `${resource.name}:${lang}`
  let schema = cache.get(key)
  if (!schema) {
    const shape: Record<string, z.ZodMiniType> = {}
    for (const [name, field] of Object.entries(resource.fields)) {
      const schema = fieldSchema(field, lang)
      // A field the caller left out takes its empty value unless it is required.
      shape[name] =
        field.required || field.kind === 'id' ? schema : z._default(schema, emptyValue(field) as never)
    }
    schema = z.object(shape)
    cache.set(key, schema)
  }
  return schema
}

/** `base_rev`: the revision the user saw; a record changed since is not removed without asking. */
export const removeSchema = z.object({
  id: z.string().check(z.regex(ULID_PATTERN)),
  base_rev: z.optional(z.number().check(z.int(), z.gte(0))),
})

/** First message per field, for a form or a server answer. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? '')
    out[name] ??= issue.message
  }
  return out
}
