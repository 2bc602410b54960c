// /callback: WeChat sends the visitor back with an OAuth code; the server exchanges it and signs in
// the account linked to that WeChat user (spec §7 POST /user/weixinLogin). A session flow like signIn.

import { pageApi } from './page-api.ts'
import { loadSiteInfo, SessionFlowError } from './session-flows.ts'
import { session } from './session-store.ts'
import { isWellFormedUserInfo, type UserInfo } from './user-info.ts'

export async function signInWithWechat(code: string): Promise<UserInfo> {
  const env = await pageApi.post<UserInfo>(
    '/user/weixinLogin',
    { code },
    { noToken: true, shownByCaller: true, query: { com_id: session.comId() } },
  )
  if (!env.token) throw new SessionFlowError('login.noToken')
  if (!isWellFormedUserInfo(env.data)) throw new SessionFlowError('login.badUserInfo')
  session.signIn(env.token, env.data)
  await loadSiteInfo()
  return env.data
}
