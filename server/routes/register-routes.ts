// POST /register (spec §7), public like /user/userLogin: a new account of the company. It needs a
// verification code the server sent to the mobile (POST /register/sendCode), holds no access codes,
// and cannot sign in until an admin approves it on /site/siteuserlist.
import { type Context, Hono } from 'hono'
import { Code } from '../../src/api/codes.ts'
import { isMobile } from '../../src/lib/checks.ts'
import { type RegisterValues, registerErrors } from '../../src/modules/system/register-rules.ts'
import { hashPassword } from '../auth/passwords.ts'
import { textCode } from '../auth/text-code.ts'
import { ensureUsernameDistinct, normaliseUsername } from '../auth/username-lookalike.ts'
import { checkCode, consumeCode } from '../auth/verification-codes.ts'
import type { AppEnv } from '../http/context.ts'
import { ApiFailure, ok } from '../http/envelope.ts'
import { joinMessages, message } from '../http/messages.ts'
import { REGISTER_RATE, type VisitorRate, visitorAddress, visitorLimiter } from '../http/visitor-rate.ts'

import { usersChanged } from './user-routes.ts'

const TOO_MANY_REQUESTS = 429
const PURPOSE = 'register'

async function readBody(c: { req: { json(): Promise<unknown> } }): Promise<Record<string, unknown>> {
  const body = await c.req.json().catch(() => ({}))
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
}

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '')

export function registerRoutes(rate: VisitorRate = REGISTER_RATE) {
  const app = new Hono<AppEnv>()
  const allow = visitorLimiter(rate)
  const allowCode = visitorLimiter(rate)

  async function companyOf(c: Context<AppEnv>, body: Record<string, unknown>) {
    const comId = Number(c.req.query('com_id') ?? body.com_id ?? 1)
    const site = Number.isSafeInteger(comId)
      ? await c
          .get('db')
          .selectFrom('site_info')
          .select(['com_id', 'company'])
          .where('com_id', '=', comId)
          .executeTakeFirst()
      : undefined
    if (!site) throw new ApiFailure(Code.badRequest, 'siteUnknown')
    return site
  }

  // A code for the register page, sent by text message; one a minute per mobile, few per address.
  app.post('/register/sendCode', async (c) => {
    if (!allowCode(visitorAddress(c), c.get('config').now()))
      throw new ApiFailure(TOO_MANY_REQUESTS, 'visitorRateLimited')
    const body = await readBody(c)
    const mobile = text(body.mobile).trim()
    const errors = registerErrors({ mobile }, c.get('lang'))
    if (!isMobile(mobile))
      throw new ApiFailure(Code.badRequest, 'invalidField', { message: errors.mobile ?? '' })
    const site = await companyOf(c, body)
    const sent = await textCode(c, { comId: site.com_id, mobile, purpose: PURPOSE }, (code, minutes) =>
      message(c.get('lang'), 'smsText', { company: site.company || 'PM3', code, minutes }),
    )
    return ok(c, sent)
  })

  app.post('/register', async (c) => {
    // Every attempt counts, refused ones too: "name taken" answers must not be free to probe.
    if (!allow(visitorAddress(c), c.get('config').now()))
      throw new ApiFailure(TOO_MANY_REQUESTS, 'visitorRateLimited')
    const body = await readBody(c)
    const values: RegisterValues = {
      username: normaliseUsername(text(body.username)),
      password: typeof body.password === 'string' ? body.password : '',
      mobile: text(body.mobile).trim(),
      code: text(body.code).trim(),
    }
    const errors = registerErrors(values, c.get('lang'))
    if (Object.keys(errors).length)
      throw new ApiFailure(Code.badRequest, 'invalidField', {
        message: joinMessages(c.get('lang'), Object.values(errors)),
      })
    const db = c.get('db')
    const site = await companyOf(c, body)
    const comId = site.com_id
    const now = c.get('config').now()
    // Name first, so a taken name does not cost a try of the code.
    await ensureUsernameDistinct(db, comId, values.username)
    const codeId = await checkCode(db, { comId, mobile: values.mobile, purpose: PURPOSE }, values.code, now)
    const passwordHash = await hashPassword(values.password)
    await db.transaction().execute(async (trx) => {
      await ensureUsernameDistinct(trx, comId, values.username)
      await consumeCode(trx, codeId)
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
          approved: 0,
          updated_at: now,
        })
        .execute()
    })
    // Admins' open account lists show the new account (users has no rev: see user-routes.ts).
    usersChanged(comId)
    return ok(c, { username: values.username, approved: false })
  })

  return app
}
