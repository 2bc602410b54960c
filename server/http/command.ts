// Exactly-once writes: a command call carries `Idempotency-Key` (a ULID made by the client before
// its first attempt). The key row is written in the same transaction as the effect, scoped to the
// user; a replay gets the stored answer, a key still in flight gets 409, the same key with another
// body 422, a command without a key 400, an outbox entry whose X-Entry-Owner is not the caller 403.
// Only successes are stored: a rejected command had no effect, so a retry is judged afresh. Several
// server processes on one PostgreSQL: the key's primary key decides which process runs the command;
// the other waits for it and replays its answer.
import { createHash } from 'node:crypto'
import type { Context } from 'hono'
import type { Kysely, Transaction } from 'kysely'
import { Code } from '../../src/api/codes.ts'
import { PAYLOAD_VERSION_HEADER, type PayloadVersions } from '../../src/data/payload-versions.ts'
import { ULID_PATTERN } from '../../src/resources/schema.ts'
import { inTransaction } from '../db/group-commit.ts'
import type { Database } from '../db/schema.ts'
import type { AppEnv } from './context.ts'
import { ApiFailure } from './envelope.ts'
import { message } from './messages.ts'
import { bodyInCurrentShape, UNVERSIONED } from './payload-version.ts'
import { retryRaces } from './retry-races.ts'
import { StorageFullRefusal } from './server-state.ts'

const inFlight = new Set<string>()

/** A command's payload: a JSON object; a bare number, string, null, list or broken JSON is refused. */
export function jsonObject(raw: string): Record<string, unknown> {
  let body: unknown
  try {
    body = raw ? JSON.parse(raw) : {}
  } catch {
    throw new ApiFailure(Code.badRequest, 'notJsonObject')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ApiFailure(Code.badRequest, 'notJsonObject')
  return body as Record<string, unknown>
}

export type CommandHandler<T> = (trx: Transaction<Database>, body: unknown) => Promise<T>

/**
 * `scope` keeps one caller's keys apart from another's: the signed-in user's id by default; public
 * pages pass their own (0 for anonymous visitors, a negative cloud-account id for cloud notebooks).
 */
export async function runCommand<T>(
  c: Context<AppEnv>,
  kind: string,
  handler: CommandHandler<T>,
  scope: number = c.get('user').id,
  /** The command's payload versions (data/payload-versions.ts): the handler sees today's shape. */
  versions: PayloadVersions = UNVERSIONED,
) {
  // The disk is full: the device keeps the command queued; what room is left is kept for sign-ins.
  if (c.get('state')?.refusingCommands) throw new StorageFullRefusal()
  const key = c.req.header('idempotency-key')?.trim() ?? ''
  if (!key) throw new ApiFailure(Code.badRequest, 'idempotencyKeyMissing')
  if (!ULID_PATTERN.test(key)) throw new ApiFailure(Code.badRequest, 'idempotencyKeyMalformed')
  // An outbox entry names the account that made it (shared device, F18): never applied for another.
  const owner = c.req.header('x-entry-owner')
  if (owner !== undefined && Number(owner) !== scope)
    throw new ApiFailure(Code.forbidden, 'entryOwnerMismatch')
  const raw = await c.req.text()
  const body = jsonObject(raw)
  const requestHash = createHash('sha256').update(`${kind}\n${raw}`).digest('hex')
  const flightKey = `${scope}:${key}`
  if (inFlight.has(flightKey)) throw new ApiFailure(Code.conflict, 'idempotencyInFlight')
  inFlight.add(flightKey)
  try {
    // Offline manager codes are derived here, never inside the write's transaction (issue 38, F2).
    await c.get('beforeCommand')?.(c, body)
    const delay = c.get('faultDelayMs')
    if (delay) await new Promise((r) => setTimeout(r, delay))
    const db: Kysely<Database> = c.get('db')
    const clientTime = Number(c.req.header('x-client-time')) || null
    const answer = await retryRaces(() =>
      inTransaction(db, async (trx) => {
        // Claim the key before the effect. Another process holding the same key in flight makes this
        // insert wait for its transaction: if that committed, the claim finds its row and replays it;
        // if it rolled back (a refusal stores nothing), the claim succeeds and the command runs here.
        const claim = await trx
          .insertInto('idempotency_keys')
          .values({
            user_id: scope,
            key,
            kind,
            request_hash: requestHash,
            response: '',
            client_time: clientTime,
            created_at: c.get('config').now(),
          })
          .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
          .executeTakeFirst()
        if (Number(claim.numInsertedOrUpdatedRows ?? 0) === 0) {
          const stored = await trx
            .selectFrom('idempotency_keys')
            .selectAll()
            .where('user_id', '=', scope)
            .where('key', '=', key)
            .executeTakeFirstOrThrow()
          if (stored.request_hash !== requestHash)
            throw new ApiFailure(Code.unprocessable, 'idempotencyKeyReused')
          return { ...(JSON.parse(stored.response) as object), replayed: true }
        }
        // After the key's record: a replay is answered as recorded, whatever its version became.
        const data = await handler(
          trx,
          bodyInCurrentShape(kind, versions, body, c.req.header(PAYLOAD_VERSION_HEADER)),
        )
        const envelope = { code: Code.ok, msg: message(c.get('lang'), 'ok'), data }
        await trx
          .updateTable('idempotency_keys')
          .set({ response: JSON.stringify(envelope) })
          .where('user_id', '=', scope)
          .where('key', '=', key)
          .execute()
        return envelope
      }),
    )
    return c.json(answer, 200)
  } finally {
    inFlight.delete(flightKey)
  }
}
