// Sales arriving together on the embedded database share one COMMIT (server/db/group-commit.ts):
// each is still all-or-nothing, a refused one takes nothing of the others with it, and every
// accepted one is stored exactly once.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { cashSale, lines, orderCount, shopData } from '../helpers/shop.ts'
import { bearer, call, login, startTestServer, type TestServer } from '../helpers/test-server.ts'

let server: TestServer
let token: string
beforeAll(async () => {
  server = await startTestServer()
  token = await login(server, 'shop', 'shop123')
})
afterAll(() => server.stop())

const post = (path: string, key: string, body: unknown) =>
  call(server, 'POST', path, { body, headers: { ...bearer(token), 'idempotency-key': key } })

it('forty sales at once, every fifth refused: the others are kept, each once, and replays agree', async () => {
  const { items } = await shopData(server)
  const sales = Array.from({ length: 40 }, (_, i) => {
    const sale = cashSale(lines(items, 1 + (i % 3)), 100_000)
    // A change that does not add up: the server refuses the sale after it has started writing it.
    return i % 5 === 4 ? { ...sale, change: sale.change + 1 } : sale
  })
  const before = await orderCount(server)
  const answers = await Promise.all(sales.map((s) => post('/dian/saveCashCheckout', s.id, s)))
  const codes = answers.map((a) => a.body.code)
  expect(codes.filter((c) => c === 200)).toHaveLength(32)
  expect(codes.filter((c) => c !== 200)).toHaveLength(8)
  for (const [i, a] of answers.entries()) expect(a.body.code === 200).toBe(i % 5 !== 4)
  const kept = sales.filter((_, i) => i % 5 !== 4).map((s) => s.id)
  const refused = sales.filter((_, i) => i % 5 === 4).map((s) => s.id)
  expect(await orderCount(server, kept)).toBe(32)
  expect(await orderCount(server, refused)).toBe(0)
  expect((await orderCount(server)) - before).toBe(32)
  // Sent again (a lost answer), each accepted sale answers from its record and adds nothing.
  const replays = await Promise.all(
    sales.filter((_, i) => i % 5 !== 4).map((s) => post('/dian/saveCashCheckout', s.id, s)),
  )
  for (const r of replays) expect(r.body).toMatchObject({ code: 200, replayed: true })
  expect((await orderCount(server)) - before).toBe(32)
})
