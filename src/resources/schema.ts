// The validation schema derived from a declaration: one zod object used by the form, by the worker
// before it enqueues, and by the server before it writes.
import { z } from 'zod'
import type { Language } from '../api/error-catalogue.ts'
import { isMobile } from '../lib/checks.ts'
import type { AnyResource } from './define-resource.ts'
import { emptyValue, type Field } from './fields.ts'
import { ruleMessage } from './text.ts'

export const ULID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/

function fieldSchema(field: Field, lang: Language): z.ZodType {
  const msg = (rule: Parameters<typeof ruleMessage>[0], n?: number) => ruleMessage(rule, field.label, lang, n)
  switch (field.kind) {
    case 'id':
      return z.string().regex(ULID_PATTERN, msg('id'))
    case 'text': {
      let s = z.string({ error: msg('required') }).trim()
      if (field.required) s = s.min(1, msg('required'))
      return s.max(field.max ?? 200, msg('maxLength', field.max ?? 200))
    }
    case 'mobile':
      return field.required
        ? z.string({ error: msg('required') }).refine(isMobile, msg('mobile'))
        : z.string().refine((v) => v === '' || isMobile(v), msg('mobile'))
    case 'money':
      return z
        .number({ error: msg('money') })
        .int(msg('money'))
        .min(0, msg('money'))
    case 'int': {
      let s = z.number({ error: msg('integer') }).int(msg('integer'))
      if (field.min !== undefined) s = s.min(field.min, msg('integer'))
      if (field.max !== undefined) s = s.max(field.max, msg('integer'))
      return s
    }
    case 'date':
      return field.required
        ? z.string().regex(DATE_PATTERN, msg('date'))
        : z.string().refine((v) => v === '' || DATE_PATTERN.test(v), msg('date'))
    case 'bool':
      return z.boolean()
    case 'enum':
      // A dictionary's entries are data the admin edits; the server checks them against its copy.
      if (field.dictionary)
        return z
          .string({ error: msg('option') })
          .min(1, msg('option'))
          .max(60, msg('option'))
      return z.enum(Object.keys(field.options) as [string, ...string[]], { error: msg('option') })
    case 'ref':
      return field.required
        ? z.string({ error: msg('choose') }).min(1, msg('choose'))
        : z.string({ error: msg('choose') }).refine((v) => v === '' || ULID_PATTERN.test(v), msg('choose'))
  }
}

const cache = new Map<string, z.ZodObject>()

/** The write payload of `<name>.save`: every declared field, nothing else. */
export function saveSchema(resource: AnyResource, lang: Language): z.ZodObject {
  const key = `${resource.name}:${lang}`
  let schema = cache.get(key)
  if (!schema) {
    const shape: Record<string, z.ZodType> = {}
    for (const [name, field] of Object.entries(resource.fields)) {
      const schema = fieldSchema(field, lang)
      // A field the caller left out takes its empty value unless it is required.
      shape[name] =
        field.required || field.kind === 'id' ? schema : schema.default(emptyValue(field) as never)
    }
    schema = z.object(shape).strip()
    cache.set(key, schema)
  }
  return schema
}

/** `base_rev`: the revision the user saw; a record changed since is not removed without asking. */
export const removeSchema = z.object({
  id: z.string().regex(ULID_PATTERN),
  base_rev: z.number().int().min(0).optional(),
})

/** First message per field, for a form or a server answer. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? '')
    out[name] ??= issue.message
  }
  return out
}
