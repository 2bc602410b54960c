// What every request handler can read from the Hono context.
import type { Context } from 'hono'
import type { ServerConfig } from '../config.ts'
import type { Db } from '../db/connection.ts'
import type { UserRow } from '../db/user-row.ts'
import type { LiveStreams } from './live-stream.ts'
import type { Lang } from './messages.ts'
import type { ServerState } from './server-state.ts'

export interface AppEnv {
  Variables: {
    db: Db
    config: ServerConfig
    lang: Lang
    /** The live change streams of this process (server/live). */
    live: LiveStreams
    /** Draining, storage full (server-state.ts). */
    state: ServerState
    /** Set by requireUser. */
    user: UserRow
    token: string
    /** Set by requireYunUser: the signed-in cloud pricing account (server/routes/yun-routes.ts). */
    yunUserId?: number
    /**
     * Work a command's body needs before its transaction opens (the offline manager codes' key
     * derivation, server/shop/offline-code-proof.ts), handed in by the app: the kernel knows no domain.
     */
    beforeCommand?: (c: Context<AppEnv>, body: unknown) => Promise<void>
    /** Test-only: how long a command waits inside its key (server/ports/faults.ts). */
    faultDelayMs?: number
  }
}
