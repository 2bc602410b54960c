// Texting a verification code (the register page's and the visitor forms'): one code a minute per
// mobile and purpose (verification-codes.ts), sent through the configured SmsSender; 503 without one.
import type { Context } from 'hono'
import type { AppEnv } from '../http/context.ts'
import { ApiFailure } from '../http/envelope.ts'
import { CODE_TTL_MS, issueCode } from './verification-codes.ts'

export interface CodeTarget {
  comId: number
  mobile: string
  purpose: string
}

/** Issues a code for the target and texts it; `text` words the message around the code. */
export async function textCode(
  c: Context<AppEnv>,
  target: CodeTarget,
  text: (code: string, minutes: number) => string,
): Promise<{ mobile: string; expires_in: number }> {
  const sms = c.get('config').sms
  if (!sms) throw new ApiFailure(503, 'smsNotConfigured')
  const now = c.get('config').now()
  const code = await c
    .get('db')
    .transaction()
    .execute((trx) => issueCode(trx, target, now))
  await sms.send(target.mobile, text(code, CODE_TTL_MS / 60_000))
  return { mobile: target.mobile, expires_in: CODE_TTL_MS / 1000 }
}
