// The page's side of sync: opens the signed-in user's database, starts this tab's sync worker
// (comlink), tells it about the network, visibility and token changes, and enqueues the user's
// writes. The page itself never calls the network for data.

import * as Comlink from 'comlink'
import type { AttachmentRef } from '../api/attachments.ts'
import type { AuditPage, AuditQuery, DeletedRecord } from '../api/audit-log.ts'
import type { ApproverStep } from '../api/flow-approvers.ts'
import type { OlderPage } from '../api/older-rows.ts'
import type { HistoryEntry } from '../api/record-history.ts'
import { deviceId } from '../auth/device-identity.ts'
import { API_BASE } from '../auth/page-api.ts'
import { loadSiteInfo, refreshUserInfo } from '../auth/session-flows.ts'
import { pageSessionSource, session, subscribeSession } from '../auth/session-store.ts'
import { BACKGROUND_SYNC_TAG } from '../sync/background-sync-tag.ts'
import { listenForPulled } from '../sync/pulled-rows.ts'
import type { SyncSession } from '../sync/sync-session.ts'
import type { Role, SyncWorkerApi } from '../sync/worker-api.ts'
import { attachFiles } from './attachments.ts'
import { bootStage } from './boot-stage.ts'
import type { Catalogue } from './catalogue.ts'
import { InvalidPayload } from './command-kit.ts'
import type { AnyDefinedCommand, PayloadOf } from './define-command.ts'
import { actorOf } from './dexie-command-store.ts'
import { endLocalCopy } from './ended-session-wipe.ts'
import { enqueue } from './enqueue.ts'
import { logOperation } from './operation-log.ts'
import { commandWords, touchedRecord } from './operation-words.ts'
import type { OutboxEntry, StatusRow } from './outbox-types.ts'
import { clearOverlay } from './pending-overlay.ts'
import type { PreparedFile } from './prepare-file.ts'
import { backgroundRefreshedToken, clearSessionMirror, saveSessionMirror } from './session-mirror.ts'
import { checkStorageKept } from './storage-eviction.ts'
import { endSyncWorker } from './sync-worker-end.ts'
import { UserDb, userDbName } from './user-db.ts'

/** Pull again when a tab comes back after this long away. */
const STALE_AFTER_HIDDEN_MS = 60_000
/** Without a live change stream (a proxy, a server built to the spec alone), a visible tab polls. */
export const POLL_WITHOUT_STREAM_MS = 30_000

let current: {
  db: UserDb
  worker: Comlink.Remote<SyncWorkerApi>
  sync: SyncSession
  /** Stops laying the worker's pulled rows over the open lists. */
  stopPulled: () => void
} | null = null

function syncSession(): SyncSession | null {
  const user = session.userInfo()
  const token = session.token()
  if (!user || !token) return null
  return {
    apiBase: new URL(API_BASE, window.location.origin).href.replace(/\/$/, ''),
    comId: session.comId(),
    uid: user.ID,
    username: user.username,
    admin: user.admin === 1,
    acce: user.acce,
    token,
    lang: pageSessionSource.language(),
    device: deviceId(),
    notices: Number(session.siteInfo()?.sel680 ?? 0) === 1,
  }
}

let syncRole: Role = 'idle'
const roleListeners = new Set<() => void>()

/** Whether this tab's worker is the one that syncs (for the sync panel). */
export const syncRoleStore = {
  subscribe(listener: () => void) {
    roleListeners.add(listener)
    return () => roleListeners.delete(listener)
  },
  get: () => syncRole,
}

/** The signed-in user's database (the UI reads only from it). */
export function userDb(): UserDb | null {
  return current?.db ?? null
}

export async function startSync(catalogue: Catalogue, onSessionEnded: () => void): Promise<UserDb | null> {
  bootStage('session-mirror')
  await adoptBackgroundToken()
  const sync = syncSession()
  if (!sync) return null
  if (current && current.sync.uid === sync.uid) return current.db
  const db = new UserDb(userDbName(sync.comId, sync.uid), catalogue)
  const thread = new Worker(new URL('../../workers/sync.worker.ts', import.meta.url), {
    type: 'module',
    name: 'pm3-sync',
  })
  const worker = Comlink.wrap<SyncWorkerApi>(thread)
  // The worker ends with its page rather than whenever the browser gets round to it: the next page
  // (a navigation, a reload) waits on the sync lock until then, and a leader is mid-stream. That
  // includes a page kept in the back/forward cache: frozen there, its worker would keep the sync
  // lock and any IndexedDB transaction it was in, and the next page would wait on them (blank).
  // A page restored from that cache starts again rather than run without its worker.
  window.addEventListener('pagehide', () => endSyncWorker(thread))
  window.addEventListener('pageshow', (e) => {
    if (e.persisted) window.location.reload()
  })
  current = { db, worker, sync, stopPulled: listenForPulled(db.name) }
  await startWorker(db, worker, sync, onSessionEnded)
  return db
}

/**
 * The rest of a start, in order: storage check, meta rows, the worker, the page's listeners. The
 * screens get the database only after it (handing it over earlier saved an offline till 50–100 ms,
 * but a site switch flipped in the first moment was put back by the meta rows, and a session's wipe
 * failed under load).
 */
async function startWorker(
  db: UserDb,
  worker: Comlink.Remote<SyncWorkerApi>,
  sync: SyncSession,
  onSessionEnded: () => void,
): Promise<void> {
  // Refused or missing (WebKit): the storage marker below notices an eviction and the user is told.
  void navigator.storage?.persist?.().catch(() => false)
  // An emptied database is noticed here; the worker's first pull then fills it again.
  bootStage('storage-marker')
  await checkStorageKept(db, localStorage, Date.now())
  bootStage('meta')
  // What an offline start needs besides the mirror: who is signed in, with which access, for which site.
  await db.meta.bulkPut([
    { key: 'userInfo', value: session.userInfo() },
    { key: 'siteInfo', value: session.siteInfo() },
    { key: 'accessCodes', value: sync.acce },
  ])
  // Neither the session mirror (the service worker's copy) nor the worker's start gates the first
  // paint: the screens read only the mirror tables, and an offline start of the till used to wait for
  // the worker's script to load and answer. Messages to the worker queue until it runs.
  bootStage('db-open')
  void saveSessionMirror(sync).catch((e) => console.error('session mirror', e))
  /** The newest token this tab knows of (see the session subscription below). */
  let known = sync.token
  void worker
    .start(
      sync,
      Comlink.proxy({
        tokenChanged(token: string) {
          known = token
          pageSessionSource.setToken(token)
          void saveSessionMirror({ ...sync, token })
        },
        sessionEnded() {
          onSessionEnded()
        },
        accessChanged() {
          void refreshUserInfo().catch(() => undefined)
        },
        siteChanged() {
          // Other tabs follow the session's copy through storage events.
          void loadSiteInfo()
        },
        roleChanged(role: Role) {
          syncRole = role
          for (const l of roleListeners) l()
        },
      }),
      navigator.onLine,
    )
    .catch((e) => console.error('sync worker', e))
  window.addEventListener('online', () => void worker.online())
  window.addEventListener('offline', () => void worker.offline())
  // A token refreshed by this page or another tab reaches this tab's worker and the service worker's
  // copy at once: a worker left holding the rotated token would show it again after the reuse
  // interval, and the server would end the sign-in as stolen.
  subscribeSession(() => {
    // A changed user info (roles or codes; here, or read in another tab): the lists follow it.
    const user = session.userInfo()
    if (user && (user.acce !== sync.acce || (user.admin === 1) !== sync.admin)) {
      Object.assign(sync, { acce: user.acce, admin: user.admin === 1 })
      void worker.setAccess(sync.admin, sync.acce)
      void db.meta.bulkPut([
        { key: 'userInfo', value: user },
        { key: 'accessCodes', value: sync.acce },
      ])
      void saveSessionMirror({ ...sync, token: known })
    }
    const token = session.token()
    if (!token || token === known) return
    known = token
    void worker.setToken(token)
    void saveSessionMirror({ ...sync, token })
  })
  let hiddenAt = 0
  document.addEventListener('visibilitychange', () => {
    if (document.hidden) hiddenAt = Date.now()
    else if (hiddenAt && Date.now() - hiddenAt > STALE_AFTER_HIDDEN_MS) void worker.refresh()
    if (!document.hidden) void sendWhatWaits(db, worker)
  })
  window.addEventListener('focus', () => void sendWhatWaits(db, worker))
  pollWhileNotLive(db, worker)
}

/**
 * Firefox and Safari have no Background Sync: what waits goes when the user comes back to the tab
 * (focus, visible) as well as on 'online' — at once, not at its next backoff time.
 */
async function sendWhatWaits(db: UserDb, worker: Comlink.Remote<SyncWorkerApi>): Promise<void> {
  if (!navigator.onLine) return
  const waiting = await db.outbox.where('state').equals('pending').count()
  const status = (await db.meta.get('status')) as StatusRow | undefined
  if (waiting > 0 || status?.reachable === false) void worker.online()
}

/** Takes the token the service worker refreshed to while every tab was closed. */
async function adoptBackgroundToken(): Promise<void> {
  const user = session.userInfo()
  if (!user || !session.token()) return
  try {
    const token = await backgroundRefreshedToken(session.comId(), user.ID)
    if (token && token !== session.token()) pageSessionSource.setToken(token)
  } catch (e) {
    console.error('session mirror', e)
  }
}

/** Every visible tab asks; the leader's pulls of one list coalesce, so two tabs cost one pull. */
function pollWhileNotLive(db: UserDb, worker: Comlink.Remote<SyncWorkerApi>): void {
  const poll = setInterval(async () => {
    if (current?.db !== db) return clearInterval(poll)
    if (document.hidden || !navigator.onLine) return
    const status = (await db.meta.get('status')) as StatusRow | undefined
    if (status?.live === 'live') return
    void worker.refresh()
    // No stream to say that an admin switched a module: the menus follow site info at the same pace.
    // The leading tab reads it; the others follow its session copy (localStorage), as with a stream.
    if (syncRole === 'leader') void loadSiteInfo()
  }, POLL_WITHOUT_STREAM_MS)
}

export function refresh(resource?: string): void {
  void current?.worker.refresh(resource)
}

/** A record's change history, read online by this tab's sync worker. */
export async function recordHistory(resource: string, id: string): Promise<HistoryEntry[]> {
  if (!current) throw new Error('not signed in')
  return current.worker.recordHistory(resource, id)
}

/** Who would decide each step of a request filed now, read online by this tab's sync worker. */
export async function flowApprovers(
  template: string,
  projectId: string,
  amount: number,
): Promise<ApproverStep[]> {
  if (!current) throw new Error('not signed in')
  return current.worker.flowApprovers(template, projectId, amount)
}

/** A page of a windowed list's older rows, read online by this tab's sync worker (not stored). */
export async function olderRows(resource: string, page: number, keyword: string): Promise<OlderPage> {
  if (!current) throw new Error('not signed in')
  return current.worker.olderRows(resource, page, keyword)
}

/** One page of the company's audit log, read online by this tab's sync worker. */
export async function auditLog(query: AuditQuery): Promise<AuditPage> {
  if (!current) throw new Error('not signed in')
  return current.worker.auditLog(query)
}

/** The recycle bin's records, read online by this tab's sync worker. */
export async function recycleBin(): Promise<DeletedRecord[]> {
  if (!current) throw new Error('not signed in')
  return current.worker.recycleBin()
}

/** A record's file, fetched by this tab's sync worker into the device's store. */
export async function fetchAttachment(
  file: AttachmentRef,
  record: { resource: string; id: string },
): Promise<void> {
  if (!current) throw new Error('not signed in')
  await current.worker.fetchAttachment(file, record)
}

/** Files to attach: stored and queued for upload ahead of the record that will refer to them. */
export async function attach(files: PreparedFile[]): Promise<AttachmentRef[]> {
  if (!current) throw new Error('not signed in')
  const { sync, db } = current
  const start = performance.now()
  const refs = await attachFiles(db, { uid: sync.uid, comId: sync.comId, device: sync.device }, files)
  performance.measure('pm3:attachment-store', {
    start,
    end: performance.now(),
    detail: { files: files.length },
  })
  return refs
}

/** A user's write: optimistic effect + outbox entry now, delivery by the leader when it can. */
export async function write(
  kind: string,
  payload: Record<string, unknown>,
  options: { replaces?: string; id?: string } = {},
): Promise<OutboxEntry> {
  if (!current) throw new Error('not signed in')
  const { sync, db, worker } = current
  // User Timing: `npm run bench` reads the enqueue cost and times the write to the list on screen;
  // pm3:name-write is what naming the write for the operation log costs beside it.
  // Named before the write: a record it removes is gone from the mirror afterwards. Naming is for
  // the log only: it never stops a write.
  const lang = pageSessionSource.language()
  const naming = performance.now()
  const touched = await touchedRecord(db, kind, payload, lang).catch(() => ({}))
  performance.measure('pm3:name-write', { start: naming, end: performance.now(), detail: { kind } })
  const start = performance.now()
  const user = session.userInfo()
  const actor = user ? actorOf(user) : undefined
  const entry = await enqueue(
    db,
    { uid: sync.uid, comId: sync.comId, device: sync.device, actor },
    kind,
    payload,
    {
      ...options,
      lang,
    },
  )
  performance.measure('pm3:enqueue', { start, end: performance.now(), detail: { kind } })
  // Delivery starts before the log line is written: the user's write is what must not wait.
  void worker.kick()
  void registerBackgroundSync()
  const said = await commandWords(db, kind, payload).catch(() => ({}))
  await logOperation(db, {
    at: new Date(entry.createdAt).toISOString(),
    kind,
    entryId: entry.id,
    ...touched,
    ...said,
  })
  return entry
}

/** A defined workflow command, typed: its payload is checked against its schema at compile time. */
export function writeCommand<C extends AnyDefinedCommand>(
  command: C,
  payload: PayloadOf<C>,
  options: { replaces?: string; id?: string } = {},
): Promise<OutboxEntry> {
  return write(command.kind, payload, options)
}

async function registerBackgroundSync(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration()
  const sync = (
    registration as
      | (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } })
      | undefined
  )?.sync
  await sync?.register(BACKGROUND_SYNC_TAG).catch(() => undefined)
}

/** Sends what waits now (entries just opened from their seal, data/queue-seal.ts). */
export function sendNow(): void {
  void current?.worker.kick()
}

/**
 * Sign-out on a shared device: the user's mirror is cleared, their queued entries stay in their own
 * database, sealed, and go out at their next sign-in.
 */
export async function stopSyncForLogout(): Promise<void> {
  if (!current) return
  const { db, worker, stopPulled, sync } = current
  worker.stop()
  stopPulled()
  current = null
  clearOverlay()
  await clearSessionMirror()
  await endLocalCopy(db, sync.comId, sync.uid)
  db.close()
}

/**
 * Many writes of one kind (an import, a bulk action) as one local transaction: still one outbox entry
 * and one idempotency key per row, but the lists re-read once instead of once per row. A row the
 * device refuses (its payload invalid) rolls back nothing else: it is answered in `refused`.
 */
export async function writeMany(
  kind: string,
  payloads: Record<string, unknown>[],
): Promise<{ queued: OutboxEntry[]; refused: { index: number; error: unknown }[] }> {
  if (!current) throw new Error('not signed in')
  const { sync, db, worker } = current
  const ctx = { uid: sync.uid, comId: sync.comId, device: sync.device }
  const lang = pageSessionSource.language()
  const queued: OutboxEntry[] = []
  const refused: { index: number; error: unknown }[] = []
  const tables = [db.outbox, db.meta, ...db.commandFor(kind).tables.map((t) => db.table(t))]
  await db.transaction('rw', tables, async () => {
    for (const [index, payload] of payloads.entries()) {
      try {
        queued.push(await enqueue(db, ctx, kind, payload, { lang }))
      } catch (error) {
        // A payload refused before its sub-transaction wrote anything; the others go on.
        if (!(error instanceof InvalidPayload)) throw error
        refused.push({ index, error })
      }
    }
    if (queued.length)
      await logOperation(db, {
        at: new Date().toISOString(),
        kind,
        count: queued.length,
        entryId: queued[0]!.id,
      })
  })
  void worker.kick()
  void registerBackgroundSync()
  return { queued, refused }
}
