// Request bodies are capped before anything reads them: a 100 MB "password" once took 6 s and
// 624 MB to parse, and four of them slowed every other caller. An oversized body gets 413 and a
// message naming the limit; nothing of it is parsed.
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { ATTACHMENT_CHUNK_BYTES, ATTACHMENT_UPLOAD_PATH } from '../../src/api/attachments.ts'
import { PUSH_BATCH_MAX, PUSH_BATCH_PATH } from '../../src/api/push-batch.ts'
import { ApiFailure } from './envelope.ts'

export const PAYLOAD_TOO_LARGE = 413

/** Any single call: a record, a sale with its lines, a note. */
export const BODY_LIMIT = 128 * 1024
/** Sign-in calls carry a name and a password (RSA-encrypted at most a few chunks). */
export const SIGN_IN_BODY_LIMIT = 8 * 1024
/**
 * A push batch carries up to PUSH_BATCH_MAX single calls, each as a JSON string (escaping may
 * double it), plus their envelope; each entry then meets BODY_LIMIT when it is replayed alone.
 */
export const PUSH_BATCH_BODY_LIMIT = PUSH_BATCH_MAX * BODY_LIMIT * 2 + 64 * 1024

const SIGN_IN_PATHS = /\/(userLogin|yunUserLogin|register|weixinLogin|socialLogin)$/

export function limitFor(path: string): number {
  // An attachment chunk is raw bytes, never parsed: one chunk and a little slack.
  if (path.includes(ATTACHMENT_UPLOAD_PATH)) return ATTACHMENT_CHUNK_BYTES + 64 * 1024
  if (path.endsWith(PUSH_BATCH_PATH)) return PUSH_BATCH_BODY_LIMIT
  if (SIGN_IN_PATHS.test(path)) return SIGN_IN_BODY_LIMIT
  return BODY_LIMIT
}

const tooLarge = (maxSize: number) => (c: Context) => {
  // The rest of the body is never read: the connection cannot carry another request.
  c.header('Connection', 'close')
  throw new ApiFailure(PAYLOAD_TOO_LARGE, 'bodyTooLarge', { kb: Math.floor(maxSize / 1024) })
}

/**
 * A body declared too large is still read (and dropped) up to this size before the 413 goes out:
 * a client that is still sending when the server closes gets a connection reset instead of the
 * answer, and an outbox entry would then retry forever instead of showing the message. Beyond it
 * the connection is simply closed.
 */
export const DRAIN_LIMIT = 32 * 1024 * 1024

async function drain(body: ReadableStream<Uint8Array> | null, declared: number): Promise<void> {
  if (!body || declared > DRAIN_LIMIT) return
  const reader = body.getReader()
  for (let read = 0; read <= DRAIN_LIMIT; ) {
    const { done, value } = await reader.read()
    if (done) return
    read += value.length
  }
  await reader.cancel()
}

const limiters = new Map<number, MiddlewareHandler>()

export const bodyLimits: MiddlewareHandler = async (c, next) => {
  const maxSize = limitFor(c.req.path)
  const declared = Number(c.req.header('content-length'))
  if (declared > maxSize && !c.req.header('transfer-encoding')) {
    await drain(c.req.raw.body, declared)
    tooLarge(maxSize)(c)
  }
  let limiter = limiters.get(maxSize)
  if (!limiter) {
    limiter = bodyLimit({ maxSize, onError: tooLarge(maxSize) })
    limiters.set(maxSize, limiter)
  }
  return limiter(c, next)
}
