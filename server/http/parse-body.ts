// Validates a request body against a shared schema and refuses with every problem worded from its
// field's label, in the caller's language (issue 19).
import { z } from 'zod/mini'
import { Code } from '../../src/api/codes.ts'
import { type Labels, labelled, messagesOf } from '../../src/resources/issue-messages.ts'
import { ApiFailure } from './envelope.ts'
import { joinMessages, type Lang } from './messages.ts'

/** A refusal naming every problem, in the caller's language (a command's own wording included). */
export function invalidField(lang: Lang, messages: string[]): ApiFailure {
  return new ApiFailure(Code.badRequest, 'invalidField', { message: joinMessages(lang, messages) })
}

export function refusal(error: z.core.$ZodError, lang: Lang): ApiFailure {
  return invalidField(lang, messagesOf(error))
}

/** Any zod schema, classic or mini (the shared ones are zod/mini: they ride in the page's first script). */
export function parseBody<T>(schema: z.core.$ZodType<T>, body: unknown, labels: Labels, lang: Lang): T {
  const parsed = z.safeParse(schema, body, labelled(labels, lang))
  if (!parsed.success) throw refusal(parsed.error, lang)
  return parsed.data
}
