// An offline manager code costs PBKDF2 at 300,000 iterations to check: done inside a write's
// transaction, a flood of wrong codes held every other write behind it (issue 38, probe F2). So a
// write's codes are checked before its transaction opens, through the requester's share of the
// Argon2 gate and under the same counters as wrong manager passwords (server/auth/grant-attempts.ts);
// the transaction only compares the proven hash and spends the code, once, under the row's lock.
import type { Context } from 'hono'
import { Code } from '../../src/api/codes.ts'
import { hashGrantCode, readOfflineGrant } from '../../src/modules/shop/offline-grant-code.ts'
import { offlineGrants } from '../../src/modules/shop/offline-grants.resource.ts'
import { countGrantAttempt, grantCheck, grantGiven } from '../auth/grant-attempts.ts'
import { findRow } from '../db/resource-rows.ts'
import { clientAddress } from '../http/client-address.ts'
import type { AppEnv } from '../http/context.ts'
import { ApiFailure } from '../http/envelope.ts'
import { writerOf } from '../http/writer.ts'

/**
 * Hashes derived outside a transaction, by code, salt and cost: the newest 1024, kept past their
 * write so that a transaction retried after a race finds its hash again (a used code is refused
 * before its hash is looked at, so keeping them spends nothing twice).
 */
const proven = new Map<string, string>()
const PROVEN_KEPT = 1024
const provenKey = (code: string, salt: string, iterations: number) => `${code}|${salt}|${iterations}`

/** The hash of `code` proven for this row's salt before the transaction, or null: never derived here. */
export function provenHash(code: string, salt: string, iterations: number): string | null {
  return proven.get(provenKey(code, salt, iterations)) ?? null
}

/** Every offline grant a write's body carries, wherever its command keeps it (one or two in practice). */
function offlineGrantsIn(value: unknown, found = new Set<string>(), depth = 0): Set<string> {
  if (found.size >= 2 || depth > 4) return found
  if (typeof value === 'string') {
    if (readOfflineGrant(value)) found.add(value)
  } else if (value !== null && typeof value === 'object')
    for (const inner of Object.values(value)) offlineGrantsIn(inner, found, depth + 1)
  return found
}

/**
 * Checks the offline codes a write carries, before its transaction: a right one is remembered for
 * the write to spend, a wrong one counts against the requester on its till as a wrong manager
 * password does; past the counters' pause the write is refused (422, the cashier stays signed in).
 */
export async function proveOfflineGrants(c: Context<AppEnv>, body: unknown): Promise<void> {
  const user = c.get('user')
  if (!user) return
  const db = c.get('db')
  const now = c.get('config').now()
  for (const grant of offlineGrantsIn(body)) {
    const { rowId, code } = readOfflineGrant(grant)!
    const row = await findRow(db, offlineGrants, rowId, user.com_id)
    // Nothing to derive: the write's own check refuses it without any work.
    if (!row || Number(row.used_at) !== 0) continue
    const counted = await countGrantAttempt(db, user, writerOf(c).device || clientAddress(c), now).catch(
      (e: unknown) => {
        if (e instanceof ApiFailure && e.code === Code.unauthorized)
          throw new ApiFailure(Code.unprocessable, e.key, e.vars)
        throw e
      },
    )
    const salt = String(row.salt)
    const iterations = Number(row.iterations)
    const hash = await grantCheck(user, () => hashGrantCode(code, salt, iterations))
    if (proven.size >= PROVEN_KEPT) proven.delete(proven.keys().next().value!)
    proven.set(provenKey(code, salt, iterations), hash)
    if (hash === row.hash) await grantGiven(db, counted, now)
  }
}
