// An account as a request and a workflow see it: the stored user with its roles read. It lives
// beside the schema so rules, hooks and routes all take it from below.
import type { Selectable } from 'kysely'
import type { UsersTable } from './schema.ts'

/**
 * Once its roles are read (server/auth/role-access.ts), `acce` holds every code it holds — direct and
 * from its roles — and `roles`/`permissions` are set.
 */
export type UserRow = Selectable<UsersTable> & { roles?: string[]; permissions?: string[] }
