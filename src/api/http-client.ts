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
    /** What the refusal carries besides its message (an edit conflict's fields). */
    readonly data: unknown = null,
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
  onError?: (error: ApiError, call: { method: string; path: string; shownByCaller?: boolean }) => void
  fetchImpl?: typeof fetch
  /** Sent with every call (the sync engine's X-Device, for the records' history). */
  headers?: Record<string, string>
}

export interface RequestOptions {
  query?: Record<string, string | number | undefined>
  body?: unknown
  /** Spec §7: send no token header (sign-in, public pages). */
  noToken?: boolean
  headers?: Record<string, string>
  /** Bytes sent as they are (an attachment chunk) instead of a JSON body. */
  raw?: Blob
  /** Spec §7: the content type is set per call; JSON UTF-8 unless said (octet-stream for `raw`). */
  contentType?: string
  /** The caller shows a failure's message itself (beside its form): no global message for it. */
  shownByCaller?: boolean
}

export type HttpClient = ReturnType<typeof createHttpClient>

/** The error an answer's envelope stands for (its code already normalised and not 200). */
export function errorFromEnvelope(envelope: Envelope, code: number, lang: Language): ApiError {
  const msg = envelope.msg || standardText(code, lang)
  if (isSessionEnded(code) || isTokenError(code)) return new ApiError(code, msg, 'session')
  if (code === Code.forbidden) return new ApiError(code, msg, 'forbidden')
  return new ApiError(code, msg, 'business', envelope.data ?? null)
}

function contentTypeOf(opts: RequestOptions): string {
  return opts.contentType ?? (opts.raw ? 'application/octet-stream' : 'application/json;charset=UTF-8')
}

/** Spec §7: a multipart GET carries a timestamp field `_t`, so no cache answers it. */
function stamped(method: string, opts: RequestOptions): RequestOptions['query'] {
  if (method !== 'GET' || !contentTypeOf(opts).startsWith('multipart/form-data')) return opts.query
  return { ...opts.query, _t: Date.now() }
}

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
      'Content-Type': contentTypeOf(opts),
      'Accept-Language': session.language(),
      ...options.headers,
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
      response = await doFetch(url(path, stamped(method, opts)), {
        method,
        headers,
        body: opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
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

  const toError = (envelope: Envelope, code: number) => errorFromEnvelope(envelope, code, session.language())

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
      if (e instanceof ApiError) options.onError?.(e, { method, path, shownByCaller: opts.shownByCaller })
      throw e
    }
  }

  /**
   * After a token error on a call sent with `sentWith`: one refresh for every request that hit a
   * token error at the same time. A request whose answer arrives after another already refreshed
   * gets the newer token without a refresh. Null: the server refused the refresh.
   */
  async function freshToken(sentWith: string): Promise<string | null> {
    const current = session.token()
    if (current && current !== sentWith) return current
    refreshing ??= refreshToken().finally(() => {
      refreshing = null
    })
    return refreshing
  }

  async function attempt<T>(method: string, path: string, opts: RequestOptions): Promise<Envelope<T>> {
    const sentWith = session.token()
    let envelope = await send<T>(method, path, opts)
    let code = normaliseCode(envelope.code)
    if (isTokenError(code) && !opts.noToken && sentWith) {
      const fresh = await freshToken(sentWith)
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
    /** The token calls are sent with now (to tell, later, whether it was refreshed meanwhile). */
    currentToken: () => session.token(),
    /**
     * A call inside a batch met a token error: refresh once (shared with concurrent calls) so the
     * batch can be sent again. On a refused refresh the session ends, as for a single call.
     */
    async refreshAfterTokenError(sentWith: string | null): Promise<boolean> {
      const fresh = sentWith ? await freshToken(sentWith) : null
      if (fresh) return true
      const code = Code.sessionExpired
      options.onSessionEnded?.(new ApiError(code, standardText(code, session.language()), 'session'))
      return false
    },
    /** A call inside a batch failed: the same error log and hooks as a call sent alone. */
    report(error: ApiError, call: { method: string; path: string }) {
      options.onError?.(error, call)
      if (error.kind === 'session') options.onSessionEnded?.(error)
      if (error.kind === 'forbidden') options.onForbidden?.(error)
    },
    /** The language messages are shown in. */
    language: () => session.language(),
    get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
    /** A file's bytes (an attachment); a refusal comes as the usual envelope and is thrown. */
    async getBlob(path: string, query?: RequestOptions['query']): Promise<Blob> {
      const headers: Record<string, string> = { 'Accept-Language': session.language(), ...options.headers }
      const token = session.token()
      if (token) {
        headers.token = `${TOKEN_PREFIX}${token}`
        headers.Authorization = session.accessCodes()
      }
      let response: Response
      try {
        response = await doFetch(url(path, query), { headers, signal: AbortSignal.timeout(timeoutMs * 4) })
      } catch {
        throw new ApiError(0, noResponseText(session.language()), 'network')
      }
      if (response.ok && !(response.headers.get('content-type') ?? '').startsWith('application/json'))
        return response.blob()
      let envelope: Envelope
      try {
        envelope = (await response.json()) as Envelope
      } catch {
        throw new ApiError(response.status, standardText(response.status, session.language()), 'business')
      }
      throw toError(envelope, normaliseCode(envelope.code))
    },
    post: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('POST', path, { ...opts, body }),
  }
}
