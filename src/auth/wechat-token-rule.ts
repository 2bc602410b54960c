// When the page asks for the company's WeChat access token (spec §7): only off the local machine,
// only with the weixin_gzh switch at '1', and only without an unexpired cached token. Pure: no DOM.

/** Spec §3 localStorage key: '1' where this deployment uses the company's WeChat official account. */
export const WEIXIN_GZH_KEY = 'weixin_gzh'

/**
 * localStorage key of the cached token, JSON `{ token, expiresAt }` (expiresAt: epoch ms). Sign-out
 * clears it with the rest of the session (spec §4), so each sign-in starts from the server's token.
 */
export const WX_TOKEN_KEY = 'wx_access_token'

export interface CachedWxToken {
  token: string
  expiresAt: number
}

/** The server's answer (spec §3): the token and its remaining lifetime in seconds. */
export interface WxTokenAnswer {
  access_token: string
  expires_in: number
}

/** A development or test machine talks to no WeChat account. */
const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '::1', '[::1]'])

export interface WxTokenFacts {
  hostname: string
  weixinGzh: string | null
  cached: CachedWxToken | null
  now: number
}

export function wantsWxAccessToken({ hostname, weixinGzh, cached, now }: WxTokenFacts): boolean {
  if (LOCAL_HOSTNAMES.has(hostname)) return false
  if (weixinGzh !== '1') return false
  return cached === null || cached.expiresAt <= now
}

/** The cached token, or null when there is none or what is stored is not one (then it is asked again). */
export function readCachedWxToken(raw: string | null): CachedWxToken | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<CachedWxToken> | null
    if (typeof value?.token === 'string' && value.token && Number.isFinite(value.expiresAt))
      return { token: value.token, expiresAt: value.expiresAt as number }
  } catch {
    // Not JSON: treated as no token.
  }
  return null
}

export function toCachedWxToken(answer: WxTokenAnswer, now: number): CachedWxToken {
  return { token: answer.access_token, expiresAt: now + answer.expires_in * 1000 }
}
