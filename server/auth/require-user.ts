// Authenticates a request from its `token: Bearer <token>` header (spec §7). Permissions are decided
// from the token's user; the client's access-code Authorization header is only checked for shape.
import { createMiddleware } from 'hono/factory'
import { Code } from '../../src/api/codes.ts'
import { isWellFormedAccessHeader } from '../../src/auth/access-codes.ts'
import type { AppEnv } from '../http/context.ts'
import { ApiFailure } from '../http/envelope.ts'
import { withRolesOf } from './role-access.ts'
import { findSession, isLive, markUsed, TOKEN_PATTERN } from './tokens.ts'

export const TOKEN_PREFIX = 'Bearer '

/** The token of a request, or the failure that the missing or malformed header earns. */
export function readToken(header: string | undefined, accessHeader: string | undefined): string {
  if (!header?.trim()) throw new ApiFailure(Code.noToken, 'noToken')
  const token = header.startsWith(TOKEN_PREFIX) ? header.slice(TOKEN_PREFIX.length).trim() : ''
  if (!TOKEN_PATTERN.test(token)) throw new ApiFailure(Code.badAuthHeader, 'badAuthHeader')
  if (accessHeader !== undefined && !isWellFormedAccessHeader(accessHeader.trim())) {
    throw new ApiFailure(Code.badAuthHeader, 'badAuthHeader')
  }
  return token
}

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const token = readToken(c.req.header('token'), c.req.header('authorization'))
  const db = c.get('db')
  const session = await findSession(db, token)
  if (!session || !isLive(session, c.get('config').now()))
    throw new ApiFailure(Code.invalidToken, 'invalidToken')
  const user = await db.selectFrom('users').selectAll().where('id', '=', session.user_id).executeTakeFirst()
  if (!user) throw new ApiFailure(Code.invalidToken, 'invalidToken')
  if (user.approved !== 1)
    throw new ApiFailure(Code.unauthorized, 'awaitingApproval', { username: user.username })
  if (session.used_at === null) await markUsed(db, token, c.get('config').now())
  // Its roles read afresh: a role changed since the last call counts from this one.
  c.set('user', await withRolesOf(db, user))
  c.set('token', token)
  await next()
})
