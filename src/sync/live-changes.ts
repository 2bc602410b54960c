// The leader follows the server's change stream: an event for a list whose cursor is ahead of this
// device's makes it delta-pull that list (pulls of one list coalesce in the engine), and the live
// queries of every open screen do the rest. Only the leader holds a stream: one per device.
import type { UserDb } from '../data/user-db.ts'
import { ACCESS_CHANGED } from './access-changed.ts'
import { CHANGES_PATH, type ChangeStream, openChangeStream } from './change-stream.ts'
import type { SyncEngine } from './engine.ts'
import { SITE_CHANGED } from './site-changed.ts'
import type { SyncSession } from './sync-session.ts'

export function followChanges(
  engine: SyncEngine,
  db: UserDb,
  session: Pick<SyncSession, 'apiBase' | 'lang' | 'acce'>,
  options: {
    fetchImpl?: typeof fetch
    random?: () => number
    isOnline?: () => boolean
    onAccessChanged?: () => void
    /** The company's site info changed, or may have while the stream was down: read it again. */
    onSiteChanged?: () => void
  } = {},
): ChangeStream {
  let readyBefore = false
  return openChangeStream({
    url: `${session.apiBase.replace(/\/$/, '')}${CHANGES_PATH}`,
    token: () => engine.api.currentToken(),
    headers: () => ({ 'Accept-Language': session.lang, Authorization: session.acce }),
    onChange(resource, cursor) {
      if (resource === ACCESS_CHANGED) return options.onAccessChanged?.()
      if (resource === SITE_CHANGED) return options.onSiteChanged?.()
      void (async () => {
        const local = (await db.syncState.get(resource))?.cursor
        // The device's own push, or an earlier event, may have brought it this far already.
        if (local && Number(local) >= Number(cursor)) return
        await engine.pull(resource)
      })().catch(() => undefined)
    },
    onReady() {
      // The first time, the leader's start pulls everything anyway; after a drop, events were missed
      // and, if the server was out of reach, writes waited: both go now.
      if (readyBefore) {
        void engine.online()
        options.onSiteChanged?.()
      }
      readyBefore = true
    },
    onState: (state) => void engine.noteLive(state),
    onTokenError: (sentWith) => engine.api.refreshAfterTokenError(sentWith),
    isOnline: options.isOnline,
    fetchImpl: options.fetchImpl,
    random: options.random,
  })
}
