// POST /sync/push: several outbox entries in one request, for a queue that built up offline. Each
// entry is replayed through the app as the call it stands for (same path, token, access header and
// Idempotency-Key), so it meets the same authorization, validation and exactly-once record as when
// it is sent alone. Entries run one after another, in order; the batch stops at the first answer
// that is not a success (a refusal, no answer, 5xx, in flight, token or session trouble), so no
// entry is ever applied ahead of one the device has not yet settled. What is left unanswered the
// client sends again.
import { Hono } from 'hono'
import { z } from 'zod'
import { Code, type Envelope, normaliseCode } from '../../src/api/codes.ts'
import { PUSH_BATCH_MAX, PUSH_BATCH_PATH, type PushBatchResult } from '../../src/api/push-batch.ts'
import { PAYLOAD_VERSION_HEADER } from '../../src/data/payload-versions.ts'
import { labelled } from '../../src/resources/issue-messages.ts'
import { requireUser } from '../auth/require-user.ts'
import { batchedBindings } from '../http/batched-call.ts'
import { clientAddress } from '../http/client-address.ts'
import type { AppEnv } from '../http/context.ts'
import { ok } from '../http/envelope.ts'
import { refusal } from '../http/parse-body.ts'
import { pushBatchRoutesWords } from '../words.text.ts'

/** Sends one request through the whole app, with the outer request's bindings (its socket). */
export type Dispatch = (request: Request, env: unknown) => Promise<Response>

const entrySchema = z.object({
  key: z.string().min(1).max(64),
  path: z
    .string()
    .regex(/^\/[A-Za-z0-9_/-]+$/)
    .refine((p) => p !== PUSH_BATCH_PATH),
  owner: z.number().int(),
  clientTime: z.number().int().optional(),
  version: z.number().int().min(1).optional(),
  /** The entry's JSON body exactly as it would be sent alone: its request hash must not change. */
  body: z.string().max(1_000_000),
})
const batchSchema = z.object({ entries: z.array(entrySchema).min(1).max(PUSH_BATCH_MAX) })

// X-Device: the till a money command comes from (server/shop/shift-ownership.ts).
const FORWARDED_HEADERS = ['token', 'authorization', 'accept-language', 'x-device'] as const

/**
 * Only a success lets the next entry run in the same batch. A refusal stores nothing (a retry is
 * judged afresh), so were the batch's answer lost, a refused entry sent again would be judged after
 * the entries behind it: the device records the refusal before it sends anything else.
 */
function mayGoOn(answer: Envelope | null): boolean {
  return answer !== null && normaliseCode(answer.code) === Code.ok
}

async function readAnswer(response: Response): Promise<Envelope | null> {
  try {
    return (await response.json()) as Envelope
  } catch {
    return null
  }
}

export function pushBatchRoutes(apiPrefix: string, dispatch: Dispatch) {
  const app = new Hono<AppEnv>()
  app.post(PUSH_BATCH_PATH, requireUser, async (c) => {
    const parsed = batchSchema.safeParse(
      await c.req.json().catch(() => null),
      labelled({ entries: pushBatchRoutesWords.parsed.entries }, c.get('lang')),
    )
    if (!parsed.success) throw refusal(parsed.error, c.get('lang'))
    const budgetMs = c.get('config').pushBatchBudgetMs ?? 5_000
    const started = performance.now()
    const results: PushBatchResult[] = []
    for (const entry of parsed.data.entries) {
      // A long batch answers what it has done: the client's request must not time out.
      if (results.length > 0 && performance.now() - started > budgetMs) break
      // The client gave up (timeout, dropped connection) and will send these entries again: going
      // on would only make its retry meet them in flight.
      if (c.req.raw.signal.aborted) break
      const headers = new Headers({
        'content-type': 'application/json;charset=UTF-8',
        'idempotency-key': entry.key,
        'x-entry-owner': String(entry.owner),
      })
      if (entry.clientTime !== undefined) headers.set('x-client-time', String(entry.clientTime))
      if (entry.version !== undefined) headers.set(PAYLOAD_VERSION_HEADER, String(entry.version))
      for (const name of FORWARDED_HEADERS) {
        const value = c.req.header(name)
        if (value !== undefined) headers.set(name, value)
      }
      const url = new URL(`${apiPrefix}${entry.path}`, c.req.url)
      const env = batchedBindings(c.env, {
        delayMs: results.length === 0 ? c.get('faultDelayMs') : undefined,
        address: clientAddress(c),
      })
      const response = await dispatch(new Request(url, { method: 'POST', headers, body: entry.body }), env)
      const answer = await readAnswer(response)
      results.push({ key: entry.key, answer })
      if (!mayGoOn(answer)) break
    }
    return ok(c, { results })
  })
  return app
}
