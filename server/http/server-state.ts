// What the process knows about itself beyond a single request: whether it is draining (SIGTERM) and
// whether storage is full. Errors that mean "not now" (a locked database, a full disk, a restart)
// become 503 answers with Retry-After that devices retry by themselves, instead of a bare 500; the
// health endpoints (health-routes.ts) report the same state to a load balancer and an operator.
import type { Context } from 'hono'
import { Code } from '../../src/api/codes.ts'
import { DatabaseBusy } from '../db/sqlite-busy.ts'
import { ApiFailure, failure } from './envelope.ts'

/** How long a device is asked to wait after "storage full" or "restarting". */
const RETRY_AFTER_S = 30

export class ServerState {
  draining = false
  /** Since when writes fail for lack of space (ms), or null. */
  storageFullSince: number | null = null
  private inFlight = 0
  private idle: (() => void)[] = []

  constructor(
    private readonly log: (line: string) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** Logged once per episode, however many writes fail meanwhile. */
  storageFull(error: unknown): void {
    if (this.storageFullSince !== null) return
    this.storageFullSince = this.now()
    this.log(`storage full: writes are refused with 503 until space returns (${describe(error)})`)
  }

  storageWritable(): void {
    if (this.storageFullSince === null) return
    this.log(`storage writable again after ${Math.round((this.now() - this.storageFullSince) / 1000)} s`)
    this.storageFullSince = null
  }

  requestStarted(): void {
    this.inFlight++
  }

  requestEnded(): void {
    this.inFlight--
    if (this.inFlight === 0) for (const resolve of this.idle.splice(0)) resolve()
  }

  get requestsInFlight(): number {
    return this.inFlight
  }

  /** Resolves once no request is being handled. */
  untilIdle(): Promise<void> {
    if (this.inFlight === 0) return Promise.resolve()
    return new Promise((resolve) => this.idle.push(resolve))
  }
}

function describe(error: unknown): string {
  const e = error as { code?: unknown; message?: unknown } | null
  return [e?.code, e?.message].filter(Boolean).join(': ') || String(error)
}

/** SQLite's "database or disk is full", the OS's ENOSPC, PostgreSQL's disk_full (53100). */
export function isStorageFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === 'SQLITE_FULL' || code === 'ENOSPC' || code === 'EDQUOT' || code === '53100'
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
