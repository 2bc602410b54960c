// Background Sync: a checkout queued just before the tab closed still goes out. The service worker
// takes the same Web Lock as the tabs' sync workers and runs the same push code from src/sync.
import { readSessionMirror, saveSessionMirror } from '../src/data/session-mirror.ts'
import { UserDb, userDbName } from '../src/data/user-db.ts'
import { catalogue } from '../src/modules/registry.ts'
import { createSyncEngine } from '../src/sync/engine.ts'
import { retryNow } from '../src/sync/push.ts'
import { lockName } from '../src/sync/worker-api.ts'

export { BACKGROUND_SYNC_TAG } from '../src/sync/background-sync-tag.ts'

async function pendingCount(session: { comId: number; uid: number }): Promise<number> {
  const db = new UserDb(userDbName(session.comId, session.uid), catalogue)
  try {
    return await db.outbox.where('state').equals('pending').count()
  } finally {
    db.close()
  }
}

export async function pushFromServiceWorker(): Promise<void> {
  const session = await readSessionMirror()
  if (!session) return
  // An open tab (even one mid-navigation, between two workers) pushes through its own sync worker:
  // the service worker steps in only when every tab is closed. Entries left: try again later.
  const tabs = await (self as unknown as ServiceWorkerGlobalScope).clients.matchAll({
    type: 'window',
    includeUncontrolled: true,
  })
  if (tabs.length > 0) {
    const left = await pendingCount(session)
    if (left > 0) throw new Error(`${left} entries pending; a tab is open and syncs them`)
    return
  }
  let left = 0
  await navigator.locks.request(lockName(session), { ifAvailable: true }, async (lock) => {
    // A tab's worker leads: it pushes, and this event has nothing to do.
    if (!lock) return
    const db = new UserDb(userDbName(session.comId, session.uid), catalogue)
    try {
      const engine = createSyncEngine({
        db,
        session,
        isOnline: () => navigator.onLine,
        // The next tab must start from this token, not the rotated one it kept (session-mirror.ts).
        events: { tokenChanged: (token) => void saveSessionMirror({ ...session, token }, true) },
      })
      // The browser fires this event because the network is back: entries waiting out a backoff go now.
      await retryNow(db)
      await engine.push()
      engine.stop()
      left = await db.outbox.where('state').equals('pending').count()
    } finally {
      db.close()
    }
  })
  // Entries still waiting: fail the event so the browser schedules another try.
  if (left > 0) throw new Error(`${left} entries still pending`)
}
