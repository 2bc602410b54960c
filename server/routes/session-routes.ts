// Sign-in, token refresh, user info, logout and the login record (spec §3, §7).
import { Hono } from 'hono'
import { Code } from '../../src/api/codes.ts'
import { afterFailure, cleared, failuresLeft, gate } from '../auth/login-throttle.ts'
import { verifyPassword } from '../auth/passwords.ts'
import type { RsaKeys } from '../auth/rsa.ts'
import {
  expireToken,
  findSession,
  hashToken,
  isRefreshProof,
  issueToken,
  revokeToken,
} from '../auth/tokens.ts'
import { toUserInfo } from '../auth/user-info.ts'
import { nextRev } from '../db/resource-tables.ts'
import type { AppEnv } from '../http/context.ts'
import { ApiFailure, ok } from '../http/envelope.ts'
import { readToken, requireUser } from '../http/require-user.ts'

interface Credentials {
  username: string
  password: string
}

function readCredentials(body: unknown, rsa: RsaKeys | null): Credentials {
  let b = (body ?? {}) as Record<string, unknown>
  if (rsa && Array.isArray(b.encrypted)) {
    try {
      b = JSON.parse(rsa.decryptChunks(b.encrypted.map(String))) as Record<string, unknown>
    } catch {
      throw new ApiFailure(Code.badRequest, 'badRsaPayload')
    }
  }
  const username = typeof b.username === 'string' ? b.username.trim() : ''
  const password = typeof b.password === 'string' ? b.password : ''
  if (!username || !password) throw new ApiFailure(Code.badRequest, 'missingCredentials')
  return { username, password }
}

export function sessionRoutes(rsa: RsaKeys | null) {
  const app = new Hono<AppEnv>()

  app.post('/user/userLogin', async (c) => {
    const db = c.get('db')
    const config = c.get('config')
    const { username, password } = readCredentials(await c.req.json().catch(() => ({})), rsa)
    const comId = Number(c.req.query('com_id') ?? 1)
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('com_id', '=', comId)
      .where('username', '=', username)
      .executeTakeFirst()
    if (!user) {
      await verifyPassword(null, password)
      throw new ApiFailure(Code.unauthorized, 'badCredentials')
    }
    const now = config.now()
    const g = gate(user, now)
    if (!g.open && g.reason === 'locked') throw new ApiFailure(Code.unauthorized, 'locked', { m: g.minutes })
    if (!g.open) throw new ApiFailure(Code.unauthorized, 'throttled', { s: g.seconds })

    if (!(await verifyPassword(user.password_hash, password))) {
      const next = afterFailure(user, now)
      await db.updateTable('users').set(next).where('id', '=', user.id).execute()
      if (next.locked_until > now) throw new ApiFailure(Code.unauthorized, 'locked', { m: 15 })
      const left = failuresLeft(next)
      if (left !== null) throw new ApiFailure(Code.unauthorized, 'badCredentialsLeft', { n: left })
      throw new ApiFailure(Code.unauthorized, 'badCredentials')
    }
    await db.updateTable('users').set(cleared).where('id', '=', user.id).execute()
    const token = await issueToken(db, user.id, user.com_id, {
      now,
      ttlMs: config.tokenTtlMs,
      refreshGraceMs: config.refreshGraceMs,
    })
    return ok(c, toUserInfo(user), { token })
  })

  // A new token only against proof: the current token, or one expired within the grace period.
  app.get('/user/refreshToken', async (c) => {
    const db = c.get('db')
    const now = c.get('config').now()
    const token = readToken(c.req.header('token'), undefined)
    const session = await findSession(db, token)
    if (!session || !isRefreshProof(session, now))
      throw new ApiFailure(Code.unauthorized, 'refreshNeedsProof')
    const user = await db.selectFrom('users').selectAll().where('id', '=', session.user_id).executeTakeFirst()
    const asked = c.req.query('username')
    if (!user || (asked && asked !== user.username))
      throw new ApiFailure(Code.unauthorized, 'refreshNeedsProof')
    const config = c.get('config')
    const fresh = await issueToken(db, user.id, user.com_id, {
      now,
      ttlMs: config.tokenTtlMs,
      refreshGraceMs: config.refreshGraceMs,
    })
    await expireToken(db, token, now)
    return ok(c, { token: fresh }, { token: fresh })
  })

  app.get('/user/userInfo', requireUser, (c) => ok(c, toUserInfo(c.get('user'))))

  app.get('/logout', async (c) => {
    const header = c.req.header('token')
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : ''
    if (token) {
      await revokeToken(c.get('db'), token, c.get('config').now())
      c.get('live').endToken(hashToken(token))
    }
    return ok(c, null)
  })

  // Ends the caller's token now (spec §7 /expireToken): lets a client test its refresh path.
  app.get('/expireToken', requireUser, async (c) => {
    await expireToken(c.get('db'), c.get('token'), c.get('config').now())
    return ok(c, null)
  })

  app.post('/user/addUserLogin', requireUser, async (c) => {
    const b = ((await c.req.json().catch(() => ({}))) ?? {}) as Record<string, unknown>
    const text = (k: string) => String(b[k] ?? '').slice(0, 500)
    const user = c.get('user')
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    await c
      .get('db')
      .transaction()
      .execute(async (trx) =>
        trx
          .insertInto('login_records')
          .values({
            rev: await nextRev(trx, { resource: 'loginRecords', comId: user.com_id, id: '' }),
            com_id: user.com_id,
            user_id: user.id,
            window_screen: text('window_screen'),
            document_title: text('document_title'),
            document_url: text('document_url'),
            user_mac: text('user_mac') || (c.req.header('user-agent') ?? ''),
            visitor_id: text('visitor_id'),
            // The address the server saw beats the one the browser claims.
            user_ip: forwarded || text('user_ip'),
            staff: text('staff'),
            su: text('su'),
            created_at: c.get('config').now(),
          })
          .execute(),
      )
    return ok(c, null)
  })

  return app
}
