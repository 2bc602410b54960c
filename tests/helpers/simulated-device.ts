// A device in the Jepsen-style check: one user's IndexedDB (fake-indexeddb) shared by several
// "tabs" and a "service worker", each running the real sync engine against the in-process server.
// One of them leads (the Web Lock of the app); a tab can be closed, killed mid-flush, and a new app
// version can reopen the database at a higher schema version with entries still queued.
import { DB_VERSION, storesFor, UserDb, userDbName } from '../../src/data/user-db.ts'
import { catalogue, resources } from '../../src/modules/registry.ts'
import { retryNow } from '../../src/sync/push.ts'
import { signedInClient } from './sync-client.ts'
import type { TestServer } from './test-server.ts'

/** The next app version: the same tables plus one, so Dexie runs a real upgrade over the queue. */
class NextVersionDb extends UserDb {
  constructor(name: string) {
    super(name, catalogue)
    this.version(DB_VERSION + 1).stores({ ...storesFor(resources), deployProbe: 'id' })
  }
}

type Client = Awaited<ReturnType<typeof signedInClient>>

export interface Tab {
  name: string
  role: 'tab' | 'sw'
  client: Client
  open: boolean
  /** Kill this tab at its next command call: before the server answers, or after it committed. */
  killAt: 'sent' | 'answered' | null
  killed: Promise<void>
}

let deviceCounter = 0

function dropRevisions(value: unknown): void {
  if (Array.isArray(value)) for (const v of value) dropRevisions(v)
  else if (value && typeof value === 'object') {
    delete (value as Record<string, unknown>).rev
    for (const v of Object.values(value)) dropRevisions(v)
  }
}

/** The answer as a server without revisions would give it. */
async function withoutRevisions(response: Response): Promise<Response> {
  const text = await response.text()
  let body = text
  try {
    const parsed = JSON.parse(text) as unknown
    dropRevisions(parsed)
    body = JSON.stringify(parsed)
  } catch {
    // not JSON: as it came
  }
  return new Response(body, { status: response.status, headers: response.headers })
}

export class SimulatedDevice {
  readonly tabs: Tab[] = []
  leader: Tab | null = null
  version = 1
  /** Requests of killed tabs still running on the server; awaited before counting. */
  readonly orphans: Promise<unknown>[] = []
  readonly dbName: string
  private tabCounter = 0

  constructor(
    readonly server: TestServer,
    readonly username: string,
    readonly password: string,
    readonly uid: number,
    /** This device's clock: the shared test clock plus its own skew. */
    readonly now: () => number,
    readonly random: () => number,
    readonly timeoutMs: number,
    /**
     * false: the server's answers reach this device without row revisions, as from a server built to
     * the spec alone; record edits then fall back to whole-record saves (for the lost-update figure).
     */
    readonly revisions = true,
  ) {
    this.dbName = `${userDbName(1, uid)}:device-${++deviceCounter}`
  }

  private openDb(): UserDb {
    return this.version > 1 ? new NextVersionDb(this.dbName) : new UserDb(this.dbName, catalogue)
  }

  async openTab(role: Tab['role'] = 'tab'): Promise<Tab> {
    let onKilled: () => void = () => undefined
    const tab: Tab = {
      name: `${this.username}/${role}${++this.tabCounter}`,
      role,
      client: undefined as never,
      open: true,
      killAt: null,
      killed: new Promise<void>((r) => {
        onKilled = r
      }),
    }
    const hang = () => new Promise<Response>(() => undefined)
    const revisions = this.revisions
    const send = async (input: Parameters<typeof fetch>[0], init?: RequestInit) =>
      revisions ? fetch(input, init) : withoutRevisions(await fetch(input, init))
    const fetchImpl: typeof fetch = async (input, init) => {
      if (!tab.open) return hang()
      const command = Boolean((init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'])
      if (!tab.killAt || !command) return send(input, init)
      // The tab dies with this request on the wire: the server may still commit it, nobody hears.
      const when = tab.killAt
      tab.open = false
      const sent = fetch(input, { ...init, signal: undefined }).catch(() => undefined)
      this.orphans.push(sent)
      if (when === 'answered') await sent
      // A dead tab holds no database connection (an upgrade must not wait for it).
      tab.client.db.close()
      onKilled()
      return hang()
    }
    tab.client = await signedInClient(this.server, this.username, this.password, {
      db: this.openDb(),
      timeoutMs: this.timeoutMs,
      now: this.now,
      random: this.random,
      fetchImpl,
    })
    this.tabs.push(tab)
    this.leader ??= role === 'tab' ? tab : null
    return tab
  }

  openTabs(): Tab[] {
    return this.tabs.filter((t) => t.open && t.role === 'tab')
  }

  /** A tab to write in: any open one, or a newly opened one. */
  async writingTab(): Promise<Tab> {
    const open = this.openTabs()
    if (open.length === 0) return this.openTab()
    return open[Math.floor(this.random() * open.length)]!
  }

  /** The lock passes to the next open tab; with none open, the service worker steps in. */
  private async electLeader(): Promise<Tab> {
    const next = this.openTabs()[0]
    if (next) {
      this.leader = next
      return next
    }
    const sw = await this.openTab('sw')
    this.leader = sw
    return sw
  }

  /** One push round by the leader, as its engine runs it. */
  async pushRound(): Promise<void> {
    const leader = this.leader?.open ? this.leader : await this.electLeader()
    // Background Sync fires because the network is back: waiting entries go at once.
    if (leader.role === 'sw') await retryNow(leader.client.db)
    const round = leader.client.push(this.now, this.random)
    await Promise.race([round, leader.killed])
    if (leader.role === 'sw' && leader.open) this.close(leader)
  }

  /** The leader dies at its next command call (tab closed mid-flush, or the service worker stopped). */
  async killLeaderMidFlush(when: Tab['killAt']): Promise<void> {
    const leader = this.leader?.open ? this.leader : await this.electLeader()
    leader.killAt = when
    await this.pushRound()
    if (leader.open) leader.killAt = null
  }

  close(tab: Tab): void {
    tab.open = false
    tab.client.engine.stop()
    tab.client.db.close()
    if (this.leader === tab) this.leader = null
  }

  closeLeader(): void {
    if (this.leader?.open) this.close(this.leader)
  }

  /** A new app version with entries queued: every tab closes, the database reopens one version up. */
  async deployNewVersion(): Promise<void> {
    for (const t of this.tabs) if (t.open) this.close(t)
    this.version++
    await this.openTab()
  }

  async pending(): Promise<number> {
    const db = this.openDb()
    try {
      return await db.outbox.where('state').equals('pending').count()
    } finally {
      db.close()
    }
  }

  /** The outbox as it ends: failed entries (rejected) and pending ones (undelivered). */
  async outbox() {
    const db = this.openDb()
    try {
      return await db.outbox.toArray()
    } finally {
      db.close()
    }
  }
}
