// What an account may do, derived from its roles (issue 23, spec §3 access store): its access codes
// are those granted directly followed by its roles' codes; its role list and permission list are its
// roles' keys and permissions. Read afresh on every call, so a role changed applies to the next call.
import { parseAccessCodes } from '../../src/auth/access-codes.ts'
import { roles } from '../../src/modules/system/roles.resource.ts'
import type { Db } from '../db/connection.ts'
import { untyped } from '../db/resource-rows.ts'
import { tableName } from '../db/resource-tables.ts'
import type { UserRow } from '../http/context.ts'

interface RoleRow {
  id: string
  com_id: number
  code: string
  acce: string
  permissions: string
}

const names = (list: string) =>
  list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

/** The accounts with their roles read: `acce` now every code held, `roles` and `permissions` set. */
export async function withRoleAccess<U extends UserRow>(
  db: Db,
  accounts: U[],
): Promise<(U & Required<Pick<UserRow, 'roles' | 'permissions'>>)[]> {
  const wanted = [...new Set(accounts.flatMap((u) => names(u.role_ids)))]
  const found = wanted.length
    ? ((await untyped(db)
        .selectFrom(tableName(roles))
        .select(['id', 'com_id', 'code', 'acce', 'permissions'])
        .where('id', 'in', wanted)
        .where('deleted', '=', 0)
        .execute()) as unknown as RoleRow[])
    : []
  const byId = new Map(found.map((r) => [r.id, r]))
  return accounts.map((u) => {
    const held = names(u.role_ids)
      .map((id) => byId.get(id))
      .filter((r): r is RoleRow => r !== undefined && r.com_id === u.com_id)
    const codes = [
      ...new Set([...parseAccessCodes(u.acce), ...held.flatMap((r) => parseAccessCodes(r.acce))]),
    ]
    return {
      ...u,
      acce: codes.join(','),
      roles: [...new Set(held.map((r) => r.code))],
      permissions: [...new Set(held.flatMap((r) => names(r.permissions)))],
    }
  })
}

export async function withRolesOf<U extends UserRow>(db: Db, account: U) {
  return (await withRoleAccess(db, [account]))[0]!
}
