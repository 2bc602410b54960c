// The signed-in session as the page keeps it: the spec §3 localStorage keys, with change
// notification (also across tabs) so React can subscribe.
import type { Language } from '../api/error-catalogue.ts'
import type { SessionSource } from '../api/http-client.ts'
import { LANGUAGE_KEY } from '../i18n/i18n.ts'
import { DEVICE_KEYS, deviceId, VISITOR_ID_KEY } from './device-identity.ts'
import { ENDED_SESSION_KEYS, rememberEndedSession } from './ended-sessions.ts'
import { loginPath } from './login-path.ts'
import type { SiteInfo } from './site-info.ts'
import type { StaffDetail, UserInfo } from './user-info.ts'
import { WEIXIN_GZH_KEY } from './wechat-token-rule.ts'

export const KEY = {
  token: 'pm3-token',
  userInfo: 'UserInfo',
  siteInfo: 'SiteInfo',
  comId: 'COM_ID',
  dm: 'DM',
  username: 'username',
  nickname: 'nickname',
  staffId: 'staff_id',
  staff: 'staff',
  staffPostId: 'staff_post_id',
  staffContId: 'staff_cont_id',
  staffDepaId: 'staff_depa_id',
  staffDianId: 'staff_dian_id',
  staffCompId: 'staff_comp_id',
  visitorId: VISITOR_ID_KEY,
  uid: 'UID',
  openId: 'open_id',
  headImgUrl: 'headimgurl',
  lockPassword: 'suo_password',
  nowTime: 'NowTime',
  publicIp: 'Public_IP',
} as const

/**
 * Logout keeps only these (spec §4); the device's own identity (a till's code and receipt counter
 * belong to the device, not to the cashier signing out: device-identity.ts); and the note of
 * sessions the server ended (ended-sessions.ts).
 */
const KEPT_ON_LOGOUT: readonly string[] = [KEY.comId, KEY.dm, ...DEVICE_KEYS, ...ENDED_SESSION_KEYS]

const listeners = new Set<() => void>()
let version = 0

function changed(): void {
  version++
  for (const l of listeners) l()
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = () => changed()
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export function sessionVersion(): number {
  return version
}

/** The user-info fields spec §3 also keeps under keys of their own. */
function writeUserKeys(user: UserInfo): void {
  localStorage.setItem(KEY.uid, String(user.ID))
  localStorage.setItem(KEY.openId, user.openid ?? '')
  localStorage.setItem(KEY.headImgUrl, user.avatar ?? '')
  localStorage.setItem(KEY.lockPassword, user.suo_password ?? '')
}

function readJson<T>(key: string): T | null {
  const raw = localStorage.getItem(key)
  if (!raw) return null
  try {
    return JSON.parse(raw) as T
  } catch {
    return null
  }
}

export const session = {
  token: () => localStorage.getItem(KEY.token),
  userInfo: () => readJson<UserInfo>(KEY.userInfo),
  siteInfo: () => readJson<SiteInfo>(KEY.siteInfo),
  comId: () => Number(localStorage.getItem(KEY.comId) ?? 1),
  dm: () => localStorage.getItem(KEY.dm) ?? '',

  signIn(token: string, user: UserInfo): void {
    localStorage.setItem(KEY.token, token)
    localStorage.setItem(KEY.userInfo, JSON.stringify(user))
    localStorage.setItem(KEY.username, user.username)
    localStorage.setItem(KEY.nickname, user.nickname)
    localStorage.setItem(KEY.staffId, String(user.staff_id))
    localStorage.setItem(KEY.nowTime, String(Date.now()))
    writeUserKeys(user)
    changed()
  },
  /** Spec §3 staff detail, kept under the spec's local storage keys. */
  setStaffDetail(d: StaffDetail): void {
    localStorage.setItem(KEY.staff, d.name)
    localStorage.setItem(KEY.staffPostId, String(d.post_id))
    localStorage.setItem(KEY.staffContId, String(d.cont_id))
    localStorage.setItem(KEY.staffDepaId, String(d.depa_id))
    localStorage.setItem(KEY.staffDianId, String(d.dian_id))
    localStorage.setItem(KEY.staffCompId, String(d.comp_id))
  },
  setUserInfo(user: UserInfo): void {
    localStorage.setItem(KEY.userInfo, JSON.stringify(user))
    writeUserKeys(user)
    changed()
  },
  setSiteInfo(site: SiteInfo): void {
    localStorage.setItem(KEY.siteInfo, JSON.stringify(site))
    localStorage.setItem(WEIXIN_GZH_KEY, site.weixin_gzh === 1 ? '1' : '0')
    if (site.ID > 0 && !localStorage.getItem(KEY.comId)) localStorage.setItem(KEY.comId, String(site.ID))
    // Spec §3: the domain marker the next getErpInfo sends, kept across sign-outs like COM_ID.
    if (typeof site.dm === 'string' && site.dm) localStorage.setItem(KEY.dm, site.dm)
    changed()
  },
  /**
   * Spec §4: clear local storage except the company id and domain marker. Before a full page load
   * (`notify: false`) the mounted app is not told, so it does not navigate on its own meanwhile.
   */
  reset({ notify = true }: { notify?: boolean } = {}): void {
    for (const key of Object.keys(localStorage))
      if (!KEPT_ON_LOGOUT.includes(key)) localStorage.removeItem(key)
    if (notify) changed()
  },
  /** Spec §3 Public_IP: this device's address as the server last saw it (the login record's answer). */
  publicIp: () => localStorage.getItem(KEY.publicIp) ?? '',
  setPublicIp(address: string): void {
    localStorage.setItem(KEY.publicIp, address)
  },
  /**
   * Spec §3 VisitorId: this device's id (device-identity.ts), the one its sync calls send as X-Device,
   * so a login record names the device a record's history names. Written back under the spec's key,
   * which a sign-out clears.
   */
  visitorId(): string {
    const id = deviceId()
    if (localStorage.getItem(KEY.visitorId) !== id) localStorage.setItem(KEY.visitorId, id)
    return id
  },
}

/** The HTTP client's view of the page session. */
export const pageSessionSource: SessionSource = {
  token: session.token,
  setToken(token) {
    localStorage.setItem(KEY.token, token)
    changed()
  },
  username: () => localStorage.getItem(KEY.username) ?? '',
  accessCodes: () => session.userInfo()?.acce ?? '',
  language: (): Language => (localStorage.getItem(LANGUAGE_KEY) === 'en' ? 'en' : 'zh'),
}

/**
 * The server ended the session: clear it and load the login page, coming back here after sign-in.
 * The user's mirror is wiped at that page's start, all but their unsent queue (ended-sessions.ts).
 */
export function leaveToLogin(): void {
  const user = session.userInfo()
  if (user && session.token())
    rememberEndedSession({ comId: session.comId(), uid: user.ID, name: user.nickname || user.username })
  leaveAfterSignOut()
}

/** The user signed out (their mirror already cleared): clear the session and load the login page. */
export function leaveAfterSignOut(): void {
  const here = window.location.pathname + window.location.search
  session.reset({ notify: false })
  window.location.replace(loginPath(here))
}
