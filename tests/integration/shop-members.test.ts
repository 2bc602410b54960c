import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../src/data/enqueue.ts'
import { companyDateTime } from '../../src/lib/company-time.ts'
import { type Approver, actAs } from '../helpers/approvals.ts'
import { ledgerMismatches, lines, shopData } from '../helpers/shop.ts'
import { startTestServer, type TestServer } from '../helpers/test-server.ts'

let server: TestServer
let admin: Approver
beforeAll(async () => {
  server = await startTestServer()
  admin = await actAs(server, 'admin', 'admin123')
})
afterAll(() => server.stop())

type Raw = Kysely<Record<string, Record<string, unknown>>>
const db = () => server.db as never as Raw
const member = (id: string) =>
  db().selectFrom('res_members').selectAll().where('id', '=', id).executeTakeFirst()
const ledgerOf = (id: string) =>
  db().selectFrom('res_memberLedger').selectAll().where('member_id', '=', id).orderBy('id').execute()

async function cardType(fields: Record<string, unknown>) {
  const id = newId()
  const saved = await admin.post('/dian/saveCardType', {
    id,
    name: `卡${id.slice(-4)}`,
    discount: 100,
    status: 'active',
    ...fields,
  })
  expect(saved.body.code).toBe(200)
  return id
}
async function issue(card_type: string) {
  const id = newId()
  const body = {
    id,
    card_no: `M${id.slice(-8)}`,
    name: '周敏',
    mobile: '13912345678',
    card_type,
    status: 'active',
  }
  expect((await admin.post('/dian/saveMember', body)).body.code).toBe(200)
  return body
}

describe('member cards', () => {
  it('a member who gets a card gets its initial balance and points, booked in the ledger, and its validity', async () => {
    const card = await cardType({ initial_balance: 10_000, initial_points: 50, validity_days: 365 })
    const m = await issue(card)
    const stored = await member(m.id)
    expect(Number(stored?.balance)).toBe(10_000)
    expect(Number(stored?.points)).toBe(50)
    expect(stored?.valid_until).toBe(companyDateTime(Date.now() + 365 * 86_400_000)[0])
    expect((await ledgerOf(m.id)).map((l) => [l.kind, Number(l.amount), Number(l.points)])).toEqual([
      ['opening', 10_000, 50],
    ])
    // Saving the member again (a new mobile) books nothing more.
    expect((await admin.post('/dian/saveMember', { ...m, mobile: '13912345679' })).body.code).toBe(200)
    expect(await ledgerOf(m.id)).toHaveLength(1)
    expect(await ledgerMismatches(server)).toEqual([])
  })

  it('a charge earns a point per yuan; a refund back to the balance takes the points of what it returns', async () => {
    const { items } = await shopData(server)
    const m = await issue(await cardType({ initial_balance: 50_000 }))
    const cart = lines(items, 1)
    const total = cart[0]!.price
    const sale = {
      id: newId(),
      member_id: m.id,
      discount: 100,
      lines: cart,
      total,
      sold_at: new Date().toISOString(),
    }
    expect((await admin.post('/dian/saveMemberCheckout', sale)).body.code).toBe(200)
    expect(Number((await member(m.id))?.points)).toBe(Math.floor(total / 100))
    const back = {
      id: newId(),
      order_id: sale.id,
      amount: total,
      to: 'balance',
      reason: '退货',
      at: new Date().toISOString(),
    }
    expect((await admin.post('/dian/saveRefund', back)).body.code).toBe(200)
    expect(Number((await member(m.id))?.points)).toBe(0)
    expect(Number((await member(m.id))?.balance)).toBe(50_000)
  })

  it('an expired card takes no charge, said with its date; it still takes a top-up', async () => {
    const { items } = await shopData(server)
    const m = await issue(await cardType({ initial_balance: 50_000, validity_days: 30 }))
    await db().updateTable('res_members').set({ valid_until: '2026-01-31' }).where('id', '=', m.id).execute()
    const cart = lines(items, 1)
    const sale = {
      id: newId(),
      member_id: m.id,
      discount: 100,
      lines: cart,
      total: cart[0]!.price,
      sold_at: new Date().toISOString(),
    }
    expect((await admin.post('/dian/saveMemberCheckout', sale)).body).toMatchObject({
      code: 400,
      msg: '会员卡已于 2026-01-31 过期，不能再用余额消费',
    })
    const topUp = {
      id: newId(),
      member_id: m.id,
      amount: 100,
      at: new Date().toISOString(),
      method: 'wechat',
    }
    expect((await admin.post('/dian/saveMemberTopUp', topUp)).body.code).toBe(200)
    expect((await ledgerOf(m.id)).find((l) => l.kind === 'topup')?.method).toBe('wechat')
  })
})

describe('rights inside the shop', () => {
  it('the cashier may issue a card but not change a price or delete a member; the server says so', async () => {
    const cashier = await actAs(server, 'shop', 'shop123')
    const item = (await cashier.get<Record<string, unknown>[]>('/dian/getServiceItemList?limit=1')).body
      .data[0]!
    expect((await cashier.post('/dian/saveServiceItem', { ...item, price: 1 })).body.code).toBe(403)
    const card = await cardType({})
    const id = newId()
    const body = {
      id,
      card_no: `C${id.slice(-8)}`,
      name: '钱多',
      mobile: '13912340000',
      card_type: card,
      status: 'active',
    }
    expect((await cashier.post('/dian/saveMember', body)).body.code).toBe(200)
    expect((await cashier.post('/dian/delMember', { id })).body.code).toBe(403)
    expect(await member(id)).toBeDefined()
    expect((await admin.post('/dian/delMember', { id })).body.code).toBe(200)
  })
})
