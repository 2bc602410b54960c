// The leader's live change stream (GET /sync/changes, server-sent events read with fetch so the
// `token` header goes along). It reports which lists changed; the caller delta-pulls them. A dropped
// stream is opened again with backoff, or after the server's own hint when it said it is restarting;
// a server without the call (404, or an answer that is not an event stream, as a proxy may give) is
// tried again only every few minutes, and meanwhile the caller falls back to polling.
import { createParser } from 'eventsource-parser'
import { isTokenError, normaliseCode } from '../api/codes.ts'
import { TOKEN_PREFIX } from '../api/http-client.ts'
import { retryDelay } from './backoff.ts'

export const CHANGES_PATH = '/sync/changes'
/** A stream that never says `ready` (a proxy buffering it) counts as not live after this long. */
export const READY_TIMEOUT_MS = 10_000
/**
 * The server writes a heartbeat every 25 s; a stream silent for longer than this is a connection
 * that died without closing (a sleeping laptop, a dropped NAT mapping), and is opened again.
 */
export const SILENCE_TIMEOUT_MS = 70_000
/** Longest wait between attempts while the server answers; a server without the call: UNSUPPORTED_RETRY_MS. */
const MAX_RECONNECT_MS = 30_000
const UNSUPPORTED_RETRY_MS = 5 * 60_000

/** live: events arrive; connecting: trying to (re)open; unavailable: no stream can be held here. */
export type LiveState = 'live' | 'connecting' | 'unavailable'

export interface ChangeStreamOptions {
  url: string
  /** The token now, and what the other calls send besides (language, access codes). */
  token(): string | null
  headers(): Record<string, string>
  onChange(resource: string, cursor: string): void
  /** The stream is up (again): what changed while it was down is not known, so pull everything. */
  onReady(): void
  onState(state: LiveState): void
  /**
   * The session behind the stream ended or its token was refused: refresh it once (shared with the
   * other calls). False: the session is over, and the stream stays closed.
   */
  onTokenError(sentWith: string): Promise<boolean>
  /** Offline, nothing is tried until reconnect() (an offline start asks nothing of the network). */
  isOnline?(): boolean
  fetchImpl?: typeof fetch
  random?: () => number
}

export interface ChangeStream {
  /** Try again now (the network came back, or a new token after the session ended). */
  reconnect(): void
  close(): void
}

type Outcome = 'dropped' | 'unsupported' | 'token' | 'closed'

export function openChangeStream(options: ChangeStreamOptions): ChangeStream {
  const doFetch = options.fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))
  let closed = false
  /** The session ended: nothing is tried until reconnect() (the same user signed in again). */
  let sessionOver = false
  let attempt = 0
  let controller: AbortController | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  let state: LiveState | null = null
  let wake: (() => void) | null = null
  /** The server said it is restarting: come back after about this long, not on the backoff. */
  let restartHintMs: number | null = null

  const setState = (next: LiveState) => {
    if (next === state) return
    state = next
    options.onState(next)
  }

  /** One connection, until it ends; says why it ended. */
  async function connectOnce(token: string): Promise<Outcome> {
    controller = new AbortController()
    const signal = controller.signal
    let response: Response
    try {
      response = await doFetch(options.url, {
        headers: { ...options.headers(), Accept: 'text/event-stream', token: `${TOKEN_PREFIX}${token}` },
        signal,
        cache: 'no-store',
      })
    } catch {
      return closed ? 'closed' : 'dropped'
    }
    const type = response.headers.get('content-type') ?? ''
    if (!type.startsWith('text/event-stream')) {
      // An envelope: a token error is worth a refresh; anything else means no stream here.
      const envelope = (await response.json().catch(() => null)) as { code?: unknown } | null
      if (envelope && isTokenError(normaliseCode(envelope.code))) return 'token'
      if (response.status === 401) return 'token'
      return response.status >= 500 ? 'dropped' : 'unsupported'
    }
    let ended: Outcome = 'dropped'
    const notReady = setTimeout(() => setState('unavailable'), READY_TIMEOUT_MS)
    const parser = createParser({
      onEvent(event) {
        if (event.event === 'ready') {
          clearTimeout(notReady)
          attempt = 0
          setState('live')
          options.onReady()
        } else if (event.event === 'change') {
          const data = JSON.parse(event.data) as { resource: string; cursor: string }
          options.onChange(data.resource, data.cursor)
        } else if (event.event === 'resync') {
          options.onReady()
        } else if (event.event === 'end') {
          ended = 'token'
        } else if (event.event === 'restart') {
          const { retryMs } = JSON.parse(event.data) as { retryMs?: unknown }
          restartHintMs = typeof retryMs === 'number' && retryMs > 0 ? retryMs : null
        }
      },
    })
    let silence: ReturnType<typeof setTimeout> | undefined
    const heard = () => {
      clearTimeout(silence)
      silence = setTimeout(() => controller?.abort(), SILENCE_TIMEOUT_MS)
    }
    try {
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
      for (heard(); ; heard()) {
        const { done, value } = await reader.read()
        if (done) break
        parser.feed(value)
      }
    } catch {
      // The connection dropped (or was closed here): the outcome below says which.
    } finally {
      clearTimeout(notReady)
      clearTimeout(silence)
    }
    return closed ? 'closed' : ended
  }

  async function run(): Promise<void> {
    while (!closed) {
      const token = options.token()
      if (!token) {
        sessionOver = true
        return
      }
      if (options.isOnline?.() === false) {
        setState('connecting')
        await new Promise<void>((resolve) => {
          wake = resolve
        })
        wake = null
        continue
      }
      if (state !== 'live') setState(state === 'unavailable' ? 'unavailable' : 'connecting')
      const outcome = await connectOnce(token)
      if (outcome === 'closed' || closed) return
      if (outcome === 'token') {
        setState('connecting')
        if (!(await options.onTokenError(token))) {
          sessionOver = true
          setState('unavailable')
          return
        }
        continue
      }
      attempt++
      // After a restart hint, devices spread over one to two hints' time rather than all at once.
      const hint = restartHintMs
      restartHintMs = null
      const wait =
        outcome === 'unsupported'
          ? UNSUPPORTED_RETRY_MS
          : hint !== null
            ? Math.min(MAX_RECONNECT_MS, Math.round(hint * (1 + (options.random ?? Math.random)())))
            : Math.min(MAX_RECONNECT_MS, retryDelay(attempt, options.random))
      setState(outcome === 'unsupported' ? 'unavailable' : 'connecting')
      await new Promise<void>((resolve) => {
        wake = resolve
        timer = setTimeout(resolve, wait)
      })
      wake = null
    }
  }

  void run()
  return {
    reconnect() {
      clearTimeout(timer)
      wake?.()
      if (sessionOver && !closed) {
        sessionOver = false
        void run()
      }
    },
    close() {
      closed = true
      clearTimeout(timer)
      wake?.()
      controller?.abort()
    },
  }
}
