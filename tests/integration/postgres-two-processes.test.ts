// Two real PM3 server processes on one PostgreSQL, as behind a load balancer: both start at once on an
// empty database, then the same idempotency keys and the same member balance are hammered through
// both. One effect per key, never an overdraw, balance = sum(ledger) in fen, every rev unique.
// Needs PM3_TEST_DATABASE_URL (CI starts a throwaway PostgreSQL); skipped without it.
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPostgres } from '../../server/db/connection.ts'
import { companyRevName } from '../../server/db/resource-tables.ts'
import { newId } from '../../src/data/enqueue.ts'
import { startServerProcess, stopServerProcess } from '../helpers/server-process.ts'
import { cashSale, lines, memberSale, membersWithCardDiscount } from '../helpers/shop.ts'
import { createTestDatabase, type TestDatabase, testDatabaseUrl } from '../helpers/test-database.ts'

type Raw = Kysely<Record<string, Record<string, unknown>>>
interface Envelope {
  code: number
  msg: string
  data: Record<string, Record<string, unknown>>
  replayed?: boolean
  token?: string
}

const describeOnPostgres = describe.skipIf(!testDatabaseUrl)

describeOnPostgres('two server processes on one PostgreSQL (skipped without PM3_TEST_DATABASE_URL)', () => {
  let database: TestDatabase
  let db: Raw
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm3-two-'))
  const processes: ChildProcess[] = []
  let urls: string[] = []
  let token = ''

  async function post(server: number, route: string, key: string, body: unknown) {
    const res = await fetch(`${urls[server]}/api${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: `Bearer ${token}`, 'idempotency-key': key },
      body: JSON.stringify(body),
    })
    return (await res.json()) as Envelope
  }

  async function get(server: number, route: string) {
    const res = await fetch(`${urls[server]}/api${route}`, { headers: { token: `Bearer ${token}` } })
    return (await res.json()) as Envelope & { cursor: string; more?: boolean }
  }

  beforeAll(async () => {
    database = (await createTestDatabase())!
    // Both start on the empty database at the same moment: one migrates and seeds, the other waits.
    const started = await Promise.all([
      startServerProcess(database.url, dataDir),
      startServerProcess(database.url, dataDir),
    ])
    processes.push(...started.map((s) => s.child))
    urls = started.map((s) => s.url)
    const res = await fetch(`${urls[0]}/api/user/userLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'shop', password: 'shop123' }),
    })
    token = ((await res.json()) as Envelope).token!
    db = openPostgres(database.url, () => undefined) as unknown as Raw
  }, 60_000)

  afterAll(async () => {
    await Promise.all(processes.map(stopServerProcess))
    await db?.destroy()
    await database?.drop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  // The seeded company's own change counter (one per company); until it writes, it starts from the shared one.
  const rev = async () => {
    const { com_id } = await db.selectFrom('site_info').select('com_id').executeTakeFirstOrThrow()
    const counters = await db
      .selectFrom('sequences')
      .select(['name', 'value'])
      .where('name', 'in', [companyRevName(Number(com_id)), 'rev'])
      .execute()
    const own = counters.find((c) => c.name !== 'rev') ?? counters.find((c) => c.name === 'rev')
    return Number(own!.value)
  }

  it('started once: one seeded company, and a session made on one process is valid on the other', async () => {
    expect(await db.selectFrom('site_info').select('com_id').execute()).toHaveLength(1)
    expect(await db.selectFrom('users').select('id').where('username', '=', 'shop').execute()).toHaveLength(1)
    const items = await fetch(`${urls[1]}/api/dian/getServiceItemList?limit=5`, {
      headers: { token: `Bearer ${token}` },
    })
    expect(items.status).toBe(200)
  })

  it('the same idempotency keys sent to both processes at once: one order each, both answers alike, none missed by delta pulls', async () => {
    const items = await db.selectFrom('res_serviceItems').selectAll().orderBy('id').execute()
    const sales = Array.from({ length: 40 }, (_, i) => cashSale(lines(items, 1 + (i % 3)), 100_000))
    const before = await rev()
    // A device pulling deltas from either process while the sales land must end up with every order:
    // a write committing after a higher rev was already visible would be skipped by its cursor.
    let cursor = (await get(0, '/dian/getOrderList?limit=1')).cursor
    const pulled = new Set<string>()
    const drain = async (server: number) => {
      let page: Awaited<ReturnType<typeof get>>
      do {
        page = await get(server, `/dian/getOrderList?updated_since=${cursor}&limit=10`)
        for (const row of page.data as unknown as { id: string }[]) pulled.add(row.id)
        cursor = page.cursor
      } while (page.more)
    }
    let selling = true
    const pulling = (async () => {
      for (let round = 0; selling; round++) await drain(round % 2)
    })()
    // Staggered a little, so pulls keep landing between the commits instead of queueing behind them.
    const answers = await Promise.all(
      sales.map(async (sale, i) => {
        await new Promise((r) => setTimeout(r, i * 20))
        return Promise.all([
          post(0, '/dian/saveCashCheckout', sale.id, sale),
          post(1, '/dian/saveCashCheckout', sale.id, sale),
        ])
      }),
    )
    selling = false
    await pulling
    await drain(1)
    expect(sales.filter((sale) => !pulled.has(sale.id))).toEqual([])
    for (const [first, second] of answers) {
      expect([first.code, second.code]).toEqual([200, 200])
      expect(first.data.order).toEqual(second.data.order)
      // Exactly one of the two ran the command; the other waited for it and replayed its answer.
      expect([first.replayed, second.replayed].filter(Boolean)).toHaveLength(1)
    }
    const ids = sales.map((s) => s.id)
    expect(await db.selectFrom('res_orders').select('id').where('id', 'in', ids).execute()).toHaveLength(40)
    expect(
      await db.selectFrom('idempotency_keys').select('key').where('key', 'in', ids).execute(),
    ).toHaveLength(40)
    expect((await rev()) - before).toBe(40)
  })

  it('checkouts on one member balance from both processes never overdraw it; balance = ledger in fen', async () => {
    const items = await db.selectFrom('res_serviceItems').selectAll().orderBy('id').execute()
    // With their card discount: the server charges it, so the sale must apply it too.
    const members = (await membersWithCardDiscount(db as never)).filter((m) => m.status === 'active')
    // Not the last one: the next test tops that one up.
    const member = members.slice(0, -1).find((m) => Number(m.balance) >= 1000)!
    const balance = Number(member.balance)
    const item = items.find((i) => Number(i.price) > 0)!
    // Each sale takes about a fifth of the balance: at most five of the sixteen can be paid.
    const qty = Math.max(1, Math.floor(balance / 5 / Number(item.price)))
    const cart = [
      { item_id: String(item.id), name: String(item.name), price: Number(item.price), qty, discount: 0 },
    ]
    const sales = Array.from({ length: 16 }, () => memberSale(member, cart))
    const total = sales[0]!.total
    const answers = await Promise.all(
      sales.map((sale, i) => post(i % 2, '/dian/saveMemberCheckout', sale.id, sale)),
    )
    const accepted = answers.filter((a) => a.code === 200).length
    // Run one after another, exactly this many fit; no more (overdraw) and no fewer (a lost charge).
    expect(accepted).toBe(Math.min(16, Math.floor(balance / total)))
    for (const refused of answers.filter((a) => a.code !== 200)) expect(refused.code).toBe(400)

    const stored = await db
      .selectFrom('res_members')
      .selectAll()
      .where('id', '=', String(member.id))
      .executeTakeFirstOrThrow()
    expect(Number(stored.balance)).toBe(balance - accepted * total)
    expect(Number(stored.balance)).toBeGreaterThanOrEqual(0)
    const ledger = await db
      .selectFrom('res_memberLedger')
      .select('amount')
      .where('member_id', '=', String(member.id))
      .execute()
    expect(ledger.reduce((sum, row) => sum + Number(row.amount), 0)).toBe(Number(stored.balance))
    expect(
      await db.selectFrom('res_orders').select('id').where('member_id', '=', String(member.id)).execute(),
    ).toHaveLength(accepted)
  })

  it('top-ups and checkouts on one member from both processes, each retried on the other: balance = ledger', async () => {
    const items = await db.selectFrom('res_serviceItems').selectAll().orderBy('id').execute()
    const member = (await membersWithCardDiscount(db as never)).filter((m) => m.status === 'active').at(-1)!
    const item = items.find((i) => Number(i.price) > 0)!
    const cart = [
      { item_id: String(item.id), name: String(item.name), price: Number(item.price), qty: 1, discount: 0 },
    ]
    const commands = Array.from({ length: 20 }, (_, i) =>
      i % 2
        ? { route: '/dian/saveMemberCheckout', body: memberSale(member, cart) as { id: string } }
        : {
            route: '/dian/saveMemberTopUp',
            body: {
              id: newId(),
              member_id: String(member.id),
              amount: 1000 + i,
              at: new Date().toISOString(),
            },
          },
    )
    // Every command goes to both processes at once, as an outbox retry through the load balancer would.
    const answers = await Promise.all(
      commands.map((cmd) =>
        Promise.all([post(0, cmd.route, cmd.body.id, cmd.body), post(1, cmd.route, cmd.body.id, cmd.body)]),
      ),
    )
    // Per key, at most one process ran the command with effect; if both said yes, one is a replay. A
    // refusal (balance short) stored nothing, so the other process may judge it afresh after a top-up.
    for (const pair of answers) {
      expect(pair.filter((a) => a.code === 200 && !a.replayed).length).toBeLessThanOrEqual(1)
      for (const a of pair) expect([200, 400]).toContain(a.code)
    }
    const effective = answers.filter((pair) => pair.some((a) => a.code === 200)).length
    const stored = await db
      .selectFrom('res_members')
      .selectAll()
      .where('id', '=', String(member.id))
      .executeTakeFirstOrThrow()
    const ledger = await db
      .selectFrom('res_memberLedger')
      .select(['id', 'amount'])
      .where('member_id', '=', String(member.id))
      .execute()
    expect(ledger.reduce((sum, row) => sum + Number(row.amount), 0)).toBe(Number(stored.balance))
    expect(Number(stored.balance)).toBeGreaterThanOrEqual(0)
    // One ledger row per command that took effect, never two for one key.
    const ids = commands.map((c) => c.body.id)
    const booked = ledger.filter((row) => ids.includes(String(row.id)))
    expect(new Set(booked.map((row) => row.id)).size).toBe(booked.length)
    expect(booked.length).toBe(effective)
    expect(booked.length).toBeGreaterThanOrEqual(10)
  })

  it('every write took its own rev, so delta pulls miss nothing', async () => {
    const revs: number[] = []
    for (const table of ['res_orders', 'res_memberLedger', 'res_members'])
      revs.push(...(await db.selectFrom(table).select('rev').execute()).map((r) => Number(r.rev)))
    expect(new Set(revs).size).toBe(revs.length)
    expect(Math.max(...revs)).toBeLessThanOrEqual(await rev())
  })
})
