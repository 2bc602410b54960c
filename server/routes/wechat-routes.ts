// WeChat official account (spec §7 "WeChat access-token"): the access token a page asks for when the
// company's weixin_gzh switch is on. The reference server holds no WeChat app credentials and has no
// way out to api.weixin.qq.com, so it mints an opaque random token instead of fetching a real one;
// a deployment wired to WeChat replaces mintToken. Like WeChat's own token, each company has one at
// a time, reused until it expires; it lives in memory, so a restart mints a new one. It goes only to
// holders of the right 772 (issue 38).
// Web sign-in with WeChat (OAuth: /wx/redirectOauthUrl → /callback → /user/weixinLogin) needs the
// official account's AppID and AppSecret in the server configuration; without them every such call
// answers "WeChat is not configured" (503) rather than pretending.
import { randomBytes } from 'node:crypto'
import { type Context, Hono } from 'hono'
import { Code } from '../../src/api/codes.ts'
import { holdsRight, RIGHTS, rightLabel } from '../../src/auth/access-codes.ts'
import { requireUser } from '../auth/require-user.ts'
import { withRolesOf } from '../auth/role-access.ts'
import { issueToken } from '../auth/tokens.ts'
import { toUserInfo } from '../auth/user-info.ts'
import type { ServerConfig } from '../config.ts'
import type { AppEnv } from '../http/context.ts'
import { ApiFailure, ok } from '../http/envelope.ts'

/** WeChat's access tokens last two hours. */
export const WX_TOKEN_TTL_S = 7200

interface IssuedToken {
  token: string
  expiresAt: number
}

const mintToken = () => randomBytes(48).toString('base64url')

/** Service unavailable: nothing the visitor can fix, the server's configuration lacks WeChat. */
const NOT_CONFIGURED = 503

export function wechatNotConfigured(): ApiFailure {
  return new ApiFailure(NOT_CONFIGURED, 'wechatNotConfigured')
}

type WxApp = NonNullable<ServerConfig['wechat']>

function wxApp(c: { get(key: 'config'): ServerConfig }): WxApp {
  const app = c.get('config').wechat
  if (!app) throw wechatNotConfigured()
  return app
}

/** WeChat's OAuth page for the official account; it sends the visitor back to redirect with ?code=. */
export function oauthUrl(app: WxApp, redirect: string, state: string): string {
  const q = new URLSearchParams({
    appid: app.appId,
    redirect_uri: redirect,
    response_type: 'code',
    scope: 'snsapi_userinfo',
    state,
  })
  return `https://open.weixin.qq.com/connect/oauth2/authorize?${q}#wechat_redirect`
}

async function wxGet(url: string): Promise<Record<string, unknown>> {
  let answer: Record<string, unknown>
  try {
    answer = (await (await fetch(url, { signal: AbortSignal.timeout(10_000) })).json()) as Record<
      string,
      unknown
    >
  } catch (e) {
    throw new ApiFailure(Code.badRequest, 'wechatFailed', { reason: String(e) })
  }
  if (answer.errcode)
    throw new ApiFailure(Code.badRequest, 'wechatFailed', { reason: String(answer.errmsg ?? answer.errcode) })
  return answer
}

/** The OAuth code → the visitor's web access token and openid (WeChat sns/oauth2/access_token). */
function webAccessToken(app: WxApp, code: string) {
  const q = new URLSearchParams({
    appid: app.appId,
    secret: app.appSecret,
    code,
    grant_type: 'authorization_code',
  })
  return wxGet(`https://api.weixin.qq.com/sns/oauth2/access_token?${q}`)
}

export function wechatRoutes() {
  const app = new Hono<AppEnv>()
  const byCompany = new Map<number, IssuedToken>()

  // The company's credential: only for holders of the right (772, admins hold it), never for any
  // signed-in account, self-registered ones included (issue 38).
  app.get('/wx/getWxAccessToken', requireUser, (c) => {
    const user = c.get('user')
    if (!holdsRight(user, 'wechatToken'))
      throw new ApiFailure(Code.forbidden, 'missingRight', {
        right: rightLabel(RIGHTS.wechatToken.code, c.get('lang')) ?? '',
      })
    const asked = c.req.query('com_id')
    // The token's user decides the company; naming another one is a malformed request, not a switch.
    if (asked !== undefined && Number(asked) !== user.com_id)
      throw new ApiFailure(Code.badRequest, 'badField', { field: 'com_id' })
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

  app.get('/wx/redirectOauthUrl', (c) => {
    const wx = wxApp(c)
    const redirect = c.req.query('redirect') ?? ''
    if (!/^https?:\/\//.test(redirect))
      throw new ApiFailure(Code.badRequest, 'badField', { field: 'redirect' })
    return ok(c, { url: oauthUrl(wx, redirect, c.req.query('state') ?? '') })
  })

  app.get('/wx/getWebAccessToken', async (c) => {
    const answer = await webAccessToken(wxApp(c), c.req.query('code') ?? '')
    return ok(c, { access_token: answer.access_token, expires_in: answer.expires_in, openid: answer.openid })
  })

  app.get('/wx/getWxUserInfo', async (c) => {
    wxApp(c)
    const q = new URLSearchParams({
      access_token: c.req.query('access_token') ?? '',
      openid: c.req.query('openid') ?? '',
      lang: 'zh_CN',
    })
    const info = await wxGet(`https://api.weixin.qq.com/sns/userinfo?${q}`)
    return ok(c, { openid: info.openid, nickname: info.nickname, headimgurl: info.headimgurl })
  })

  // /callback hands the OAuth code here; an account linked to that openid is signed in like /user/userLogin.
  const weixinLogin = async (c: Context<AppEnv>) => {
    const wx = wxApp(c)
    const body = (await c.req.json().catch(() => ({}))) as { code?: unknown }
    if (typeof body.code !== 'string' || !body.code)
      throw new ApiFailure(Code.badRequest, 'badField', { field: 'code' })
    const { openid } = await webAccessToken(wx, body.code)
    const db = c.get('db')
    const comId = Number(c.req.query('com_id') ?? 1)
    const user = openid
      ? await db
          .selectFrom('users')
          .selectAll()
          .where('com_id', '=', comId)
          .where('openid', '=', String(openid))
          .executeTakeFirst()
      : undefined
    if (!user) throw new ApiFailure(Code.unauthorized, 'wechatUnbound')
    const config = c.get('config')
    const token = await issueToken(db, user.id, user.com_id, {
      now: config.now(),
      ttlMs: config.tokenTtlMs,
      refreshGraceMs: config.refreshGraceMs,
    })
    return ok(c, toUserInfo(await withRolesOf(db, user)), { token })
  }
  app.post('/user/weixinLogin', weixinLogin)
  app.post('/socialLogin', weixinLogin)

  return app
}
