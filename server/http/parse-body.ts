// Validates a request body against a shared schema and refuses with every problem worded from its
// field's label, in the caller's language (issue 19).
import type { z } from 'zod'
import { Code } from '../../src/api/codes.ts'
import { type Labels, labelled } from '../../src/resources/issue-messages.ts'
import { ApiFailure } from './envelope.ts'
import { joinMessages, type Lang } from './messages.ts'

export function refusal(error: z.ZodError, lang: Lang): ApiFailure {
  return new ApiFailure(Code.badRequest, 'invalidField', {
    message: joinMessages(
      lang,
      error.issues.map((i) => i.message),
    ),
  })
}

export function parseBody<T>(schema: z.ZodType<T>, body: unknown, labels: Labels, lang: Lang): T {
  const parsed = schema.safeParse(body, labelled(labels, lang))
  if (!parsed.success) throw refusal(parsed.error, lang)
  return parsed.data
}
