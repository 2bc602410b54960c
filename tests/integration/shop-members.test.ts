import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../src/data/enqueue.ts'
import { companyDateTime } from '../../src/lib/company-time.ts'
import { type Approver, actAs } from '../helpers/approvals.ts'
import { ledgerMismatches, lines, shopData, valueCardsWithoutPrice } from '../helpers/shop.ts'
import { startTestServer, type TestServer } from '../helpers/test-server.ts'

let server: TestServer
let admin: Approver
beforeAll(async () => {
  server = await startTestServer()
  admin = await actAs(server, 'admin', 'admin123')
  await valueCardsWithoutPrice(server)
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

describe('a card with value is the shop manager’s to issue', () => {
  let cashier: Approver
  beforeAll(async () => {
    cashier = await actAs(server, 'shop', 'shop123')
  })
  const demoCard = async (name: string) =>
    String(
      (await db().selectFrom('res_cardTypes').select('id').where('name', '=', name).executeTakeFirst())!.id,
    )
  const userId = async (username: string) =>
    Number(
      (await db().selectFrom('users').select('id').where('username', '=', username).executeTakeFirst())!.id,
    )
  const balanceOf = async (id: string) => Number((await member(id))?.balance)
  const newMember = (card_type: string) => {
    const id = newId()
    return {
      id,
      card_no: `R${id.slice(-8)}`,
      name: '孙悦',
      mobile: '13900139011',
      card_type,
      status: 'active',
    }
  }
  async function memberOn(card: string) {
    const m = newMember(await demoCard(card))
    expect((await admin.post('/dian/saveMember', m)).body.code).toBe(200)
    return m
  }
  /** A change of card type as the members form sends it: a patch on the row the user opened. */
  async function retype(who: Approver, id: string, card: string, grant?: string) {
    const stored = (await member(id))!
    const patch = { card_type: { from: stored.card_type, to: await demoCard(card) } }
    return who.post('/dian/saveMember', {
      id,
      base_rev: Number(stored.rev),
      patch,
      ...(grant ? { grant } : {}),
    })
  }
  async function managerGrant(subject: string) {
    const asked = await cashier.post('/dian/managerGrant', {
      username: 'admin',
      password: 'admin123',
      action: 'issueCard',
      subject,
    })
    expect(asked.body.code).toBe(200)
    return (asked.body.data as { grant: string }).grant
  }

  it('a cashier’s change to 金卡 is refused, said in zh and en, and the balance stays', async () => {
    const m = await memberOn('普通卡')
    expect((await retype(cashier, m.id, '金卡')).body).toMatchObject({
      code: 403,
      msg: '“金卡”有售价、折扣、开卡储值或开卡积分，发这种卡需要店长权限（改价与折扣）或店长授权',
    })
    const inEnglish = await actAs(server, 'shop', 'shop123', 'en')
    expect((await retype(inEnglish, m.id, '金卡')).body.msg).toBe(
      '“金卡” has a price, a discount, an initial balance or initial points: issuing it needs the shop manager’s right (price and discount overrides) or a manager’s approval',
    )
    // The whole record, as the outside tester sent it, is refused the same.
    const whole = await cashier.post('/dian/saveMember', { ...m, card_type: await demoCard('金卡') })
    expect(whole.body.code).toBe(403)
    expect(await balanceOf(m.id)).toBe(0)
    expect((await member(m.id))?.card_type).toBe(m.card_type)
    expect(await ledgerOf(m.id)).toEqual([])
  })

  it('a cashier may not open a member on 金卡; on a free card they may, and may edit a member’s other fields', async () => {
    const gold = newMember(await demoCard('金卡'))
    expect((await cashier.post('/dian/saveMember', gold)).body.code).toBe(403)
    expect(await member(gold.id)).toBeUndefined()

    const plain = newMember(await demoCard('普通卡'))
    expect((await cashier.post('/dian/saveMember', plain)).body.code).toBe(200)
    expect(await balanceOf(plain.id)).toBe(0)
    expect(await ledgerOf(plain.id)).toEqual([])

    const silver = await memberOn('银卡')
    const renamed = await cashier.post('/dian/saveMember', { ...silver, mobile: '13900139012' })
    expect(renamed.body.code).toBe(200)
    expect((await member(silver.id))?.mobile).toBe('13900139012')
    expect(await ledgerOf(silver.id)).toHaveLength(1)
  })

  it('the manager’s own right, or their grant on the cashier’s till, issues the card once, recording who', async () => {
    const byAdmin = await memberOn('普通卡')
    expect((await retype(admin, byAdmin.id, '金卡')).body.code).toBe(200)
    const adminRows = await ledgerOf(byAdmin.id)
    expect(adminRows.map((l) => [l.kind, Number(l.amount), l.approved_by])).toEqual([
      ['opening', 200_000, ''],
    ])
    expect(Number(adminRows[0]!.updated_by)).toBe(await userId('admin'))
    expect(await balanceOf(byAdmin.id)).toBe(200_000)

    const byCashier = await memberOn('普通卡')
    const grant = await managerGrant(byCashier.id)
    expect((await retype(cashier, byCashier.id, '金卡', grant)).body.code).toBe(200)
    const rows = await ledgerOf(byCashier.id)
    expect(rows.map((l) => [l.kind, Number(l.amount), l.approved_by])).toEqual([
      ['opening', 200_000, '系统管理员'],
    ])
    expect(Number(rows[0]!.updated_by)).toBe(await userId('shop'))
    // The grant was for that member, once: it opens neither another member's card nor a second one.
    const other = await memberOn('普通卡')
    expect((await retype(cashier, other.id, '金卡', grant)).body.code).toBe(403)
    expect((await retype(cashier, byCashier.id, '普通卡')).body.code).toBe(200)
    expect((await retype(cashier, byCashier.id, '银卡', grant)).body.code).toBe(403)
    expect(await balanceOf(byCashier.id)).toBe(200_000)

    // A new member on 金卡 with a grant for that member.
    const gold = newMember(await demoCard('金卡'))
    const opened = await cashier.post('/dian/saveMember', { ...gold, grant: await managerGrant(gold.id) })
    expect(opened.body.code).toBe(200)
    expect(await balanceOf(gold.id)).toBe(200_000)
    expect(await ledgerMismatches(server)).toEqual([])
  })

  it('a cashier flipping a member between card types cannot raise the balance', async () => {
    const m = await memberOn('银卡')
    for (let i = 0; i < 5; i++) {
      expect((await retype(cashier, m.id, '金卡')).body.code).toBe(403)
      expect((await retype(cashier, m.id, '普通卡')).body.code).toBe(200)
      expect((await retype(cashier, m.id, '银卡')).body.code).toBe(403)
      const whole = await cashier.post('/dian/saveMember', { ...m, card_type: await demoCard('银卡') })
      expect(whole.body.code).toBe(403)
    }
    expect(await balanceOf(m.id)).toBe(50_000)
    expect((await ledgerOf(m.id)).map((l) => l.kind)).toEqual(['opening'])
    expect(await ledgerMismatches(server)).toEqual([])
  })
})
