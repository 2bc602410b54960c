// Verification codes the server issues (a text message to a mobile) and checks: stored hashed, valid
// for 5 minutes, 5 tries, used once; a mobile gets at most one code a minute. Never accepted blind.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import { Code } from '../../src/api/codes.ts'
import type { Database } from '../db/schema.ts'
import { ApiFailure } from '../http/envelope.ts'

export const CODE_TTL_MS = 5 * 60_000
export const CODE_TRIES = 5
export const RESEND_AFTER_MS = 60_000
const TOO_MANY_REQUESTS = 429

type Db = Kysely<Database> | Transaction<Database>

interface Target {
  comId: number
  mobile: string
  purpose: string
}

const hashOf = (t: Target, code: string) =>
  createHash('sha256').update(`${t.comId}:${t.purpose}:${t.mobile}:${code}`).digest()

/** Makes and stores a new code for the mobile; the caller sends it. */
export async function issueCode(db: Db, t: Target, now: number): Promise<string> {
  const last = await db
    .selectFrom('sms_codes')
    .select('created_at')
    .where('com_id', '=', t.comId)
    .where('mobile', '=', t.mobile)
    .where('purpose', '=', t.purpose)
    .orderBy('created_at', 'desc')
    .executeTakeFirst()
  const wait = last ? Number(last.created_at) + RESEND_AFTER_MS - now : 0
  if (wait > 0) throw new ApiFailure(TOO_MANY_REQUESTS, 'smsTooSoon', { s: Math.ceil(wait / 1000) })
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  // A new code replaces older ones: only the last one sent can be used.
  await db
    .deleteFrom('sms_codes')
    .where('com_id', '=', t.comId)
    .where('mobile', '=', t.mobile)
    .where('purpose', '=', t.purpose)
    .execute()
  await db
    .insertInto('sms_codes')
    .values({
      com_id: t.comId,
      mobile: t.mobile,
      purpose: t.purpose,
      code_hash: hashOf(t, code).toString('hex'),
      expires_at: now + CODE_TTL_MS,
      attempts_left: CODE_TRIES,
      created_at: now,
    })
    .execute()
  return code
}

/**
 * Checks a code; a wrong one uses up a try (recorded even though the caller's request then fails).
 * Returns the code's row id, for `consumeCode` in the transaction that acts on it.
 */
export async function checkCode(db: Kysely<Database>, t: Target, code: string, now: number): Promise<number> {
  const row = await db
    .selectFrom('sms_codes')
    .selectAll()
    .where('com_id', '=', t.comId)
    .where('mobile', '=', t.mobile)
    .where('purpose', '=', t.purpose)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  if (!row) throw new ApiFailure(Code.badRequest, 'verifyCodeMissing')
  if (row.attempts_left <= 0) throw new ApiFailure(Code.badRequest, 'verifyCodeUsedUp')
  const expected = Buffer.from(row.code_hash, 'hex')
  if (!timingSafeEqual(expected, hashOf(t, code))) {
    const left = row.attempts_left - 1
    await db.updateTable('sms_codes').set({ attempts_left: left }).where('id', '=', row.id).execute()
    if (left <= 0) throw new ApiFailure(Code.badRequest, 'verifyCodeUsedUp')
    throw new ApiFailure(Code.badRequest, 'verifyCodeMismatch', { n: left })
  }
  return row.id
}

/** Uses the code up; a code another request used in the meantime counts as missing. */
export async function consumeCode(trx: Transaction<Database>, id: number): Promise<void> {
  const gone = await trx.deleteFrom('sms_codes').where('id', '=', id).executeTakeFirst()
  if (Number(gone.numDeletedRows) !== 1) throw new ApiFailure(Code.badRequest, 'verifyCodeMissing')
}
