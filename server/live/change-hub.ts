// Tells connected devices which lists changed. A committed request's notes become one event per
// company and resource (the highest rev as cursor); each device's stream gets only the events of
// lists its user may pull: same company, the module switched on, the access code or admin, and for
// the sop-scoped lists only the sop's viewers. Rows never travel here: the device delta-pulls them,
// so authorization stays with the list calls. Several processes on PostgreSQL share events through
// a relay (pg-relay.ts); a process delivers what it receives to its own streams.
import { mayAccess, subjectOf } from '../../src/auth/access.ts'
import { resources } from '../../src/modules/registry.ts'
import type { AnyResource } from '../../src/resources/define-resource.ts'
import { ACCESS_CHANGED } from '../../src/sync/access-changed.ts'
import { SITE_CHANGED } from '../../src/sync/site-changed.ts'
import { approvalAudience } from '../approvals/sop-access.ts'
import { withRoleAccess } from '../auth/role-access.ts'
import { findSessionsByHash, isLive } from '../auth/tokens.ts'
import type { ServerConfig } from '../config.ts'
import type { ChangeNote } from '../db/change-notes.ts'
import type { Db } from '../db/connection.ts'
import { companySettings } from '../db/site-info.ts'
import type { UserRow } from '../db/user-row.ts'
import type { Listener, LiveStreams } from '../http/live-stream.ts'

/** What a device is told: a list changed up to `cursor`. `users`: the only non-admins who may see it. */
export interface ChangeEvent {
  comId: number
  resource: string
  cursor: string
  users: number[] | null
}

export interface Relay {
  publish(events: ChangeEvent[]): Promise<void>
  close(): Promise<void>
}

const byName = new Map<string, AnyResource>(resources.map((r) => [r.name, r]))

/** The one access rule (src/auth/access.ts), as requireAccess applies it: the switch on, and the code. */
function mayPull(user: UserRow, r: AnyResource, settings: Record<string, unknown>): boolean {
  return mayAccess(r.access, subjectOf(user), settings)
}

export class ChangeHub implements LiveStreams {
  private readonly byCompany = new Map<number, Set<Listener>>()
  /** Changes not yet written, by stream: the highest cursor per list (see `queueChange`). */
  private readonly unsent = new Map<Listener, Map<string, string>>()
  private relay: Relay | null = null
  private readonly recheck: ReturnType<typeof setInterval>

  constructor(
    private readonly db: Db,
    private readonly options: { now: () => number; log: (line: string) => void; recheckMs: number },
  ) {
    // Logout on this process ends its streams at once (endToken); everything else that ends a
    // session (expiry, a logout on another process, an account removed) is found here.
    this.recheck = setInterval(() => void this.recheckSessions(), options.recheckMs)
    this.recheck.unref?.()
  }

  attachRelay(relay: Relay): void {
    this.relay = relay
  }

  get size(): number {
    let n = 0
    for (const set of this.byCompany.values()) n += set.size
    return n
  }

  add(listener: Listener): () => void {
    const comId = listener.user.com_id
    const set = this.byCompany.get(comId) ?? new Set<Listener>()
    this.byCompany.set(comId, set)
    set.add(listener)
    return () => {
      set.delete(listener)
      if (set.size === 0 && this.byCompany.get(comId) === set) this.byCompany.delete(comId)
    }
  }

  /** After a request committed: resolve who may see each change, deliver here and to other processes. */
  async publish(notes: ChangeNote[]): Promise<void> {
    const events = await this.eventsOf(notes)
    if (events.length === 0) return
    await this.deliver(events)
    await this.relay?.publish(events)
  }

  /** Events from this process or from another one through the relay. */
  async deliver(events: ChangeEvent[]): Promise<void> {
    const settingsOf = new Map<number, Record<string, unknown>>()
    for (const event of events) {
      const listeners = this.byCompany.get(event.comId)
      if (event.resource === ACCESS_CHANGED && listeners?.size) {
        await this.tellAccessChanged(listeners, new Set(event.users ?? []), event.cursor)
        continue
      }
      if (event.resource === SITE_CHANGED) {
        // Site info is the company's, read by anyone (GET /user/getErpInfo needs no token).
        for (const listener of listeners ?? []) this.queueChange(listener, SITE_CHANGED, event.cursor)
        continue
      }
      const r = byName.get(event.resource)
      if (!listeners?.size || !r) continue
      if (!settingsOf.has(event.comId))
        settingsOf.set(event.comId, await companySettings(this.db, event.comId))
      const settings = settingsOf.get(event.comId)!
      const audience = event.users ? new Set(event.users) : null
      for (const listener of listeners) {
        const { user } = listener
        if (!mayPull(user, r, settings)) continue
        if (audience && user.admin !== 1 && !audience.has(user.id)) continue
        this.queueChange(listener, event.resource, event.cursor)
      }
    }
  }

  /**
   * A group commit answers up to 32 sales in one go, and each used to cost every office stream a
   * socket write of its own (bench/load.ts: 40 streams × 1,600 sales in the till burst). The changes
   * published in one turn of the event loop go out together instead: one event per list with its
   * highest cursor, which is all a device needs (it pulls from its own cursor up to that one).
   */
  private queueChange(listener: Listener, resource: string, cursor: string): void {
    let lists = this.unsent.get(listener)
    if (!lists) {
      if (this.unsent.size === 0) setImmediate(() => this.sendQueued())
      lists = new Map()
      this.unsent.set(listener, lists)
    }
    const before = lists.get(resource)
    if (before === undefined || Number(cursor) >= Number(before) || Number.isNaN(Number(cursor)))
      lists.set(resource, cursor)
  }

  private sendQueued(listener?: Listener): void {
    for (const l of listener ? [listener] : [...this.unsent.keys()]) {
      const lists = this.unsent.get(l)
      if (!lists) continue
      this.unsent.delete(l)
      for (const [resource, cursor] of lists) void l.send({ name: 'change', data: { resource, cursor } })
    }
  }

  /** The accounts' streams first judge by their new access, then their devices are told. */
  private async tellAccessChanged(
    listeners: Set<Listener>,
    users: Set<number>,
    cursor: string,
  ): Promise<void> {
    const affected = [...listeners].filter((l) => users.has(l.user.id))
    if (affected.length === 0) return
    await this.recheckSessions()
    for (const l of affected) void l.send({ name: 'change', data: { resource: ACCESS_CHANGED, cursor } })
  }

  /** Every stream of this process pulls everything (events may have been lost meanwhile). */
  resyncAll(): void {
    this.sendQueued()
    for (const set of this.byCompany.values()) for (const l of set) void l.send({ name: 'resync', data: {} })
  }

  /** Logout: the streams opened with this token end now. */
  endToken(tokenHash: string): void {
    for (const set of this.byCompany.values())
      for (const l of [...set]) if (l.tokenHash === tokenHash) this.end(l)
  }

  /** A drain (SIGTERM): every stream is told to reconnect shortly, then ends. */
  shutdown(retryMs: number): void {
    this.sendQueued()
    for (const set of this.byCompany.values())
      for (const l of [...set]) void l.send({ name: 'restart', data: { retryMs } }).finally(() => l.close())
    this.byCompany.clear()
  }

  async close(): Promise<void> {
    clearInterval(this.recheck)
    this.unsent.clear()
    for (const set of this.byCompany.values()) for (const l of [...set]) l.close()
    this.byCompany.clear()
    await this.relay?.close()
  }

  private end(listener: Listener): void {
    this.sendQueued(listener)
    // Closed only once the message is out: a close right away would drop it.
    void listener.send({ name: 'end', data: { reason: 'session' } }).finally(() => listener.close())
  }

  private async eventsOf(notes: ChangeNote[]): Promise<ChangeEvent[]> {
    const groups = new Map<string, { comId: number; resource: string; rev: number; ids: Set<string> }>()
    for (const n of notes) {
      const key = `${n.comId}:${n.resource}`
      const g = groups.get(key) ?? { comId: n.comId, resource: n.resource, rev: 0, ids: new Set() }
      g.rev = Math.max(g.rev, n.rev)
      g.ids.add(n.id)
      groups.set(key, g)
    }
    const events: ChangeEvent[] = []
    for (const g of groups.values()) {
      const audience = approvalAudience[g.resource]
      events.push({
        comId: g.comId,
        resource: g.resource,
        cursor: String(g.rev),
        users:
          g.resource === ACCESS_CHANGED
            ? [...g.ids].map(Number)
            : audience
              ? await audience(this.db, [...g.ids])
              : null,
      })
    }
    return events
  }

  /** Re-reads every stream's session and user: access codes or roles may have changed, sessions ended. */
  private async recheckSessions(): Promise<void> {
    const all = [...this.byCompany.values()].flatMap((set) => [...set])
    if (all.length === 0) return
    try {
      const now = this.options.now()
      const sessions = await findSessionsByHash(this.db, [...new Set(all.map((l) => l.tokenHash))])
      const userIds = [...new Set(sessions.map((s) => s.user_id))]
      const users = new Map<number, UserRow>()
      for (let i = 0; i < userIds.length; i += 500) {
        const chunk = userIds.slice(i, i + 500)
        const rows = await this.db.selectFrom('users').selectAll().where('id', 'in', chunk).execute()
        for (const u of await withRoleAccess(this.db, rows)) users.set(u.id, u)
      }
      const live = new Map(sessions.filter((s) => isLive(s, now)).map((s) => [s.token_hash, s.user_id]))
      for (const l of all) {
        const user = users.get(live.get(l.tokenHash) ?? -1)
        if (!user) this.end(l)
        else l.user = user
      }
    } catch (e) {
      this.options.log(`live: session recheck failed: ${e instanceof Error ? e.message : e}`)
    }
  }
}

export function createChangeHub(
  db: Db,
  config: Pick<ServerConfig, 'now' | 'log' | 'liveRecheckMs'>,
): ChangeHub {
  return new ChangeHub(db, { now: config.now, log: config.log, recheckMs: config.liveRecheckMs ?? 15_000 })
}
