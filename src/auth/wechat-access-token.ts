// Fetches and caches the company's WeChat access token after sign-in, when wantsWxAccessToken says
// so (spec §7). A session flow like sign-in: the page's own call, not data for the screens.
import { holdsRight } from './access-codes.ts'
import { pageApi } from './page-api.ts'
import { session } from './session-store.ts'
import {
  readCachedWxToken,
  toCachedWxToken,
  WEIXIN_GZH_KEY,
  WX_TOKEN_KEY,
  type WxTokenAnswer,
  wantsWxAccessToken,
} from './wechat-token-rule.ts'

export async function ensureWxAccessToken(): Promise<void> {
  const wanted = wantsWxAccessToken({
    hostname: window.location.hostname,
    weixinGzh: localStorage.getItem(WEIXIN_GZH_KEY),
    cached: readCachedWxToken(localStorage.getItem(WX_TOKEN_KEY)),
    now: Date.now(),
  })
  // Only holders of the right get the company's token (the server refuses anyone else).
  if (!wanted || !holdsRight(session.userInfo(), 'wechatToken')) return
  const env = await pageApi.get<WxTokenAnswer>('/wx/getWxAccessToken', { query: { com_id: session.comId() } })
  if (env.data?.access_token && Number.isFinite(env.data.expires_in))
    localStorage.setItem(WX_TOKEN_KEY, JSON.stringify(toCachedWxToken(env.data, Date.now())))
}
