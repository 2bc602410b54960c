// The user info of spec §3 as the client receives it, built from a users row.

import { holdsRight, parseAccessCodes } from '../../src/auth/access-codes.ts'
import type { UserInfo } from '../../src/auth/user-info.ts'
import type { UserRow } from '../http/context.ts'

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
    roles: u.admin ? ['admin'] : ['staff'],
    permissions: [
      ...parseAccessCodes(u.acce).map(String),
      ...(holdsRight(u, 'priceOverride') ? ['priceOverride'] : []),
    ],
  }
}
