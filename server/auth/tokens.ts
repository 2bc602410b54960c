// Opaque session tokens: the client holds 32 random bytes, the database only their SHA-256, so a
// leaked database copy signs no one in. A sign-in starts a token family; a refresh rotates the
// token inside its family, and revoking ends the whole family (logout, password reset, reuse).
import { createHash, randomBytes } from 'node:crypto'
import type { Selectable } from 'kysely'
import type { Db } from '../db/connection.ts'
import type { SessionsTable } from '../db/schema.ts'

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/

/**
 * A rotated token refreshed again within this long gets a sibling in its family instead of counting
 * as stolen: the page, its sync worker and the service worker may all refresh the same token at
 * once (Auth0 calls this the reuse interval). After it, only while no successor has been used.
 */
export const REUSE_INTERVAL_MS = 30_000

export type Session = Selectable<SessionsTable>

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export interface TokenTimes {
  now: number
  ttlMs: number
  refreshGraceMs: number
}

/** A new token; without `familyId`, a new sign-in (a family of its own). */
export async function issueToken(
  db: Db,
  userId: number,
  comId: number,
  t: TokenTimes,
  familyId: string = randomBytes(16).toString('base64url'),
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      com_id: comId,
      created_at: t.now,
      expires_at: t.now + t.ttlMs,
      refresh_until: t.now + t.ttlMs + t.refreshGraceMs,
      revoked_at: null,
      family_id: familyId,
    })
    .execute()
  return token
}

/** An update of the session row that holds this token. */
function updateSessionOf(db: Db, token: string) {
  return db.updateTable('sessions').where('token_hash', '=', hashToken(token))
}

export function findSession(db: Db, token: string): Promise<Session | undefined> {
  return db.selectFrom('sessions').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst()
}

/** Sessions by token hash, a few hundred hashes a query (the live streams' periodic recheck). */
export async function findSessionsByHash(db: Db, hashes: string[]): Promise<Session[]> {
  const found: Session[] = []
  for (let i = 0; i < hashes.length; i += 500) {
    const chunk = hashes.slice(i, i + 500)
    found.push(...(await db.selectFrom('sessions').selectAll().where('token_hash', 'in', chunk).execute()))
  }
  return found
}

export async function revokeFamily(db: Db, familyId: string, now: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute()
}

/** Ends a token's life now but keeps it as refresh proof (a test-expired token). */
export async function expireToken(db: Db, token: string, now: number): Promise<void> {
  await updateSessionOf(db, token).set({ expires_at: now }).where('expires_at', '>', now).execute()
}

/** Records the token's first use (once per token: later calls skip the write). */
export async function markUsed(db: Db, token: string, now: number): Promise<void> {
  await updateSessionOf(db, token).set({ used_at: now }).where('used_at', 'is', null).execute()
}

/**
 * Whether any token that replaced `session` in its family was used since (called with, or
 * refreshed). If none was, the rotation's answer most likely never reached the device (a dropped
 * connection), and showing the old token again is a retry, not a theft.
 */
async function successorUsed(db: Db, session: Session): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .select('token_hash')
    .where('family_id', '=', session.family_id)
    .where('token_hash', '!=', session.token_hash)
    .where('created_at', '>=', Number(session.rotated_at))
    .where((eb) => eb.or([eb('used_at', 'is not', null), eb('successor_hash', 'is not', null)]))
    .executeTakeFirst()
  return row !== undefined
}

export type Rotation =
  | { kind: 'rotated'; token: string }
  /** The token was already rotated long ago and is shown again: someone kept a copy. */
  | { kind: 'reused' }
  | { kind: 'refused' }

/**
 * The refresh of `session`'s token: a successor in the same family, and the old token ends for
 * calls. Claiming the rotation is one conditional UPDATE, so of two refreshes racing with the same
 * token exactly one rotates; the other lands in the reuse interval and gets a sibling.
 */
export async function rotate(db: Db, token: string, session: Session, t: TokenTimes): Promise<Rotation> {
  if (!isRefreshProof(session, t.now)) return { kind: 'refused' }
  const next = () => issueToken(db, session.user_id, session.com_id, t, session.family_id)
  if (session.successor_hash === null) {
    const fresh = await next()
    const claimed = await updateSessionOf(db, token)
      .set({
        successor_hash: hashToken(fresh),
        rotated_at: t.now,
        expires_at: Math.min(session.expires_at, t.now),
      })
      .where('successor_hash', 'is', null)
      .where('revoked_at', 'is', null)
      .returning('token_hash')
      .executeTakeFirst()
    if (claimed) return { kind: 'rotated', token: fresh }
    // Another refresh claimed it first: drop ours and judge the token as rotated.
    await db.deleteFrom('sessions').where('token_hash', '=', hashToken(fresh)).execute()
    const now = await findSession(db, token)
    if (!now || !isRefreshProof(now, t.now)) return { kind: 'refused' }
    session = now
  }
  const withinInterval = t.now - Number(session.rotated_at ?? 0) <= REUSE_INTERVAL_MS
  if (withinInterval || !(await successorUsed(db, session))) return { kind: 'rotated', token: await next() }
  await revokeFamily(db, session.family_id, t.now)
  return { kind: 'reused' }
}

export function isLive(s: Pick<SessionsTable, 'revoked_at' | 'expires_at'>, now: number): boolean {
  return s.revoked_at === null && s.expires_at > now
}

export function isRefreshProof(s: Pick<SessionsTable, 'revoked_at' | 'refresh_until'>, now: number): boolean {
  return s.revoked_at === null && s.refresh_until > now
}
