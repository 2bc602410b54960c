// The sync engine a leader runs: pulls (all accessible resources, or one) and the push loop with
// its retry timer. Status goes to Dexie (meta 'status', syncState) for the UI's live queries.
import { createHttpClient, type HttpClient } from '../api/http-client.ts'
import { mayAccess } from '../auth/access.ts'
import { parseAccessCodes } from '../auth/access-codes.ts'
import type { StatusRow } from '../data/outbox-types.ts'
import type { UserDb } from '../data/user-db.ts'
import type { AnyResource } from '../resources/define-resource.ts'
import { mirrorAttachments } from './attachment-mirror.ts'
import { resendWanted } from './attachment-resend.ts'
import type { LiveState } from './change-stream.ts'
import { pollNotices } from './notices.ts'
import { createOutboxRunner } from './outbox-runner.ts'
import { pullResource } from './pull.ts'
import { pushPending, retryNow } from './push.ts'
import type { SyncEvents, SyncSession } from './sync-session.ts'

export interface SyncEngine {
  push(): Promise<void>
  /** Pulls of one list never overlap: asked again while running, it runs once more afterwards. */
  pull(resource?: string): Promise<void>
  pollNotices(): Promise<void>
  online(): Promise<void>
  setToken(token: string): void
  /** The user's access changed (a role given or taken): pull by the new codes from now on. */
  setAccess(access: Pick<SyncSession, 'admin' | 'acce'>): void
  /** Whether this device's live change stream is up (the header shows it). */
  noteLive(state: LiveState): Promise<void>
  stop(): void
  readonly api: HttpClient
}

export interface EngineOptions {
  db: UserDb
  session: SyncSession
  events?: Partial<SyncEvents>
  now?: () => number
  random?: () => number
  fetchImpl?: typeof fetch
  timeoutMs?: number
  isOnline?: () => boolean
  /**
   * Push at once when the server answers again after failed requests (default). Off where something
   * else drives the pushes (a test's fault schedule runs its own rounds).
   */
  pushWhenBackInReach?: boolean
}

export function accessibleResources(
  resources: readonly AnyResource[],
  session: Pick<SyncSession, 'admin' | 'acce'>,
): AnyResource[] {
  // The worker cannot see the site switches: the server, which can, refuses a switched-off module.
  const who = { admin: session.admin, codes: parseAccessCodes(session.acce) }
  return resources.filter((r) => mayAccess(r.access, who, 'unknown'))
}

export function createSyncEngine(opts: EngineOptions): SyncEngine {
  const { db, events } = opts
  const now = opts.now ?? Date.now
  let token: string | null = opts.session.token
  let sessionUid: number | null = opts.session.uid
  let stopped = false

  // Whether the server answers at all. A cut origin (a captive portal, a dead uplink, WebKit's only
  // way to test offline) leaves navigator.onLine true: failed requests are what tell. Unknown at
  // start: the status row may still say 'unreachable' from before a reload, and the first answer
  // must clear it even when this engine never saw a request fail.
  let reachable: boolean | undefined
  // Bumped by every answer: a request that fails after a later one was answered (it was sent
  // before the network came back) says nothing about the network now.
  let answers = 0
  const baseFetch = opts.fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))
  const watchedFetch: typeof fetch = async (input, init) => {
    const answersBefore = answers
    try {
      const response = await baseFetch(input, init)
      answers++
      if (reachable !== true) {
        const wasUnreachable = reachable === false
        reachable = true
        void backInReach(wasUnreachable)
      }
      return response
    } catch (error) {
      // fetch rejects with a TypeError when nothing answered; an abort is ours (a timeout, a stop).
      if (error instanceof TypeError && reachable !== false && answers === answersBefore) {
        reachable = false
        void writeStatus({ reachable: false })
      }
      throw error
    }
  }

  const api = createHttpClient({
    baseUrl: opts.session.apiBase,
    timeoutMs: opts.timeoutMs,
    fetchImpl: watchedFetch,
    headers: { 'X-Device': opts.session.device },
    session: {
      token: () => token,
      setToken(t) {
        token = t
        events?.tokenChanged?.(t)
      },
      username: () => opts.session.username,
      accessCodes: () => opts.session.acce,
      language: () => opts.session.lang,
    },
    onSessionEnded(error) {
      // Keep every entry; stop sending until this user signs in again.
      sessionUid = null
      void writeStatus({ paused: 'session' })
      events?.sessionEnded?.(error.code, error.message)
    },
  })

  /** The server answers again: what waited in backoff goes now, not at its next retry time. */
  async function backInReach(afterFailures: boolean): Promise<void> {
    const before = (await db.meta.get('status')) as StatusRow | undefined
    await writeStatus({ reachable: true })
    const wasCut = afterFailures || before?.reachable === false
    if (!wasCut || opts.pushWhenBackInReach === false) return
    await retryNow(db)
    await push()
  }

  /**
   * One read-modify-write transaction: two writers at once (the push's lastPushAt, the network's
   * return) would otherwise each put back the other's stale fields — a till left saying it is
   * unreachable after it was back, so its manager approval offered only offline codes.
   */
  function writeStatus(patch: Partial<StatusRow>): Promise<void> {
    return db.transaction('rw', db.meta, async () => {
      const current = (await db.meta.get('status')) as StatusRow | undefined
      await db.meta.put({
        online: opts.isOnline?.() ?? true,
        ...current,
        ...patch,
        key: 'status',
        updatedAt: now(),
      } as StatusRow)
    })
  }

  const running = new Map<string, { again: boolean; done: Promise<void> }>()

  /**
   * Live events, pushes and the sign-in pull may all ask for one list at once: a second full pull
   * of it would redo the work, so a request during a pull makes that pull run once more (a delta).
   */
  function pullOne(r: AnyResource): Promise<void> {
    const current = running.get(r.name)
    if (current) {
      current.again = true
      return current.done
    }
    const entry = { again: false, done: Promise.resolve() }
    running.set(r.name, entry)
    entry.done = (async () => {
      try {
        do {
          entry.again = false
          if (stopped) return
          try {
            await pullResource(db, api, r, now)
          } catch (e) {
            await db.syncState.update(r.name, { error: e instanceof Error ? e.message : String(e) })
          }
        } while (entry.again)
      } finally {
        running.delete(r.name)
      }
    })()
    return entry.done
  }

  async function pull(name?: string): Promise<void> {
    const list = accessibleResources(db.catalogue.resources, opts.session).filter(
      (r) => !name || r.name === name,
    )
    for (const r of list) {
      if (stopped) return
      await pullOne(r)
    }
    // The files of what was just pulled: those needed offline come now, the rest on demand.
    if (list.some((r) => db.catalogue.attachmentHolders.some((h) => h.resource === r.name))) {
      await mirrorAttachments(db, api, opts.session.uid).catch(() => undefined)
      const { uid, comId, device } = opts.session
      const queued = await resendWanted(db, api, { uid, comId, device, now }).catch(() => 0)
      // Not awaited: this pull may itself run inside a send, which then sends once more.
      if (queued > 0) void push()
    }
  }

  /** The user's queue on the device's one outbox engine (outbox-runner.ts), sent in batches. */
  const outbox = createOutboxRunner({
    // Known offline: nothing to try; going online pushes everything that waited.
    canSend: () => opts.isOnline?.() !== false,
    now,
    async drain() {
      const result = await pushPending({
        db,
        api,
        now,
        random: opts.random,
        uid: opts.session.uid,
        sessionUid: () => sessionUid,
      })
      await writeStatus({ lastPushAt: now(), paused: result.stoppedBy === 'session' ? 'session' : undefined })
      for (const name of result.changed) await pull(name)
      return { retryAt: result.nextAttemptAt }
    },
  })
  const push = () => outbox.flush()

  /** `fresh`: the lists were just pulled (back online), so the poll need not pull them again. */
  async function notices(fresh = false): Promise<void> {
    if (!opts.session.notices || stopped) return
    const pullFirst = fresh ? async () => undefined : pull
    await pollNotices(db, api, {
      comId: opts.session.comId,
      uid: opts.session.uid,
      now,
      pull: pullFirst,
    }).catch(() => undefined)
  }

  return {
    api,
    push,
    pull,
    pollNotices: () => notices(),
    async online() {
      await writeStatus({ online: true })
      await retryNow(db)
      await push()
      await pull()
      await notices(true)
    },
    setToken(t) {
      token = t
      sessionUid = opts.session.uid
      void writeStatus({ paused: undefined })
    },
    setAccess({ admin, acce }) {
      if (admin === opts.session.admin && acce === opts.session.acce) return
      opts.session.admin = admin
      opts.session.acce = acce
      void pull()
    },
    noteLive: (live) => writeStatus({ live }),
    stop() {
      stopped = true
      outbox.stop()
    },
  }
}
