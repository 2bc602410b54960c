// The sync worker's API (exposed with comlink by workers/sync.worker.ts). One leader per user
// database: the worker holding the Web Lock `pm3-sync:{db}` pulls and pushes; the others wait on the
// lock, forward kicks to the leader over a BroadcastChannel, and take over when its tab closes.

import type { AttachmentRef } from '../api/attachments.ts'
import {
  AUDIT_LOG_PATH,
  type AuditEntry,
  type AuditList,
  type AuditPage,
  type AuditQuery,
  auditQueryParams,
  type DeletedRecord,
  RECYCLE_BIN_PATH,
} from '../api/audit-log.ts'
import { type ApproverStep, FLOW_APPROVERS_PATH } from '../api/flow-approvers.ts'
import { createHttpClient, type HttpClient } from '../api/http-client.ts'
import { OLDER_PAGE, type OlderPage } from '../api/older-rows.ts'
import { type HistoryEntry, RECORD_HISTORY_PATH } from '../api/record-history.ts'
import type { Catalogue } from '../data/catalogue.ts'
import { UserDb, userDbName } from '../data/user-db.ts'
import { fetchAttachment } from './attachment-mirror.ts'
import type { ChangeStream } from './change-stream.ts'
import { createSyncEngine, type SyncEngine } from './engine.ts'
import { followChanges } from './live-changes.ts'
import { NOTICE_POLL_MS } from './notices.ts'
import type { SyncEvents, SyncSession } from './sync-session.ts'

export type Role = 'idle' | 'follower' | 'leader'

type Message = { type: 'kick' } | { type: 'refresh'; resource?: string } | { type: 'online' }

export interface SyncWorkerApi {
  /** `online`: the page's view of the network, which browsers keep right; a new worker's may lag. */
  start(session: SyncSession, events: SyncEvents, online?: boolean): Promise<Role>
  setToken(token: string): void
  /** The page read a changed user info: the leader pulls by the new access, a follower keeps it for later. */
  setAccess(admin: boolean, acce: string): void
  kick(): void
  refresh(resource?: string): void
  online(): void
  offline(): void
  role(): Role
  /** A record's change history, read online (the page never calls the network for data). */
  recordHistory(resource: string, id: string): Promise<HistoryEntry[]>
  /**
   * Who would decide each step of a request of this type filed now (issue 36), read online and never
   * stored: the server resolves it from staff files the filer's device does not mirror.
   */
  flowApprovers(template: string, projectId: string, amount: number): Promise<ApproverStep[]>
  /** One page of a windowed list's rows the device does not keep, read online, never stored. */
  olderRows(resource: string, page: number, keyword: string): Promise<OlderPage>
  /** One page of the company's audit log, read online and never stored (the company's whole past). */
  auditLog(query: AuditQuery): Promise<AuditPage>
  /** The recycle bin's records, read online: a device keeps no deleted rows. */
  recycleBin(): Promise<DeletedRecord[]>
  /** Fetches a record's file into the device's store (not yet here, or evicted); the page shows it. */
  fetchAttachment(file: AttachmentRef, record: { resource: string; id: string }): Promise<void>
  stop(): void
}

export function lockName(session: Pick<SyncSession, 'comId' | 'uid'>): string {
  return `pm3-sync:${userDbName(session.comId, session.uid)}`
}

export function createSyncWorkerApi(catalogue: Catalogue): SyncWorkerApi {
  let role: Role = 'idle'
  let engine: SyncEngine | null = null
  let changes: ChangeStream | null = null
  let channel: BroadcastChannel | null = null
  let releaseLock: (() => void) | null = null
  let token = ''
  let pageOnline = true
  let started: { session: SyncSession; events: SyncEvents } | null = null
  let reader: HttpClient | null = null
  // The page's view of the network decides: a worker's own can lag (a new worker may think it is
  // online while its page is not), and a push that should not have gone cannot be taken back.
  const isOnline = () => pageOnline

  function handle(message: Message): void {
    if (!engine) return
    if (message.type === 'kick') void engine.push()
    if (message.type === 'refresh') void engine.pull(message.resource)
    if (message.type === 'online') {
      pageOnline = true
      changes?.reconnect()
      void engine.online()
    }
  }

  function send(message: Message): void {
    if (role === 'leader') handle(message)
    else channel?.postMessage(message)
  }

  /** On-demand reads: the leader's client, or (a follower) one of this worker's own on the same token. */
  function readClient(): HttpClient {
    if (engine) return engine.api
    if (!started) throw new Error('sync worker not started')
    const { session, events } = started
    reader ??= createHttpClient({
      baseUrl: session.apiBase,
      session: {
        token: () => token,
        setToken(t) {
          token = t
          events.tokenChanged?.(t)
        },
        username: () => session.username,
        accessCodes: () => session.acce,
        language: () => session.lang,
      },
    })
    return reader
  }

  return {
    async start(session, events, online = true) {
      started = { session, events }
      token = session.token
      pageOnline = online
      const name = lockName(session)
      channel = new BroadcastChannel(name)
      channel.onmessage = (e: MessageEvent<Message>) => {
        if (role === 'leader') handle(e.data)
      }
      role = 'follower'
      events.roleChanged(role)
      void navigator.locks.request(name, async () => {
        if (!channel) return
        role = 'leader'
        events.roleChanged(role)
        const db = new UserDb(userDbName(session.comId, session.uid), catalogue)
        engine = createSyncEngine({
          db,
          session: { ...session, token },
          events,
          isOnline,
        })
        // Opened before the first pull: a change made while that pull runs is not missed.
        changes = followChanges(engine, db, session, {
          isOnline,
          onAccessChanged: () => events.accessChanged?.(),
          onSiteChanged: () => events.siteChanged?.(),
        })
        self.addEventListener('online', () => {
          if (!pageOnline) return
          changes?.reconnect()
          void engine?.online()
        })
        const poll = setInterval(() => void engine?.pollNotices(), NOTICE_POLL_MS)
        // Offline, the first push and pull wait for the 'online' event: an offline start sends nothing.
        if (isOnline()) await engine.online()
        // Hold the lock (stay leader) until this worker stops or its tab closes.
        await new Promise<void>((resolve) => {
          releaseLock = resolve
        })
        clearInterval(poll)
      })
      return role
    },
    setToken(t) {
      token = t
      engine?.setToken(t)
      changes?.reconnect()
    },
    setAccess(admin, acce) {
      if (started) Object.assign(started.session, { admin, acce })
      engine?.setAccess({ admin, acce })
    },
    kick: () => send({ type: 'kick' }),
    refresh: (resource) => send({ type: 'refresh', resource }),
    online: () => {
      pageOnline = true
      send({ type: 'online' })
    },
    offline: () => {
      pageOnline = false
    },
    role: () => role,
    async fetchAttachment(file, record) {
      if (!started) throw new Error('sync worker not started')
      const db = new UserDb(userDbName(started.session.comId, started.session.uid), catalogue)
      try {
        await fetchAttachment(db, readClient(), file, record, 0)
      } finally {
        db.close()
      }
    },
    async recordHistory(resource, id) {
      const env = await readClient().get<HistoryEntry[]>(RECORD_HISTORY_PATH, { query: { resource, id } })
      return env.data ?? []
    },
    async flowApprovers(template, projectId, amount) {
      const env = await readClient().get<{ steps: ApproverStep[] }>(FLOW_APPROVERS_PATH, {
        query: { template, project_id: projectId || undefined, amount: amount || undefined },
        shownByCaller: true,
      })
      return env.data?.steps ?? []
    },
    async olderRows(resource, page, keyword) {
      const r = catalogue.resources.find((x) => x.name === resource)
      if (!r) throw new Error(`unknown resource ${resource}`)
      const env = await readClient().get<OlderPage['rows']>(r.api.list, {
        query: { older: 1, page, limit: OLDER_PAGE, keyword: keyword.trim() || undefined },
      })
      return { rows: env.data ?? [], total: Number((env as unknown as { total?: number }).total ?? 0) }
    },
    async auditLog(query) {
      const env = await readClient().get<AuditEntry[]>(AUDIT_LOG_PATH, { query: auditQueryParams(query) })
      const extra = env as unknown as { total?: number; lists?: AuditList[] }
      return { rows: env.data ?? [], total: Number(extra.total ?? 0), lists: extra.lists ?? [] }
    },
    async recycleBin() {
      return (await readClient().get<DeletedRecord[]>(RECYCLE_BIN_PATH)).data ?? []
    },
    stop() {
      changes?.close()
      changes = null
      engine?.stop()
      engine = null
      channel?.close()
      channel = null
      releaseLock?.()
      role = 'idle'
    },
  }
}
