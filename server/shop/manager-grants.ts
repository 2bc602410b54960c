// The shop manager's grant (issue 21): the manager's password typed on a cashier's till, checked
// here under the cashier's own throttles (issue 38), unlocks one action on one record for a while. The
// write it unlocks names the grant; it is taken once, in that write's transaction.
import { randomBytes } from 'node:crypto'
import type { Context, Hono } from 'hono'
import type { Transaction } from 'kysely'
import { monotonicFactory } from 'ulid'
import { Code } from '../../src/api/codes.ts'
import { holdsRight } from '../../src/auth/access-codes.ts'
import { GRANT_TTL_MS, type GrantAction, grantRequestSchema } from '../../src/modules/shop/manager-grant.ts'
import {
  GRANT_CODE_ITERATIONS,
  GRANT_CODES_PER_SHEET,
  grantCodesRequestSchema,
  hashGrantCode,
  newGrantCode,
  readOfflineGrant,
} from '../../src/modules/shop/offline-grant-code.ts'
import { offlineGrants } from '../../src/modules/shop/offline-grants.resource.ts'
import { verifyThrottled } from '../auth/attempt-counter.ts'
import { managerByPassword } from '../auth/grant-attempts.ts'
import { requireUser } from '../auth/require-user.ts'
import { findRow, insertRow, untyped, updateRow } from '../db/resource-rows.ts'
import { tableName } from '../db/resource-tables.ts'
import type { Database } from '../db/schema.ts'
import type { UserRow } from '../db/user-row.ts'
import { clientAddress } from '../http/client-address.ts'
import type { AppEnv } from '../http/context.ts'
import { sentDeviceProof } from '../http/device-proof.ts'
import { ApiFailure, ok } from '../http/envelope.ts'
import { writerOf } from '../http/writer.ts'
import { provenHash } from './offline-code-proof.ts'

/**
 * The cashier's session is not the one being checked: a wrong manager password (401 at sign-in)
 * must not sign the cashier out, nor a refusal (403) send the till to the forbidden page.
 */
function asRefusal(e: unknown): never {
  if (e instanceof ApiFailure && (e.code === Code.unauthorized || e.code === Code.forbidden))
    throw new ApiFailure(Code.unprocessable, e.key, e.vars)
  throw e
}

const ulid = monotonicFactory()

export function managerGrantRoutes(app: Hono<AppEnv>): void {
  app.post('/dian/managerGrant', requireUser, (c) => issueGrant(c).catch(asRefusal))
  app.post('/dian/offlineGrantCodes', requireUser, (c) => issueOfflineCodes(c).catch(asRefusal))
}

/**
 * A manager's sheet of one-use codes for tills that lose the network, shown once: the password is
 * asked again (a sheet is as good as the manager's presence), and a new sheet ends the old one's
 * unused codes, so a lost sheet is dealt with by drawing another.
 */
async function issueOfflineCodes(c: Context<AppEnv>) {
  const db = c.get('db')
  const now = c.get('config').now()
  const parsed = grantCodesRequestSchema.safeParse(await c.req.json().catch(() => ({})))
  if (!parsed.success) throw new ApiFailure(Code.badRequest, 'badCredentials')
  const me = c.get('user')
  const manager = await verifyThrottled(
    db,
    {
      kind: 'user',
      comId: me.com_id,
      username: me.username,
      address: clientAddress(c),
      password: parsed.data.password,
      now,
      device: sentDeviceProof(c),
    },
    me,
  )
  if (!holdsRight(manager, 'priceOverride'))
    throw new ApiFailure(Code.forbidden, 'grantNotManager', { username: manager.username })
  const salt = randomBytes(16).toString('hex')
  const codes = Array.from({ length: GRANT_CODES_PER_SHEET }, () => newGrantCode(randomBytes(10)))
  const hashes = await Promise.all(codes.map((code) => hashGrantCode(code, salt, GRANT_CODE_ITERATIONS)))
  const name = manager.nickname || manager.username
  const by = { comId: manager.com_id, userId: manager.id, now }
  await db.transaction().execute(async (trx) => {
    const earlier = await untyped(trx)
      .selectFrom(tableName(offlineGrants))
      .select('id')
      .where('com_id', '=', manager.com_id)
      .where('manager_id', '=', manager.id)
      .where('used_at', '=', 0)
      .where('deleted', '=', 0)
      .execute()
    for (const row of earlier) await updateRow(trx, offlineGrants, String(row.id), { deleted: 1 }, by)
    for (const hash of hashes)
      await insertRow(
        trx,
        offlineGrants,
        {
          id: ulid(),
          manager_name: name,
          manager_id: manager.id,
          salt,
          hash,
          iterations: GRANT_CODE_ITERATIONS,
          used_at: 0,
          used_for: '',
        },
        by,
      )
  })
  return ok(c, { codes, manager: name })
}

/** An offline code a till took, checked again (as proven before the transaction) and spent: its manager's name, or null. */
async function takeOfflineCode(
  trx: Transaction<Database>,
  user: UserRow,
  code: { rowId: string; code: string },
  action: GrantAction,
  subject: string,
  now: number,
): Promise<string | null> {
  const row = await findRow(trx, offlineGrants, code.rowId, user.com_id, { forUpdate: true })
  if (!row || Number(row.used_at) !== 0) return null
  // Derived before the transaction opened (offline-code-proof.ts): none of its cost is paid here.
  if (provenHash(code.code, String(row.salt), Number(row.iterations)) !== row.hash) return null
  await updateRow(
    trx,
    offlineGrants,
    code.rowId,
    { used_at: now, used_for: `${action}:${subject}` },
    { comId: user.com_id, userId: user.id, now },
  )
  return String(row.manager_name)
}

async function issueGrant(c: Context<AppEnv>) {
  const db = c.get('db')
  const now = c.get('config').now()
  const parsed = grantRequestSchema.safeParse(await c.req.json().catch(() => ({})))
  if (!parsed.success) throw new ApiFailure(Code.badRequest, 'badCredentials')
  const { username, password, action, subject } = parsed.data
  const cashier = c.get('user')
  // Throttled per cashier and till, never on the manager's own sign-in; a name that may not approve
  // is refused before any password work (server/auth/grant-attempts.ts).
  const manager = await managerByPassword(db, {
    requester: cashier,
    device: writerOf(c).device || clientAddress(c),
    username,
    password,
    now,
  })
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
  const offline = readOfflineGrant(grant)
  if (offline) return takeOfflineCode(trx, user, offline, action, subject, now)
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
