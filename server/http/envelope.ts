// Every answer is the envelope {code, msg, data, total?} of spec §8; the HTTP status follows the code
// so proxies and logs see failures too.
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { Code } from '../../src/api/codes.ts'
import { type Lang, type MessageKey, message } from './messages.ts'

export class ApiFailure extends Error {
  constructor(
    readonly code: number,
    readonly key: MessageKey,
    readonly vars: Record<string, string | number> = {},
    /** What the refusal carries besides its message (an edit conflict's fields); null otherwise. */
    readonly data: unknown = null,
  ) {
    super(key)
  }
}

export function httpStatus(code: number): ContentfulStatusCode {
  if (code === Code.ok) return 200
  if (code >= 2000) return 401
  if (code >= 400 && code < 600) return code as ContentfulStatusCode
  return 400
}

export function ok<T>(c: Context, data: T, extra: Record<string, unknown> = {}) {
  return c.json({ code: Code.ok, msg: message(c.get('lang') as Lang, 'ok'), data, ...extra }, 200)
}

export function failure(c: Context, f: ApiFailure) {
  // A refusal that names its wait says it to proxies and clients too (RFC 9110 §10.2.3).
  if (f.code === Code.tooManyRequests && typeof f.vars.s === 'number')
    c.header('Retry-After', String(f.vars.s))
  return c.json(
    { code: f.code, msg: message(c.get('lang') as Lang, f.key, f.vars), data: f.data },
    httpStatus(f.code),
  )
}
