// A sync client as a worker runs it (the real engine, push and pull code) over fake-indexeddb,
// signed in to the real test server.

import { UserDb, userDbName } from '../../src/data/user-db.ts'
import { catalogue } from '../../src/modules/registry.ts'
import { createSyncEngine, type EngineOptions } from '../../src/sync/engine.ts'
import { type PushResult, pushPending } from '../../src/sync/push.ts'
import type { SyncSession } from '../../src/sync/sync-session.ts'
import { call, type TestServer } from './test-server.ts'

let dbCounter = 0

export async function signedInClient(
  server: TestServer,
  username: string,
  password: string,
  options: Partial<EngineOptions> & {
    /** Another tab of the same user: share its database instead of opening a fresh one. */
    db?: UserDb
    /** The device's id (X-Device): a till's, when the client works a shift. */
    device?: string
  } = {},
) {
  const { body } = await call<{ ID: number; admin: number; acce: string }>(
    server,
    'POST',
    '/user/userLogin',
    {
      body: { username, password },
    },
  )
  const session: SyncSession = {
    apiBase: server.api,
    comId: 1,
    uid: body.data.ID,
    username,
    admin: body.data.admin === 1,
    acce: body.data.acce,
    token: body.token!,
    lang: 'zh',
    device: options.device ?? 'test-device',
    notices: true,
  }
  const { db: shared, device: _device, ...engineOptions } = options
  const db = shared ?? new UserDb(`${userDbName(1, session.uid)}:${++dbCounter}`, catalogue)
  // The tests drive push rounds themselves (`push` below): the engine must not start its own.
  const engine = createSyncEngine({ db, session, pushWhenBackInReach: false, ...engineOptions })
  const ctx = { uid: session.uid, comId: 1, device: session.device }
  /** One push round of this client's outbox, as its leader would run it. */
  const push = (now?: () => number, random?: () => number): Promise<PushResult> =>
    pushPending({ db, api: engine.api, now, random, uid: ctx.uid, sessionUid: () => ctx.uid })
  return { db, engine, session, ctx, push }
}
