import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FaultInjector } from '../../server/ports/faults.ts'
import { enqueue, newId } from '../../src/data/enqueue.ts'
import { cashSale, ledgerMismatches, lines, memberSale, orderCount, shopData } from '../helpers/shop.ts'
import { signedInClient } from '../helpers/sync-client.ts'
import { bearer, call, login, startTestServer, type TestServer } from '../helpers/test-server.ts'

const faults = new FaultInjector()
let server: TestServer
let token: string
beforeAll(async () => {
  server = await startTestServer({ faults })
  token = await login(server, 'shop', 'shop123')
})
afterAll(() => server.stop())

const post = (path: string, key: string, body: unknown) =>
  call(server, 'POST', path, { body, headers: { ...bearer(token), 'idempotency-key': key } })

describe('cash checkout', () => {
  it('a double-clicked pay button makes one order', async () => {
    const { items } = await shopData(server)
    const sale = cashSale(lines(items), 10000)
    const before = await orderCount(server)
    const answers = await Promise.all([
      post('/dian/saveCashCheckout', sale.id, sale),
      post('/dian/saveCashCheckout', sale.id, sale),
    ])
    // The second click either waits out the first (409, retried later) or gets its stored answer.
    expect(answers.map((a) => a.body.code)).toContain(200)
    expect(answers.every((a) => a.body.code === 200 || a.body.code === 409)).toBe(true)
    expect((await post('/dian/saveCashCheckout', sale.id, sale)).body).toMatchObject({
      code: 200,
      replayed: true,
    })
    expect((await orderCount(server)) - before).toBe(1)
  })

  it('a sale whose answer was lost after the commit, replayed by the outbox, makes one order', async () => {
    const { items } = await shopData(server)
    const client = await signedInClient(server, 'shop', 'shop123')
    const sale = cashSale(lines(items, 3))
    await enqueue(client.db, client.ctx, 'shop.cashCheckout', sale, { id: sale.id })
    faults.set((c) => (c.command && c.n === 1 ? { type: 'commitThenDrop' } : null))
    try {
      const first = await client.push()
      expect(first.stoppedBy).toBe('transient')
      expect(await orderCount(server, [sale.id])).toBe(1)
      await client.push(() => Date.now() + 10 * 60_000)
    } finally {
      faults.clear()
    }
    expect(await client.db.outbox.count()).toBe(0)
    expect(await orderCount(server, [sale.id])).toBe(1)
    expect((await client.db.table('orders').get(sale.id))?.total).toBe(sale.total)
  })

  it('refuses a sale whose change does not add up', async () => {
    const { items } = await shopData(server)
    const sale = { ...cashSale(lines(items), 10000), change: 1 }
    expect((await post('/dian/saveCashCheckout', sale.id, sale)).body.msg).toBe(
      '销售单数据有误（金额或明细不一致）',
    )
  })
})

describe('member checkout', () => {
  it('charges the balance and books the ledger; balance always equals the ledger', async () => {
    const { items, members } = await shopData(server)
    // A gold card (88 %): the server takes the discount from the card type, not from the till.
    const member = members.find((m) => Number(m.balance) > 20000 && m.card_discount === 88)!
    const sale = memberSale(member, lines(items, 1))
    const answer = await post('/dian/saveMemberCheckout', sale.id, sale)
    expect(answer.body.code).toBe(200)
    expect((answer.body.data as { member: { balance: number } }).member.balance).toBe(
      Number(member.balance) - sale.total,
    )
    expect(await ledgerMismatches(server)).toEqual([])
  })

  it('two devices selling on the same member offline beyond the balance: one accepted, the other fails and can be charged as cash once', async () => {
    const { items, members } = await shopData(server)
    const member = members.find((m) => Number(m.balance) > 0 && Number(m.balance) < 100000)!
    const balance = Number(member.balance)
    const expensive = items.find((i) => Number(i.price) * 2 > balance) ?? items.at(-1)!
    const qty = Math.ceil((balance * 0.7) / Number(expensive.price))
    const cart = [
      {
        item_id: String(expensive.id),
        name: String(expensive.name),
        price: Number(expensive.price),
        qty,
        discount: 0,
      },
    ]

    const a = await signedInClient(server, 'shop', 'shop123')
    const b = await signedInClient(server, 'shop', 'shop123')
    await a.engine.pull()
    await b.engine.pull()
    const saleA = memberSale(member, cart)
    const saleB = memberSale(member, cart)
    await enqueue(a.db, a.ctx, 'shop.memberCheckout', saleA, { id: saleA.id })
    await enqueue(b.db, b.ctx, 'shop.memberCheckout', saleB, { id: saleB.id })
    // Offline, each device saw enough balance and charged it locally.
    expect((await b.db.table('members').get(String(member.id)))?.balance).toBe(balance - saleB.total)

    expect((await a.push()).sent).toBe(1)
    const rejected = await b.push()
    expect(rejected.failed).toBe(1)
    const [failed] = await b.db.outbox.toArray()
    expect(failed).toMatchObject({
      state: 'failed',
      error: { message: expect.stringContaining('会员余额不足') },
    })
    // The rejected sale's local effects are undone.
    expect(await b.db.table('orders').get(saleB.id)).toBeUndefined()
    expect((await b.db.table('members').get(String(member.id)))?.balance).toBe(balance)

    // "Charge as cash": the same receipt number, paid in cash, replacing the failed entry.
    const asCash = { ...cashSale(cart), id: saleB.id }
    await enqueue(b.db, b.ctx, 'shop.cashCheckout', asCash, { id: saleB.id, replaces: saleB.id })
    await b.push()
    await b.push(() => Date.now() + 10 * 60_000)
    expect(await b.db.outbox.count()).toBe(0)
    expect(await orderCount(server, [saleA.id, saleB.id])).toBe(2)
    expect(await ledgerMismatches(server)).toEqual([])
    const [member2] = (await shopData(server)).members.filter((m) => m.id === member.id)
    expect(Number(member2!.balance)).toBe(balance - saleA.total)
  })

  it('tops up a member through the ledger', async () => {
    const { members } = await shopData(server)
    const member = members[0]!
    const client = await signedInClient(server, 'shop', 'shop123')
    await client.engine.pull()
    await enqueue(client.db, client.ctx, 'shop.topUp', {
      id: newId(),
      member_id: String(member.id),
      amount: 50000,
      at: new Date().toISOString(),
    })
    await client.push()
    const [after] = (await shopData(server)).members.filter((m) => m.id === member.id)
    expect(Number(after!.balance)).toBe(Number(member.balance) + 50000)
    expect(await ledgerMismatches(server)).toEqual([])
  })
})
