// The HTTP client of spec §7–8, free of DOM so the page, the sync worker and the service worker
// share it: base URL, 30 s timeout, token and access-code headers, success-code mapping,
// single-flight token refresh with replay, and the session-ending and forbidden answers.
import { Code, type Envelope, isSessionEnded, isTokenError, normaliseCode } from './codes.ts'
import { type Language, noResponseText, standardText } from './error-catalogue.ts'

export const REQUEST_TIMEOUT_MS = 30_000
export const TOKEN_PREFIX = 'Bearer '

export type ApiErrorKind = 'business' | 'session' | 'forbidden' | 'network' | 'timeout'

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly kind: ApiErrorKind,
  ) {
    super(message)
    this.name = 'ApiError'
  }
  /** Worth retrying later: nothing definite came back. */
  get transient(): boolean {
    return this.kind === 'network' || this.kind === 'timeout' || (this.code >= 500 && this.code < 600)
  }
}

/** Where the client reads and keeps session facts; the page uses localStorage, a worker its own copy. */
export interface SessionSource {
  token(): string | null
  setToken(token: string): void
  username(): string
  accessCodes(): string
  language(): Language
}

export interface HttpClientOptions {
  baseUrl: string
  session: SessionSource
  timeoutMs?: number
  onSessionEnded?: (error: ApiError) => void
  onForbidden?: (error: ApiError) => void
  /** Every failed call, for an error log. */
  onError?: (error: ApiError, call: { method: string; path: string }) => void
  fetchImpl?: typeof fetch
}

export interface RequestOptions {
  query?: Record<string, string | number | undefined>
  body?: unknown
  /** Spec §7: send no token header (sign-in, public pages). */
  noToken?: boolean
  headers?: Record<string, string>
}

export type HttpClient = ReturnType<typeof createHttpClient>

export function createHttpClient(options: HttpClientOptions) {
  const { session } = options
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS
  const doFetch = options.fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))
  let refreshing: Promise<string | null> | null = null

  function url(path: string, query?: RequestOptions['query']): string {
    const u = `${options.baseUrl.replace(/\/$/, '')}${path}`
    const params = new URLSearchParams()
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) params.set(k, String(v))
    const qs = params.toString()
    return qs ? `${u}?${qs}` : u
  }

  async function send<T>(method: string, path: string, opts: RequestOptions): Promise<Envelope<T>> {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json;charset=UTF-8',
      'Accept-Language': session.language(),
      ...opts.headers,
    }
    const token = session.token()
    if (!opts.noToken && token) {
      headers.token = `${TOKEN_PREFIX}${token}`
      headers.Authorization = session.accessCodes()
    }
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), timeoutMs)
    let response: Response
    try {
      response = await doFetch(url(path, opts.query), {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        signal: controller.signal,
      })
    } catch {
      const lang = session.language()
      const kind = controller.signal.aborted ? 'timeout' : 'network'
      throw new ApiError(0, noResponseText(lang), kind)
    } finally {
      clearTimeout(timer)
    }
    let envelope: Envelope<T>
    try {
      envelope = (await response.json()) as Envelope<T>
    } catch {
      const code = response.ok ? Code.serverError : response.status
      throw new ApiError(code, standardText(code, session.language()), 'business')
    }
    return envelope
  }

  function toError(envelope: Envelope, code: number): ApiError {
    const msg = envelope.msg || standardText(code, session.language())
    if (isSessionEnded(code) || isTokenError(code)) return new ApiError(code, msg, 'session')
    if (code === Code.forbidden) return new ApiError(code, msg, 'forbidden')
    return new ApiError(code, msg, 'business')
  }

  /** A new token, or null when the server refused; no answer at all throws (transient). */
  async function refreshToken(): Promise<string | null> {
    const env = await send<{ token: string }>('GET', '/user/refreshToken', {
      query: { username: session.username() },
    })
    const code = normaliseCode(env.code)
    if (code >= 500) throw new ApiError(code, env.msg || standardText(code, session.language()), 'business')
    const fresh = env.token ?? env.data?.token
    if (code !== Code.ok || !fresh) return null
    session.setToken(fresh)
    return fresh
  }

  async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<Envelope<T>> {
    try {
      return await attempt<T>(method, path, opts)
    } catch (e) {
      if (e instanceof ApiError) options.onError?.(e, { method, path })
      throw e
    }
  }

  async function attempt<T>(method: string, path: string, opts: RequestOptions): Promise<Envelope<T>> {
    const sentWith = session.token()
    let envelope = await send<T>(method, path, opts)
    let code = normaliseCode(envelope.code)
    if (isTokenError(code) && !opts.noToken && sentWith) {
      // One refresh for every request that hit a token error at the same time; each then replays
      // once. A request whose answer arrives after another already refreshed just replays.
      const current = session.token()
      const alreadyRefreshed = current && current !== sentWith ? current : null
      refreshing ??= alreadyRefreshed
        ? null
        : refreshToken().finally(() => {
            refreshing = null
          })
      const fresh = alreadyRefreshed ?? (await refreshing)
      if (fresh) {
        envelope = await send<T>(method, path, opts)
        code = normaliseCode(envelope.code)
      }
    }
    if (code === Code.ok) return { ...envelope, code }
    const error = toError(envelope, code)
    if (!opts.noToken && error.kind === 'session') options.onSessionEnded?.(error)
    if (error.kind === 'forbidden') options.onForbidden?.(error)
    throw error
  }

  return {
    request,
    get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('POST', path, { ...opts, body }),
  }
}
