// What the process knows about itself beyond a single request: whether it is draining (SIGTERM) and
// whether storage is full. Errors that mean "not now" (a locked database, a full disk, a restart)
// become 503 answers with Retry-After that devices retry by themselves, instead of a bare 500; the
// health endpoints (health-routes.ts) report the same state to a load balancer and an operator.
import type { Context } from 'hono'
import { Code } from '../../src/api/codes.ts'
import { DatabaseBusy } from '../db/sqlite-busy.ts'
import type { StorageReserve } from '../db/storage-reserve.ts'
import { ApiFailure, failure } from './envelope.ts'

/** How long a device is asked to wait after "storage full" or "restarting". */
const RETRY_AFTER_S = 30
/** While storage is full, how often the disk is looked at for room to take commands again. */
const STORAGE_RECHECK_MS = 5_000

/** A command refused up front while storage is full (the reserve's room is kept for sign-ins). */
export class StorageFullRefusal extends Error {
  readonly code = 'PM3_STORAGE_FULL'
}

export class ServerState {
  draining = false
  /** Since when writes fail for lack of space (ms), or null. */
  storageFullSince: number | null = null
  private inFlight = 0
  private recheck: NodeJS.Timeout | null = null

  constructor(
    private readonly log: (line: string) => void,
    private readonly now: () => number = Date.now,
    /** The embedded database's reserve (storage-reserve.ts); absent on PostgreSQL, whose disk is elsewhere. */
    private readonly reserve: StorageReserve | null = null,
  ) {}

  /** Logged once per episode, however many writes fail meanwhile. */
  storageFull(error: unknown): void {
    if (this.storageFullSince !== null) return
    this.storageFullSince = this.now()
    this.log(`storage full: commands are refused with 503 until space returns (${describe(error)})`)
    if (!this.reserve) return
    this.reserve.release()
    this.recheck = setInterval(() => {
      if (this.reserve?.restore()) this.storageWritable()
    }, STORAGE_RECHECK_MS)
    this.recheck.unref()
  }

  /** Commands are refused before they start: the reserve's room is for sign-ins. */
  get refusingCommands(): boolean {
    return this.storageFullSince !== null && this.reserve !== null
  }

  /** A write went through. Without a reserve (PostgreSQL) that is the sign that space is back. */
  writeSucceeded(): void {
    if (!this.reserve) this.storageWritable()
  }

  storageWritable(): void {
    if (this.recheck) clearInterval(this.recheck)
    this.recheck = null
    if (this.storageFullSince === null) return
    this.log(`storage writable again after ${Math.round((this.now() - this.storageFullSince) / 1000)} s`)
    this.storageFullSince = null
  }

  stop(): void {
    if (this.recheck) clearInterval(this.recheck)
    this.recheck = null
  }

  requestStarted(): void {
    this.inFlight++
  }

  requestEnded(): void {
    this.inFlight--
  }

  get requestsInFlight(): number {
    return this.inFlight
  }
}

function describe(error: unknown): string {
  const e = error as { code?: unknown; message?: unknown } | null
  return [e?.code, e?.message].filter(Boolean).join(': ') || String(error)
}

/** SQLite's "database or disk is full", the OS's ENOSPC, PostgreSQL's disk_full (53100). */
export function isStorageFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return (
    code === 'SQLITE_FULL' ||
    code === 'ENOSPC' ||
    code === 'EDQUOT' ||
    code === '53100' ||
    code === 'PM3_STORAGE_FULL'
  )
}

/** The 503 answer for an error that means "not now", or null for any other error. */
export function answerUnavailable(c: Context, error: unknown, state: ServerState): Response | null {
  if (error instanceof DatabaseBusy) {
    c.header('Retry-After', String(error.retryAfterSeconds))
    return failure(c, new ApiFailure(Code.unavailable, 'databaseBusy', { s: error.retryAfterSeconds }))
  }
  if (isStorageFull(error)) {
    state.storageFull(error)
    c.header('Retry-After', String(RETRY_AFTER_S))
    return failure(c, new ApiFailure(Code.unavailable, 'storageFull'))
  }
  return null
}

/** A request that arrives while the process drains: refused, and its connection closed. */
export function answerStopping(c: Context): Response {
  c.header('Retry-After', '1')
  c.header('Connection', 'close')
  return failure(c, new ApiFailure(Code.unavailable, 'serverStopping'))
}
