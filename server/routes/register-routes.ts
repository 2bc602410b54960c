// POST /register (spec §7), public like /user/userLogin: a new account of the company. It holds no
// access codes and is no admin, so it sees only the modules that need no code until an admin grants
// some on /site/siteuserlist, where it is marked as self-registered.
import { Hono } from 'hono'
import { Code } from '../../src/api/codes.ts'
import { type RegisterValues, registerErrors } from '../../src/modules/system/register-rules.ts'
import { hashPassword } from '../auth/passwords.ts'
import type { AppEnv } from '../http/context.ts'
import { ApiFailure, ok } from '../http/envelope.ts'
import { REGISTER_RATE, type VisitorRate, visitorAddress, visitorLimiter } from '../http/visitor-rate.ts'
import { noteChange } from '../live/change-notes.ts'
import { ensureUsernameFree } from './user-routes.ts'

const TOO_MANY_REQUESTS = 429

export function registerRoutes(rate: VisitorRate = REGISTER_RATE) {
  const app = new Hono<AppEnv>()
  const allow = visitorLimiter(rate)

  app.post('/register', async (c) => {
    // Every attempt counts, refused ones too: "name taken" answers must not be free to probe.
    if (!allow(visitorAddress(c), c.get('config').now()))
      throw new ApiFailure(TOO_MANY_REQUESTS, 'visitorRateLimited')
    const body = ((await c.req.json().catch(() => ({}))) ?? {}) as Record<string, unknown>
    const values: RegisterValues = {
      username: String(body.username ?? '').trim(),
      password: typeof body.password === 'string' ? body.password : '',
      mobile: String(body.mobile ?? '').trim(),
      code: String(body.code ?? '').trim(),
    }
    const errors = registerErrors(values, c.get('lang'))
    if (Object.keys(errors).length)
      throw new ApiFailure(Code.badRequest, 'invalidField', { message: Object.values(errors).join('；') })
    const db = c.get('db')
    const comId = Number(c.req.query('com_id') ?? body.com_id ?? 1)
    const site = await db
      .selectFrom('site_info')
      .select('com_id')
      .where('com_id', '=', comId)
      .executeTakeFirst()
    if (!site) throw new ApiFailure(Code.badRequest, 'siteUnknown')
    // The reference server sends no SMS: the code's shape is checked, its value is not (README).
    const now = c.get('config').now()
    const passwordHash = await hashPassword(values.password)
    await db.transaction().execute(async (trx) => {
      await ensureUsernameFree(trx, comId, values.username)
      await trx
        .insertInto('users')
        .values({
          com_id: comId,
          username: values.username,
          password_hash: passwordHash,
          nickname: values.username,
          mobile: values.mobile,
          acce: '',
          admin: 0,
          self_registered: 1,
          updated_at: now,
        })
        .execute()
    })
    // Admins' open account lists show the new account (users has no rev: see user-routes.ts).
    noteChange({ resource: 'users', comId, rev: 0, id: '' })
    return ok(c, { username: values.username })
  })

  return app
}
