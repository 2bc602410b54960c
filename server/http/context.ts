// What every request handler can read from the Hono context.

import type { Selectable } from 'kysely'
import type { ServerConfig } from '../config.ts'
import type { Db } from '../db/connection.ts'
import type { UsersTable } from '../db/schema.ts'
import type { ChangeHub } from '../live/change-hub.ts'
import type { Lang } from './messages.ts'

export type UserRow = Selectable<UsersTable>

export interface AppEnv {
  Variables: {
    db: Db
    config: ServerConfig
    lang: Lang
    /** The live change streams of this process (server/live). */
    live: ChangeHub
    /** Set by requireUser. */
    user: UserRow
    token: string
    /** Set by requireYunUser: the signed-in cloud pricing account (server/routes/yun-routes.ts). */
    yunUserId?: number
    /** Test-only: how long a command waits inside its key (server/http/faults.ts). */
    faultDelayMs?: number
  }
}
