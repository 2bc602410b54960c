// User info (spec §3) and the check of spec §5 that guards against a malformed user-info answer.

export interface UserInfo {
  ID: number
  openid: string
  avatar: string
  nickname: string
  admin_name: string
  theme: string
  /** The id of the user's staff file ('' when the account has none); staff files are ULIDs made offline. */
  staff_id: string
  /** Lock password hash (spec §3). */
  suo_password: string
  staff: string
  /** Comma-separated access codes. */
  acce: string
  /** 1 grants every permission (spec §6). */
  admin: number
  username: string
  roles: string[]
  permissions: string[]
}

/** Spec §5: username must be a string, roles and permissions arrays. */
export function isWellFormedUserInfo(value: unknown): value is UserInfo {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return typeof v.username === 'string' && Array.isArray(v.roles) && Array.isArray(v.permissions)
}

/** Spec §3 staff detail response. */
export interface StaffDetail {
  name: string
  post_id: string
  cont_id: string
  depa_id: string
  dian_id: string
  comp_id: string | number
}
