// The shop manager's grant (issue 21): the manager's password typed on a cashier's till, checked
// here under the same throttles as a sign-in, unlocks one action on one record for a while. The
// write it unlocks names the grant; it is taken once, in that write's transaction.
import { randomBytes } from 'node:crypto'
import type { Context, Hono } from 'hono'
import type { Transaction } from 'kysely'
import { Code } from '../../src/api/codes.ts'
import { holdsRight } from '../../src/auth/access-codes.ts'
import { GRANT_TTL_MS, type GrantAction, grantRequestSchema } from '../../src/modules/shop/manager-grant.ts'
import { verifyThrottled } from '../auth/attempt-counter.ts'
import { verifyPassword } from '../auth/passwords.ts'
import type { Database } from '../db/schema.ts'
import { clientAddress } from '../http/client-address.ts'
import type { AppEnv, UserRow } from '../http/context.ts'
import { ApiFailure, ok } from '../http/envelope.ts'
import { requireUser } from '../http/require-user.ts'

/**
 * The cashier's session is not the one being checked: a wrong manager password (401 at sign-in)
 * must not sign the cashier out, nor a refusal (403) send the till to the forbidden page.
 */
function asRefusal(e: unknown): never {
  if (e instanceof ApiFailure && (e.code === Code.unauthorized || e.code === Code.forbidden))
    throw new ApiFailure(Code.unprocessable, e.key, e.vars)
  throw e
}

export function managerGrantRoutes(app: Hono<AppEnv>): void {
  app.post('/dian/managerGrant', requireUser, (c) => issueGrant(c).catch(asRefusal))
}

async function issueGrant(c: Context<AppEnv>) {
  const db = c.get('db')
  const now = c.get('config').now()
  const parsed = grantRequestSchema.safeParse(await c.req.json().catch(() => ({})))
  if (!parsed.success) throw new ApiFailure(Code.badRequest, 'badCredentials')
  const { username, password, action, subject } = parsed.data
  const cashier = c.get('user')
  const manager = await db
    .selectFrom('users')
    .selectAll()
    .where('com_id', '=', cashier.com_id)
    .where('username', '=', username)
    .executeTakeFirst()
  if (!manager) {
    await verifyPassword(null, password)
    throw new ApiFailure(Code.unauthorized, 'badCredentials')
  }
  await verifyThrottled(
    db,
    { kind: 'user', id: manager.id, passwordHash: manager.password_hash },
    clientAddress(c),
    password,
    now,
  )
  if (manager.approved !== 1 || !holdsRight(manager, 'priceOverride'))
    throw new ApiFailure(Code.forbidden, 'grantNotManager', { username })
  const token = randomBytes(24).toString('base64url')
  const name = manager.nickname || manager.username
  await db
    .insertInto('manager_grants')
    .values({
      token,
      com_id: cashier.com_id,
      manager_id: manager.id,
      manager_name: name,
      action,
      subject,
      expires_at: now + GRANT_TTL_MS,
    })
    .execute()
  return ok(c, { grant: token, manager: name })
}

/**
 * Whether `user` may take `action` on `subject`: by holding the right, or with a manager's grant
 * for exactly that (taken here, once). Returns who authorised it ('' for the user's own right).
 */
export async function authorisedBy(
  trx: Transaction<Database>,
  user: UserRow,
  grant: string | undefined,
  action: GrantAction,
  subject: string,
  now: number,
): Promise<string | null> {
  if (holdsRight(user, 'priceOverride')) return ''
  if (!grant) return null
  const taken = await trx
    .updateTable('manager_grants')
    .set({ used_at: now })
    .where('token', '=', grant)
    .where('com_id', '=', user.com_id)
    .where('action', '=', action)
    .where('subject', '=', subject)
    .where('used_at', '=', 0)
    .where('expires_at', '>', now)
    .returning('manager_name')
    .executeTakeFirst()
  return taken ? taken.manager_name : null
}
