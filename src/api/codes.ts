// Answer codes of the envelope {code, msg, data, total?} (spec §8). Shared by client and server.

export const Code = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  /** In flight: the same Idempotency-Key is being processed; retry shortly (transient). */
  conflict: 409,
  /**
   * An edit made on a base that others changed since (fields both changed, or a remove of an edited
   * record): a refusal that carries theirs and yours per field; never retried by itself.
   */
  editConflict: 412,
  unprocessable: 422,
  /** Too many attempts from here (sign-in budget, SMS, sign-up): the answer names the wait (transient). */
  tooManyRequests: 429,
  serverError: 500,
  /** The server cannot take it now (database locked, storage full, restarting): retry later (transient). */
  unavailable: 503,
  noToken: 2003,
  badAuthHeader: 2004,
  invalidToken: 2005,
  sessionExpired: 2010,
} as const

/** Spec §8: 200, 0, '200' and '0' all mean success. */
export function normaliseCode(raw: unknown): number {
  if (raw === 0 || raw === '0' || raw === 200 || raw === '200') return Code.ok
  const n = Number(raw)
  return Number.isFinite(n) ? n : Code.serverError
}

/** Token errors that one refresh may cure (spec §8). */
export function isTokenError(code: number): boolean {
  return code === Code.noToken || code === Code.badAuthHeader || code === Code.invalidToken
}

/** Answers that end the session: back to login. */
export function isSessionEnded(code: number): boolean {
  return code === Code.unauthorized || code === Code.sessionExpired
}

export interface Envelope<T = unknown> {
  code: number | string
  msg: string
  data: T
  total?: number
  token?: string
}
