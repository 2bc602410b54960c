// Session flows, the only page-side network calls (DESIGN.md): site info, sign-in, user info,
// login record, sign-out.

import { Code } from '../api/codes.ts'
import { ApiError } from '../api/http-client.ts'
import { keptWritesSaid } from './ended-sessions.ts'
import { pageApi } from './page-api.ts'
import { queueRevocation } from './queued-revocations.ts'
import { encryptLoginPayload } from './rsa-login.ts'
import { leaveAfterSignOut, session } from './session-store.ts'
import { siteEdits } from './site-edits.ts'
import type { SiteInfo } from './site-info.ts'
import { isWellFormedUserInfo, type StaffDetail, type UserInfo } from './user-info.ts'

/** A sign-in failure the page shows as an i18n key (the server's own texts come as ApiError). */
export class SessionFlowError extends Error {
  constructor(readonly messageKey: 'login.noToken' | 'login.badUserInfo') {
    super(messageKey)
  }
}

/**
 * ready: site info stored (or, offline, the cached one stands); unconfigured: the server answered
 * ID 0; forbidden: it answered 400; unreachable: no answer and nothing cached.
 */
export type SiteState = 'ready' | 'unconfigured' | 'forbidden' | 'unreachable'

export async function loadSiteInfo(): Promise<SiteState> {
  const answersBefore = siteEdits.answers()
  try {
    const env = await pageApi.get<SiteInfo>('/user/getErpInfo', {
      query: { dm: session.dm() },
      noToken: true,
      // Its refusal is a page of its own (/401).
      shownByCaller: true,
    })
    if (!env.data || env.data.ID === 0) return 'unconfigured'
    // The server's answer to a save that came meanwhile is at least as fresh as this copy.
    if (siteEdits.answers() === answersBefore) session.setSiteInfo(siteEdits.over(env.data))
    return 'ready'
  } catch (e) {
    // Spec §2: site info code 400 goes to /401; offline, the cached site info stands.
    if (e instanceof ApiError && e.code === Code.badRequest) return 'forbidden'
    return session.siteInfo() ? 'ready' : 'unreachable'
  }
}

async function credentialsPayload(username: string, password: string): Promise<object> {
  const env = await pageApi.get<{ publicKey: string; mockServer: boolean }>('/publicKey', { noToken: true })
  const { publicKey, mockServer } = env.data ?? { publicKey: '', mockServer: false }
  if (!publicKey || mockServer) return { username, password }
  return encryptLoginPayload(publicKey, { username, password })
}

export async function signIn(username: string, password: string): Promise<UserInfo> {
  const body = await credentialsPayload(username, password)
  const env = await pageApi.post<UserInfo>('/user/userLogin', body, {
    noToken: true,
    shownByCaller: true,
    query: { com_id: session.comId() },
  })
  if (!env.token) throw new SessionFlowError('login.noToken')
  if (!isWellFormedUserInfo(env.data)) throw new SessionFlowError('login.badUserInfo')
  session.signIn(env.token, env.data)
  // This user's kept entries go now (their sync starts after the reload): the login page's note is done.
  keptWritesSaid({ comId: session.comId(), uid: env.data.ID })
  // Menus and access need the site's switches: the login page may have opened offline without them.
  await loadSiteInfo()
  await sendLoginRecord(env.data).catch(() => undefined)
  await loadStaffDetail(env.data).catch(() => undefined)
  return env.data
}

/** Spec §7 staff detail: asked for when the account has a staff file, kept in local storage. */
async function loadStaffDetail(user: UserInfo): Promise<void> {
  if (!user.staff_id) return
  const env = await pageApi.get<StaffDetail>('/staff/getStaffInfo', { query: { id: user.staff_id } })
  if (env.data) session.setStaffDetail(env.data)
}

/** The login record of spec §3; the server records the address it saw and answers it (Public_IP). */
async function sendLoginRecord(user: UserInfo): Promise<void> {
  const env = await pageApi.post<{ user_ip?: string } | null>('/user/addUserLogin', {
    window_screen: `${screen.width}X${screen.height} - ${screen.colorDepth}`,
    document_title: document.title,
    document_url: location.href,
    user_mac: navigator.userAgent,
    visitor_id: session.visitorId(),
    user_ip: session.publicIp(),
    staff: user.staff,
    com_id: session.comId(),
    su: user.username,
  })
  if (env.data?.user_ip) session.setPublicIp(env.data.user_ip)
}

/** Re-reads the user info in the background; a malformed answer ends the session (spec §5). */
export async function refreshUserInfo(): Promise<'ok' | 'malformed' | 'offline'> {
  try {
    const env = await pageApi.get<UserInfo>('/user/userInfo', { query: { id: session.userInfo()?.ID } })
    if (!isWellFormedUserInfo(env.data)) return 'malformed'
    session.setUserInfo(env.data)
    return 'ok'
  } catch (e) {
    if (e instanceof ApiError && !e.transient) throw e
    return 'offline'
  }
}

/** POST /register (spec §7): a new account of this company; the user signs in afterwards. */
export async function register(values: {
  username: string
  password: string
  mobile: string
  code: string
}): Promise<void> {
  await pageApi.post('/register', values, {
    noToken: true,
    shownByCaller: true,
    query: { com_id: session.comId() },
  })
}

/** Asks the server to text a verification code to the mobile (POST /register/sendCode). */
export async function requestRegisterCode(mobile: string): Promise<void> {
  await pageApi.post(
    '/register/sendCode',
    { mobile },
    {
      noToken: true,
      shownByCaller: true,
      query: { com_id: session.comId() },
    },
  )
}

/** Signs out here and on the server; offline, the revocation waits on the device (queued-revocations.ts). */
export async function signOut(): Promise<void> {
  const token = session.token()
  try {
    await pageApi.get('/logout')
  } catch (e) {
    if (token && (!(e instanceof ApiError) || e.transient))
      await queueRevocation(token).catch(() => undefined)
  }
  leaveAfterSignOut()
}
