// The user info of spec §3 as the client receives it, built from a users row with its roles read
// (role-access.ts).

import { holdsRight, parseAccessCodes } from '../../src/auth/access-codes.ts'
import type { UserInfo } from '../../src/auth/user-info.ts'
import type { UserRow } from '../db/user-row.ts'

export function toUserInfo(u: UserRow): UserInfo {
  return {
    ID: u.id,
    username: u.username,
    openid: u.openid,
    avatar: u.avatar,
    nickname: u.nickname,
    admin_name: u.nickname || u.username,
    theme: u.theme,
    staff_id: u.staff_ref,
    suo_password: u.suo_password,
    staff: u.staff,
    acce: u.acce,
    admin: u.admin,
    // Spec §3/§6 access store: the roles' keys, and what a guard may ask for — the access codes,
    // the price-override right and the roles' permissions.
    roles: u.admin ? ['admin'] : ['staff', ...(u.roles ?? [])],
    permissions: [
      ...new Set([
        ...parseAccessCodes(u.acce).map(String),
        ...(holdsRight(u, 'priceOverride') ? ['priceOverride'] : []),
        ...(u.permissions ?? []),
      ]),
    ],
  }
}
