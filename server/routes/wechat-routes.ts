// WeChat official account (spec §7 "WeChat access-token"): the access token a page asks for when the
// company's weixin_gzh switch is on. The reference server holds no WeChat app credentials and has no
// way out to api.weixin.qq.com, so it mints an opaque random token instead of fetching a real one;
// a deployment wired to WeChat replaces mintToken. Like WeChat's own token, each company has one at
// a time, reused until it expires; it lives in memory, so a restart mints a new one.
import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import { Code } from '../../src/api/codes.ts'
import type { AppEnv } from '../http/context.ts'
import { ApiFailure, ok } from '../http/envelope.ts'
import { requireUser } from '../http/require-user.ts'

/** WeChat's access tokens last two hours. */
export const WX_TOKEN_TTL_S = 7200

interface IssuedToken {
  token: string
  expiresAt: number
}

const mintToken = () => randomBytes(48).toString('base64url')

export function wechatRoutes() {
  const app = new Hono<AppEnv>()
  const byCompany = new Map<number, IssuedToken>()

  app.get('/wx/getWxAccessToken', requireUser, (c) => {
    const user = c.get('user')
    const asked = c.req.query('com_id')
    // The token's user decides the company; naming another one is a malformed request, not a switch.
    if (asked !== undefined && Number(asked) !== user.com_id)
      throw new ApiFailure(Code.badRequest, 'badRequest')
    const now = c.get('config').now()
    let issued = byCompany.get(user.com_id)
    if (!issued || issued.expiresAt <= now) {
      issued = { token: mintToken(), expiresAt: now + WX_TOKEN_TTL_S * 1000 }
      byCompany.set(user.com_id, issued)
    }
    // The remaining lifetime, so a page that asks late does not cache the token past its end.
    const expiresIn = Math.floor((issued.expiresAt - now) / 1000)
    return ok(c, { access_token: issued.token, expires_in: expiresIn })
  })

  return app
}
