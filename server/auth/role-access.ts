// What an account may do, derived from its roles (issue 23, spec §3 access store): its access codes
// are those granted directly followed by its roles' codes; its role list and permission list are its
// roles' keys and permissions. Read afresh on every call, so a role changed applies to the next call.

import type { Transaction } from 'kysely'
import { parseAccessCodes } from '../../src/auth/access-codes.ts'
import { roles } from '../../src/modules/system/roles.resource.ts'
import { normaliseAcce } from '../../src/modules/system/user-rules.ts'
import { ACCESS_CHANGED } from '../../src/sync/access-changed.ts'
import { noteChange } from '../db/change-notes.ts'
import type { Db } from '../db/connection.ts'
import { findRow, untyped } from '../db/resource-rows.ts'
import { tableName } from '../db/resource-tables.ts'
import type { Database } from '../db/schema.ts'
import type { UserRow } from '../db/user-row.ts'
import type { WriteHooks } from '../db/write-hooks.ts'
import { invalidField } from '../http/parse-body.ts'

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

/** Tells the accounts' open devices, once the write commits, to read their access again. */
export function accessChanged(comId: number, userIds: number[]): void {
  for (const id of userIds) noteChange({ resource: ACCESS_CHANGED, comId, rev: 0, id: String(id) })
}

/** The accounts holding a role. */
async function holdersOf(db: Transaction<Database>, comId: number, roleId: string): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'role_ids'])
    .where('com_id', '=', comId)
    .where('role_ids', 'like', `%${roleId}%`)
    .execute()
  return rows.filter((u) => names(u.role_ids).includes(roleId)).map((u) => u.id)
}

/** A role saved or removed changes what its holders may do from their next call: their devices hear it now. */
export const roleHooks: Record<string, WriteHooks> = {
  [roles.name]: {
    async saved(trx, { id, user, lang }) {
      // Refused in the transaction of the save: a role grants only codes spec §6 (and issue 19) name.
      const row = await findRow(trx, roles, id, user.com_id)
      const { unknown } = normaliseAcce(String(row?.acce ?? ''))
      if (unknown.length)
        throw invalidField(lang, [
          lang === 'en'
            ? `Unknown access codes: ${unknown.join(',')}`
            : `未知的权限代码：${unknown.join(',')}`,
        ])
      accessChanged(user.com_id, await holdersOf(trx, user.com_id, id))
    },
    async removed(trx, { id, user }) {
      accessChanged(user.com_id, await holdersOf(trx, user.com_id, id))
    },
  },
}
