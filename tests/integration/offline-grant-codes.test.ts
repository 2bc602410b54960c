// A shop manager's one-use codes for tills without the network (issue 21): drawn online with the
// manager's password, mirrored to the tills as salted hashes, checked on the till offline and again
// by the server, each spent once.
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { discard, enqueue, newId } from '../../src/data/enqueue.ts'
import {
  matchGrantCode,
  type OfflineGrantRow,
  offlineGrant,
} from '../../src/modules/shop/offline-grant-code.ts'
import { cashSale, lines, shopData, valueCardsWithoutPrice } from '../helpers/shop.ts'
import { signedInClient } from '../helpers/sync-client.ts'
import { bearer, call, login, startTestServer, type TestServer } from '../helpers/test-server.ts'

let server: TestServer
let shop: string
let admin: string
beforeAll(async () => {
  server = await startTestServer()
  shop = await login(server, 'shop', 'shop123')
  admin = await login(server, 'admin', 'admin123')
  await valueCardsWithoutPrice(server)
})
afterAll(() => server.stop())

type Raw = Kysely<Record<string, Record<string, unknown>>>
const db = () => server.db as never as Raw
const draw = (token: string, password: string) =>
  call(server, 'POST', '/dian/offlineGrantCodes', { body: { password }, headers: bearer(token) })
const post = (token: string, path: string, body: { id: string } & Record<string, unknown>) =>
  call(server, 'POST', path, { body, headers: { ...bearer(token), 'idempotency-key': newId() } })
const bigRefund = (orderId: string, amount: number, grant?: string) => ({
  id: newId(),
  order_id: orderId,
  amount,
  to: 'cash',
  reason: '整单退',
  at: new Date().toISOString(),
  ...(grant ? { grant } : {}),
})

describe('offline manager codes', () => {
  it('are drawn only by a manager, with the password', async () => {
    expect((await draw(shop, 'shop123')).body).toMatchObject({
      code: 422,
      msg: 'shop 没有店长权限（改价与折扣），不能授权',
    })
    expect((await draw(admin, 'wrong')).body.code).toBe(422)
  })

  it('a code typed on an offline till unlocks one refund above the limit; the server takes it once', async () => {
    const sheet = await draw(admin, 'admin123')
    expect(sheet.body.code).toBe(200)
    const { codes, manager } = sheet.body.data as { codes: string[]; manager: string }
    expect(codes).toHaveLength(10)
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/)
    expect(manager).toBe('系统管理员')

    // The cashier's till mirrors hashes only: no code is on the device in the clear.
    const till = await signedInClient(server, 'shop', 'shop123')
    await till.engine.pull()
    const rows = (await till.db.table('offlineGrants').toArray()) as OfflineGrantRow[]
    expect(rows).toHaveLength(10)
    expect(JSON.stringify(rows)).not.toContain(codes[0]!.replace('-', ''))

    // Offline: a wrong code finds nothing; the manager's code, typed loosely, finds its row.
    expect(await matchGrantCode('ABCDE-FGHJK', rows, new Set())).toBeNull()
    const row = await matchGrantCode(` ${codes[3]!.toLowerCase()} `, rows, new Set())
    expect(row?.manager_name).toBe('系统管理员')
    // Taken on this device already: not offered twice, even before the server hears of it.
    expect(await matchGrantCode(codes[3]!, rows, new Set([row!.id]))).toBeNull()

    const { items } = await shopData(server)
    const big = items.find((i) => Number(i.price) > 20_000)!
    const sale = cashSale(lines([big], 1))
    expect((await post(shop, '/dian/saveCashCheckout', sale)).body.code).toBe(200)
    const refund = bigRefund(sale.id, sale.total, offlineGrant(row!.id, codes[3]!))
    await enqueue(till.db, till.ctx, 'shop.refund', refund, {})
    await till.push()
    expect(await till.db.table('outbox').count()).toBe(0)
    const stored = await db()
      .selectFrom('res_refunds')
      .selectAll()
      .where('id', '=', refund.id)
      .executeTakeFirst()
    expect(stored?.approved_by).toBe('系统管理员')
    const spent = await db()
      .selectFrom('res_offlineGrants')
      .selectAll()
      .where('id', '=', row!.id)
      .executeTakeFirst()
    expect(Number(spent?.used_at)).toBeGreaterThan(0)
    expect(spent?.used_for).toBe(`refundOverLimit:${refund.id}`)

    // A second till that took the same code offline is refused when its write arrives.
    const other = cashSale(lines([big], 1))
    expect((await post(shop, '/dian/saveCashCheckout', other)).body.code).toBe(200)
    const again = await post(
      shop,
      '/dian/saveRefund',
      bigRefund(other.id, other.total, offlineGrant(row!.id, codes[3]!)),
    )
    expect(again.body.code).toBe(403)
    // A made-up code for a real row is refused too.
    const forged = await post(
      shop,
      '/dian/saveRefund',
      bigRefund(
        other.id,
        other.total,
        offlineGrant(rows[0]!.id === row!.id ? rows[1]!.id : rows[0]!.id, 'ABCDEFGHJK'),
      ),
    )
    expect(forged.body.code).toBe(403)
  })

  it('a new sheet ends the unused codes of the manager’s last one', async () => {
    const first = (await draw(admin, 'admin123')).body.data as { codes: string[] }
    const second = (await draw(admin, 'admin123')).body.data as { codes: string[] }
    expect(second.codes).not.toEqual(first.codes)
    const open = await db()
      .selectFrom('res_offlineGrants')
      .selectAll()
      .where('deleted', '=', 0)
      .where('used_at', '=', 0)
      .execute()
    expect(open).toHaveLength(10)
    const till = await signedInClient(server, 'shop', 'shop123')
    await till.engine.pull()
    const rows = (await till.db.table('offlineGrants').toArray()) as OfflineGrantRow[]
    expect(await matchGrantCode(first.codes[0]!, rows, new Set())).toBeNull()
    expect(await matchGrantCode(second.codes[0]!, rows, new Set())).not.toBeNull()
  })
})

describe('an offline code for a member card with value', () => {
  it('queued with a members save on a till, it lets the cashier’s change of card type through once, naming the manager', async () => {
    const sheet = (await draw(admin, 'admin123')).body.data as { codes: string[] }
    const till = await signedInClient(server, 'shop', 'shop123')
    await till.engine.pull()
    const rows = (await till.db.table('offlineGrants').toArray()) as OfflineGrantRow[]
    const row = (await matchGrantCode(sheet.codes[0]!, rows, new Set()))!
    const member = (await till.db.table('members').where('card_no').equals('VIP1001').first()) as Record<
      string,
      unknown
    >
    const gold = (await till.db.table('cardTypes').toArray()).find((c) => c.name === '金卡')!
    const retype = (grant?: string) => ({
      id: String(member.id),
      base_rev: Number(member.rev),
      patch: { card_type: { from: member.card_type, to: gold.id } },
      ...(grant ? { grant } : {}),
    })
    // Without the code the server refuses it and the till is told; with it the card is issued.
    const refused = await enqueue(till.db, till.ctx, 'members.save', retype(), {})
    await till.push()
    expect((await till.db.table('outbox').toArray()).map((e) => e.state)).toEqual(['failed'])
    await discard(till.db, refused.id)
    await enqueue(till.db, till.ctx, 'members.save', retype(offlineGrant(row.id, sheet.codes[0]!)), {})
    await till.push()
    expect(await till.db.table('outbox').count()).toBe(0)
    const opening = await db()
      .selectFrom('res_memberLedger')
      .selectAll()
      .where('member_id', '=', String(member.id))
      .execute()
    expect(opening.map((l) => [l.kind, Number(l.amount), l.approved_by])).toEqual([
      ['opening', 200_000, '系统管理员'],
    ])
    const spent = await db()
      .selectFrom('res_offlineGrants')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirst()
    expect(spent?.used_for).toBe(`issueCard:${member.id}`)
  })
})
