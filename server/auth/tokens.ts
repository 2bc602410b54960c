// Opaque session tokens: the client holds 32 random bytes, the database only their SHA-256, so a
// leaked database copy signs no one in. Tokens can be revoked (logout) and expired (tests).
import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '../db/connection.ts'
import type { SessionsTable } from '../db/schema.ts'

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export interface TokenTimes {
  now: number
  ttlMs: number
  refreshGraceMs: number
}

export async function issueToken(db: Db, userId: number, comId: number, t: TokenTimes): Promise<string> {
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
    })
    .execute()
  return token
}

export function findSession(db: Db, token: string): Promise<SessionsTable | undefined> {
  return db.selectFrom('sessions').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst()
}

/** Sessions by token hash, a few hundred hashes a query (the live streams' periodic recheck). */
export async function findSessionsByHash(db: Db, hashes: string[]): Promise<SessionsTable[]> {
  const found: SessionsTable[] = []
  for (let i = 0; i < hashes.length; i += 500) {
    const chunk = hashes.slice(i, i + 500)
    found.push(...(await db.selectFrom('sessions').selectAll().where('token_hash', 'in', chunk).execute()))
  }
  return found
}

export async function revokeToken(db: Db, token: string, now: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', hashToken(token))
    .execute()
}

/** Ends a token's life now but keeps it as refresh proof (a rotated or test-expired token). */
export async function expireToken(db: Db, token: string, now: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ expires_at: now })
    .where('token_hash', '=', hashToken(token))
    .execute()
}

export function isLive(s: SessionsTable, now: number): boolean {
  return s.revoked_at === null && s.expires_at > now
}

export function isRefreshProof(s: SessionsTable, now: number): boolean {
  return s.revoked_at === null && s.refresh_until > now
}
