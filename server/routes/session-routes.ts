// Sign-in, token refresh, user info, logout and the login record (spec §3, §7).
import { Hono } from 'hono'
import { Code } from '../../src/api/codes.ts'
import { userByPassword } from '../auth/attempt-counter.ts'
import { MAX_PASSWORD_LENGTH } from '../auth/passwords.ts'
import { readToken, requireUser } from '../auth/require-user.ts'
import { withRolesOf } from '../auth/role-access.ts'
import type { RsaKeys } from '../auth/rsa.ts'
import { expireToken, findSession, isLive, issueToken, revokeFamily, rotate } from '../auth/tokens.ts'
import { toUserInfo } from '../auth/user-info.ts'
import { normaliseUsername } from '../auth/username-lookalike.ts'
import { nextRev } from '../db/resource-tables.ts'
import { clientAddress } from '../http/client-address.ts'
import type { AppEnv } from '../http/context.ts'
import { deviceProof, keepDeviceProof } from '../http/device-proof.ts'
import { ApiFailure, ok } from '../http/envelope.ts'

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
  const username = typeof b.username === 'string' ? normaliseUsername(b.username) : ''
  const password = typeof b.password === 'string' ? b.password : ''
  if (!username || !password) throw new ApiFailure(Code.badRequest, 'missingCredentials')
  if (password.length > MAX_PASSWORD_LENGTH)
    throw new ApiFailure(Code.badRequest, 'passwordTooLong', { n: MAX_PASSWORD_LENGTH })
  return { username, password }
}

export function sessionRoutes(rsa: RsaKeys | null) {
  const app = new Hono<AppEnv>()

  app.post('/user/userLogin', async (c) => {
    const db = c.get('db')
    const config = c.get('config')
    const { username, password } = readCredentials(await c.req.json().catch(() => ({})), rsa)
    const comId = Number(c.req.query('com_id') ?? 1)
    const now = config.now()
    const device = deviceProof(c)
    const user = await userByPassword(db, comId, username, password, clientAddress(c), now, device)
    // Said only to whoever knows the password: a self-registered account waits for an admin.
    if (user.approved !== 1)
      throw new ApiFailure(Code.unauthorized, 'awaitingApproval', { username: user.username })
    const token = await issueToken(db, user.id, user.com_id, {
      now,
      ttlMs: config.tokenTtlMs,
      refreshGraceMs: config.refreshGraceMs,
    })
    keepDeviceProof(c, device)
    return ok(c, toUserInfo(await withRolesOf(db, user)), { token })
  })

  // A new token only against proof: the current token, or one expired within the grace period.
  // The new token joins the old one's family; a token shown again after its rotation (past the
  // reuse interval) means a copy is out there, and the whole sign-in ends.
  app.get('/user/refreshToken', async (c) => {
    const db = c.get('db')
    const config = c.get('config')
    const now = config.now()
    const token = readToken(c.req.header('token'), undefined)
    const session = await findSession(db, token)
    if (!session) throw new ApiFailure(Code.unauthorized, 'refreshNeedsProof')
    const user = await db.selectFrom('users').selectAll().where('id', '=', session.user_id).executeTakeFirst()
    const asked = c.req.query('username')
    if (!user || (asked && asked !== user.username))
      throw new ApiFailure(Code.unauthorized, 'refreshNeedsProof')
    const rotation = await rotate(db, token, session, {
      now,
      ttlMs: config.tokenTtlMs,
      refreshGraceMs: config.refreshGraceMs,
    })
    if (rotation.kind === 'reused') throw new ApiFailure(Code.unauthorized, 'sessionReused')
    if (rotation.kind === 'refused') throw new ApiFailure(Code.unauthorized, 'refreshNeedsProof')
    return ok(c, { token: rotation.token }, { token: rotation.token })
  })

  app.get('/user/userInfo', requireUser, (c) => ok(c, toUserInfo(c.get('user'))))

  // GET /user/getVisitorUserInfo (spec §7; its answer is not shown there): who is looking at a public
  // page. A signed-in user is named without any of their rights or lock password (a public page
  // needs only the name); anyone else is a visitor. Never refuses: a public page always gets an answer.
  app.get('/user/getVisitorUserInfo', async (c) => {
    const visitor = { ID: 0, username: '', nickname: '', avatar: '', visitor: true }
    const header = c.req.header('token') ?? ''
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : ''
    if (!token) return ok(c, visitor)
    const db = c.get('db')
    const session = await findSession(db, token)
    if (!session || !isLive(session, c.get('config').now())) return ok(c, visitor)
    const user = await db.selectFrom('users').selectAll().where('id', '=', session.user_id).executeTakeFirst()
    if (user?.approved !== 1) return ok(c, visitor)
    return ok(c, {
      ID: user.id,
      username: user.username,
      nickname: user.nickname,
      avatar: user.avatar,
      visitor: false,
    })
  })

  app.get('/logout', async (c) => {
    const header = c.req.header('token')
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : ''
    // The whole sign-in ends: tokens it rotated away from cannot be refreshed back to life, and
    // every live stream opened with one of them ends now.
    if (token) {
      const db = c.get('db')
      const session = await findSession(db, token)
      if (session) {
        const family = await db
          .selectFrom('sessions')
          .select('token_hash')
          .where('family_id', '=', session.family_id)
          .execute()
        await revokeFamily(db, session.family_id, c.get('config').now())
        for (const { token_hash } of family) c.get('live').endToken(token_hash)
      }
    }
    return ok(c, null)
  })

  // Ends the caller's token now (spec §7 /expireToken): lets a client test its refresh path.
  app.get('/expireToken', requireUser, async (c) => {
    await expireToken(c.get('db'), c.get('token'), c.get('config').now())
    return ok(c, null)
  })

  // Who signed in and from where come from the session and the socket, never from the body: a
  // record names the token's user and the address the server saw (a configured proxy's header).
  app.post('/user/addUserLogin', requireUser, async (c) => {
    const b = ((await c.req.json().catch(() => ({}))) ?? {}) as Record<string, unknown>
    const text = (k: string) => String(b[k] ?? '').slice(0, 500)
    const user = c.get('user')
    const address = clientAddress(c)
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
            user_mac: c.req.header('user-agent')?.slice(0, 500) || text('user_mac'),
            visitor_id: text('visitor_id'),
            user_ip: address,
            staff: user.staff || user.nickname,
            su: user.username,
            created_at: c.get('config').now(),
          })
          .execute(),
      )
    // The client keeps it as Public_IP (spec §3): the address as the server saw it, not a guess.
    return ok(c, { user_ip: address })
  })

  return app
}
