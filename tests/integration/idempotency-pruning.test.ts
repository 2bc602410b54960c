// Idempotency keys are pruned by the server's scheduler once no device may still send the same entry
// again (IDEMPOTENCY_KEEP_DAYS: the till's 14 days offline after first arrival, plus a margin), and
// not a day earlier: inside the window a retry still gets the stored answer and makes no second sale.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IDEMPOTENCY_KEEP_DAYS } from '../../server/tasks/prune-idempotency.ts'
import { newId } from '../../src/data/enqueue.ts'
import { cashSale, lines, orderCount, shopData } from '../helpers/shop.ts'
import { bearer, call, login, startTestServer, type TestServer } from '../helpers/test-server.ts'

const DAY_MS = 86_400_000
let server: TestServer
const logged: string[] = []
beforeAll(async () => {
  server = await startTestServer({ schedulerTickMs: 50, log: (line) => logged.push(line) })
}, 60_000)
afterAll(() => server.stop())

const keyStored = async (key: string) =>
  Boolean(
    await server.db.selectFrom('idempotency_keys').select('key').where('key', '=', key).executeTakeFirst(),
  )

/** Until the scheduler's upkeep has run at the current clock (it logs only when it removed keys). */
async function upkeepRuns(until: () => Promise<boolean>) {
  for (let i = 0; i < 200 && !(await until()); i++) await new Promise((r) => setTimeout(r, 50))
}

describe('idempotency keys', () => {
  it(`are kept ${IDEMPOTENCY_KEEP_DAYS} days, replaying a late retry, and pruned after`, async () => {
    expect(IDEMPOTENCY_KEEP_DAYS).toBeGreaterThanOrEqual(14 + 7)
    const { items } = await shopData(server)
    // Signed in afresh at each send: weeks pass on the test clock.
    const send = async (sale: ReturnType<typeof cashSale>) =>
      call<{ replayed?: boolean }>(server, 'POST', '/dian/saveCashCheckout', {
        body: sale,
        headers: { ...bearer(await login(server, 'shop', 'shop123')), 'idempotency-key': sale.id },
      })
    const first = cashSale(lines(items, 1))
    expect((await send(first)).body.code).toBe(200)

    // A till offline for the promised 14 days and more retries the sale whose answer it lost.
    server.clock.advance((IDEMPOTENCY_KEEP_DAYS - 1) * DAY_MS)
    const second = { ...cashSale(lines(items, 1)), id: newId() }
    expect((await send(second)).body.code).toBe(200)
    await new Promise((r) => setTimeout(r, 300))
    expect(await keyStored(first.id)).toBe(true)
    const retry = await send(first)
    expect(retry.body).toMatchObject({ code: 200, replayed: true })
    expect(await orderCount(server, [first.id])).toBe(1)

    // Past the window the scheduler removes it; the newer key stays and still replays.
    server.clock.advance(2 * DAY_MS)
    await upkeepRuns(async () => !(await keyStored(first.id)))
    expect(await keyStored(first.id)).toBe(false)
    expect(await keyStored(second.id)).toBe(true)
    expect((await send(second)).body).toMatchObject({ code: 200, replayed: true })
    expect(logged.some((l) => /1 idempotency keys older than their retry window removed/.test(l))).toBe(true)
  })
})
