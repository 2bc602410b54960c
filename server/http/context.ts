// What every request handler can read from the Hono context.

import type { Selectable } from 'kysely'
import type { ServerConfig } from '../config.ts'
import type { Db } from '../db/connection.ts'
import type { UsersTable } from '../db/schema.ts'
import type { ChangeHub } from '../live/change-hub.ts'
import type { Lang } from './messages.ts'
import type { ServerState } from './server-state.ts'

/**
 * An account as a request sees it. Once its roles are read (server/auth/role-access.ts), `acce` holds
 * every code it holds — direct and from its roles — and `roles`/`permissions` are set.
 */
export type UserRow = Selectable<UsersTable> & { roles?: string[]; permissions?: string[] }

export interface AppEnv {
  Variables: {
    db: Db
    config: ServerConfig
    lang: Lang
    /** The live change streams of this process (server/live). */
    live: ChangeHub
    /** Draining, storage full (server-state.ts). */
    state: ServerState
    /** Set by requireUser. */
    user: UserRow
    token: string
    /** Set by requireYunUser: the signed-in cloud pricing account (server/routes/yun-routes.ts). */
    yunUserId?: number
    /** Test-only: how long a command waits inside its key (server/http/faults.ts). */
    faultDelayMs?: number
  }
}
