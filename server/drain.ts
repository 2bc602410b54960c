// SIGTERM under traffic: a kept-alive till never lets a plain server.close() finish (the run
// was still taking sales 20 s after the signal). A drain stops listening, refuses requests that arrive
// on open connections (503, Retry-After, Connection: close: devices retry, a balancer goes elsewhere),
// lets the requests already running finish and commit, closes idle connections, tells live streams to
// reconnect, and gives up waiting after a bound so a stuck request cannot hold a restart hostage.
import type { Server } from 'node:http'
import type { ServerState } from './http/server-state.ts'
import type { ChangeHub } from './live/change-hub.ts'

/** The documented bound (docs: operations): systemd and compose give the process a little more. */
export const DEFAULT_DRAIN_MS = 10_000
/** When the streams are asked to come back: a restart takes a few seconds. */
const RECONNECT_HINT_MS = 3_000
const IDLE_SWEEP_MS = 50

export interface DrainOutcome {
  /** Every request finished in time. */
  clean: boolean
  /** Requests still running when the bound was reached (their connections were cut). */
  cut: number
  ms: number
}

export async function drainServer(
  server: Server,
  state: ServerState,
  live: ChangeHub,
  boundMs: number,
): Promise<DrainOutcome> {
  const started = Date.now()
  state.draining = true
  const closed = new Promise<void>((resolve) => server.close(() => resolve()))
  live.shutdown(RECONNECT_HINT_MS)
  // A connection becomes idle when its last answer is out (and most close themselves: Connection: close).
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS)
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), boundMs)
  })
  try {
    const outcome = await Promise.race([closed.then(() => 'closed' as const), late])
    if (outcome === 'closed') return { clean: true, cut: 0, ms: Date.now() - started }
    const cut = state.requestsInFlight
    server.closeAllConnections()
    return { clean: cut === 0, cut, ms: Date.now() - started }
  } finally {
    clearInterval(sweep)
    clearTimeout(timer)
  }
}
