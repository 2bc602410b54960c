// A command whose payload changed shape between releases. A till queues cash moves under release N
// (`shop.cashMove` v1: a positive amount and a direction); release N+1 declares v2 (a signed amount,
// no direction) with the one-line upcaster. The queued v1 entries, sent by N+1's client to N+1's
// server, are delivered as the moves they were; a version the server retired is refused with the
// reason and kept; a version newer than the server waits for it instead of being refused.
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { API_PREFIX } from '../../server/app.ts'
import type { AppEnv } from '../../server/http/context.ts'
import { ApiFailure, failure } from '../../server/http/envelope.ts'
import { pickLang } from '../../server/http/messages.ts'
import { pushBatchRoutes } from '../../server/routes/push-batch-routes.ts'
import { serveCommand } from '../../server/routes/serve-command.ts'
import type { Catalogue } from '../../src/data/catalogue.ts'
import { type AnyDefinedCommand, defineCommand } from '../../src/data/define-command.ts'
import { outboxCommand } from '../../src/data/dexie-command-store.ts'
import { enqueue, newId } from '../../src/data/enqueue.ts'
import { UserDb } from '../../src/data/user-db.ts'
import { catalogue } from '../../src/modules/registry.ts'
import { moveCash, openShift } from '../../src/modules/shop/shift.commands.ts'
import { registeredTill } from '../helpers/shop.ts'
import { signedInClient } from '../helpers/sync-client.ts'
import { login, startTestServer, type TestServer, tableRows } from '../helpers/test-server.ts'

let server: TestServer
// Starting a server waits behind other test files on a loaded CI machine.
beforeAll(async () => {
  server = await startTestServer()
}, 60_000)
afterAll(() => server.stop())

/** A till as the shop has one now: the device registered by the manager, its shifts on its code. */
const aTill = async () => registeredTill(server, await login(server, 'admin', 'admin123'))

type V1 = { direction: 'in' | 'out'; amount: number } & Record<string, unknown>

/** Release N+1's cash move: one signed amount (out is negative); the row it writes is unchanged. */
const moveCashV2 = defineCommand({
  ...moveCash,
  version: 2,
  upcasters: {
    1: ({ direction, amount, ...p }) => ({ ...p, amount: direction === 'out' ? -Number(amount) : amount }),
  },
  schema: () =>
    z.object({
      id: z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/)),
      shift_id: z.string(),
      amount: z.number().check(
        z.int(),
        z.refine((n) => n !== 0),
      ),
      reason: z.string().check(z.minLength(1)),
      at: z.string(),
    }),
  describe: (p) => `${p.amount < 0 ? '取出' : '放入'} ${Math.abs(p.amount)}`,
  async effect(store, p) {
    await store.insert(moveCash.writes[0]!, {
      ...p,
      direction: p.amount < 0 ? 'out' : 'in',
      amount: Math.abs(p.amount),
    } satisfies V1)
  },
})

/** Release N+2 stopped accepting v1 (its upcaster dropped after the offline window). */
const moveCashV3 = defineCommand({
  ...moveCashV2,
  version: 3,
  upcasters: { 2: (p) => p },
})

const withCommand = (command: AnyDefinedCommand): Catalogue => ({
  ...catalogue,
  commands: catalogue.commands.map((c) => (c.kind === command.kind ? outboxCommand(command) : c)),
})

/**
 * The next release's server: `command` served by the real serveCommand on the real database, and
 * every other call (sign-in, the open shift …) passed to today's server.
 */
function nextServer(command: AnyDefinedCommand): typeof fetch {
  const app = new Hono<AppEnv>()
  app.use('*', async (c, next) => {
    c.set('db', server.db)
    c.set('config', server.config)
    c.set('lang', pickLang(c.req.header('accept-language')))
    c.set('live', server.live)
    await next()
  })
  app.onError((err, c) => {
    if (err instanceof ApiFailure) return failure(c, err)
    throw err
  })
  const api = new Hono<AppEnv>()
  serveCommand(api, command)
  api.route(
    '/',
    pushBatchRoutes(API_PREFIX, async (request, env) => app.fetch(request, env as never)),
  )
  api.all('*', async (c) => {
    const url = new URL(c.req.url)
    const body = c.req.method === 'GET' ? undefined : await c.req.raw.arrayBuffer()
    return fetch(`${server.url}${url.pathname}${url.search}`, {
      method: c.req.method,
      headers: c.req.raw.headers,
      body,
    })
  })
  app.route(API_PREFIX, api)
  return async (input, init) => app.fetch(new Request(input, init))
}

/** Release N's shift open: version 1 (today's is 2, the same shape). */
const openShiftV1 = defineCommand({ ...openShift, version: 1, upcasters: {} })

/** A till of release N: a shift opened and two cash moves queued, nothing sent. Answers its database name. */
async function queuedUnderReleaseN(): Promise<{
  name: string
  out: string
  into: string
  shift: string
  device: string
}> {
  const registered = await aTill()
  const till = await signedInClient(server, 'shop', 'shop123', {
    db: new UserDb(`pm3:1:2:release-n-${newId()}`, withCommand(openShiftV1)),
    device: registered.device,
  })
  const shift = newId()
  const at = new Date().toISOString()
  await enqueue(till.db, till.ctx, 'shop.openShift', {
    id: shift,
    till: registered.code,
    float: 10_000,
    at,
  })
  const out = newId()
  const into = newId()
  await enqueue(till.db, till.ctx, 'shop.cashMove', {
    id: out,
    shift_id: shift,
    direction: 'out',
    amount: 3_000,
    reason: '存银行',
    at,
  })
  await enqueue(till.db, till.ctx, 'shop.cashMove', {
    id: into,
    shift_id: shift,
    direction: 'in',
    amount: 500,
    reason: '补零钱',
    at,
  })
  till.db.close()
  return { name: till.db.name, out, into, shift, device: registered.device }
}

const movesOf = async (shift: string) =>
  (await tableRows(server, 'res_cashMoves')).filter((m) => m.shift_id === shift)

describe('a command whose payload changed shape', () => {
  it('cash moves queued under v1 are delivered under v2 as the moves they were, once', async () => {
    const queued = await queuedUnderReleaseN()
    const db = new UserDb(queued.name, withCommand(moveCashV2))
    const till = await signedInClient(server, 'shop', 'shop123', {
      db,
      device: queued.device,
      fetchImpl: nextServer(moveCashV2),
    })
    // The entries keep the body they were made with; today's client reads them in today's shape.
    const entries = await db.outbox.toArray()
    expect(entries.map((e) => e.version)).toEqual([1, 1, 1])
    expect(db.payloadNow(entries[1]!)).toMatchObject({ amount: -3_000 })
    expect(db.payloadNow(entries[1]!)).not.toHaveProperty('direction')

    expect(await till.push()).toMatchObject({ sent: 3, failed: 0 })
    expect(await db.outbox.count()).toBe(0)
    const moves = await movesOf(queued.shift)
    // Without the upcaster v2's schema would have dropped `direction` and booked the 30 yuan as paid in.
    expect(moves.find((m) => m.id === queued.out)).toMatchObject({ direction: 'out', amount: 3_000 })
    expect(moves.find((m) => m.id === queued.into)).toMatchObject({ direction: 'in', amount: 500 })

    // A move queued under N+1 records version 2 and goes the same way.
    const now = newId()
    const entry = await enqueue(db, till.ctx, 'shop.cashMove', {
      id: now,
      shift_id: queued.shift,
      amount: -200,
      reason: '买胶带',
      at: new Date().toISOString(),
    })
    expect(entry.version).toBe(2)
    expect(await till.push()).toMatchObject({ sent: 1, failed: 0 })
    expect((await movesOf(queued.shift)).find((m) => m.id === now)).toMatchObject({
      direction: 'out',
      amount: 200,
    })
    db.close()
  })

  it('a version the server no longer accepts is refused with the reason and kept for the user', async () => {
    const queued = await queuedUnderReleaseN()
    const db = new UserDb(queued.name, withCommand(moveCashV3))
    const till = await signedInClient(server, 'shop', 'shop123', {
      db,
      device: queued.device,
      fetchImpl: nextServer(moveCashV3),
    })
    const pushed = await till.push()
    expect(pushed).toMatchObject({ sent: 1, failed: 2 })
    const failed = await db.outbox.where('state').equals('failed').toArray()
    expect(failed.map((e) => e.payload.id).sort()).toEqual([queued.out, queued.into].sort())
    expect(failed[0]!.error?.message).toContain('数据格式第 1 版')
    expect(failed[0]!.error?.message).toContain('最早第 2 版')
    expect(await movesOf(queued.shift)).toEqual([])
    db.close()
  })

  it('an entry newer than the server waits for it (a rolling deploy) rather than being refused', async () => {
    const registered = await aTill()
    const till = await signedInClient(server, 'shop', 'shop123', {
      db: new UserDb(`pm3:1:2:newer-${newId()}`, withCommand(moveCashV2)),
      device: registered.device,
    })
    const shift = newId()
    await enqueue(till.db, till.ctx, 'shop.openShift', {
      id: shift,
      till: registered.code,
      float: 10_000,
      at: new Date().toISOString(),
    })
    await enqueue(till.db, till.ctx, 'shop.cashMove', {
      id: newId(),
      shift_id: shift,
      amount: -100,
      reason: '找零',
      at: new Date().toISOString(),
    })
    // Today's server knows the cash move at version 1 only.
    const pushed = await till.push()
    expect(pushed).toMatchObject({ sent: 1, failed: 0, stoppedBy: 'transient' })
    const [waiting] = await till.db.outbox.toArray()
    expect(waiting).toMatchObject({ state: 'pending', version: 2 })
    expect(waiting!.attempts.at(-1)).toMatchObject({ outcome: 'transient', code: 503 })
    till.db.close()
  })
})
