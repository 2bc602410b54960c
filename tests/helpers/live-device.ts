// A device holding the live change stream as a sync leader does (the real src/sync client code),
// in node: it records every change event, and how the stream ended.
import { type LiveState, openChangeStream } from '../../src/sync/change-stream.ts'

export interface LiveDevice {
  events: { resource: string; cursor: string; at: number }[]
  states: LiveState[]
  /** Set when the server said the session ended (or refused the token). */
  sessionEndedAt: number | null
  /** Resolves with the first event (counting from `from`) that matches. */
  waitFor(
    match: (e: { resource: string; cursor: string }) => boolean,
    timeoutMs?: number,
    from?: number,
  ): Promise<{ resource: string; cursor: string; at: number }>
  waitForState(state: LiveState, timeoutMs?: number): Promise<void>
  close(): void
}

const until = async (check: () => boolean, timeoutMs: number, what: string) => {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 5))
  }
}

export async function liveDevice(apiBase: string, token: string): Promise<LiveDevice> {
  const device: LiveDevice = {
    events: [],
    states: [],
    sessionEndedAt: null,
    async waitFor(match, timeoutMs = 3000, from = 0) {
      let found: LiveDevice['events'][number] | undefined
      await until(
        () => {
          found = device.events.slice(from).find(match)
          return found !== undefined
        },
        timeoutMs,
        'a change event',
      )
      return found!
    },
    waitForState: (state, timeoutMs = 3000) =>
      until(() => device.states.at(-1) === state, timeoutMs, `the stream to be ${state}`),
    close: () => stream.close(),
  }
  const stream = openChangeStream({
    url: `${apiBase}/sync/changes`,
    token: () => token,
    headers: () => ({ 'Accept-Language': 'zh' }),
    onChange: (resource, cursor) => device.events.push({ resource, cursor, at: performance.now() }),
    onReady: () => undefined,
    onState: (state) => device.states.push(state),
    async onTokenError() {
      device.sessionEndedAt = performance.now()
      return false
    },
  })
  try {
    await device.waitForState('live')
  } catch (error) {
    // Left open, the stream would keep reconnecting and hold the server's shutdown up for ever.
    stream.close()
    throw error
  }
  return device
}
