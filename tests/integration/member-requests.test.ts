import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../src/data/enqueue.ts'
import { type Approver, actAs } from '../helpers/approvals.ts'
import { requestSignupCode } from '../helpers/register.ts'
import { ledgerMismatches, valueCardsWithoutPrice } from '../helpers/shop.ts'
import { call, startTestServer, type TestServer } from '../helpers/test-server.ts'

let server: TestServer
let cashier: Approver
beforeAll(async () => {
  server = await startTestServer()
  cashier = await actAs(server, 'shop', 'shop123')
  await valueCardsWithoutPrice(server)
})
afterAll(() => server.stop())

type Raw = Kysely<Record<string, Record<string, unknown>>>
const db = () => server.db as never as Raw
/** A visitor's form, with the code the server texted to its mobile. */
const signUp = async (body: { kind: string; mobile: string } & Record<string, unknown>) => {
  const code = await requestSignupCode(server, body.mobile, body.kind)
  return call(server, 'POST', '/pub/saveSignup', {
    body: { id: newId(), code, submitted_at: new Date().toISOString(), ...body },
    headers: { 'idempotency-key': newId() },
  })
}
const memberRow = (id: string) =>
  db().selectFrom('res_members').selectAll().where('id', '=', id).executeTakeFirst()
const requests = async () =>
  (await cashier.get<Record<string, unknown>[]>('/dian/getMemberRequestList?limit=100')).body.data

describe('visitors’ sign-ups become members', () => {
  it('a registration on /dianregi reaches the shop, not recruitment, and becomes a member with its card’s opening balance, once', async () => {
    expect((await signUp({ kind: 'member', name: '钱多多', mobile: '13711112222' })).body.code).toBe(200)
    const request = (await requests()).find((r) => r.mobile === '13711112222')!
    expect(request).toMatchObject({ kind: 'member', status: 'pending' })
    const signups = await db()
      .selectFrom('res_signups')
      .select('mobile')
      .where('mobile', '=', '13711112222')
      .execute()
    expect(signups).toEqual([])

    const card = await db()
      .selectFrom('res_cardTypes')
      .selectAll()
      .where('initial_balance', '>', 0)
      .executeTakeFirst()
    const member_id = newId()
    const admit = { id: String(request.id), member_id, card_no: 'VIP9001', card_type: String(card!.id) }
    // A card with an opening balance is the shop manager's to give: the cashier alone is refused,
    // and the sign-up still waits.
    expect((await cashier.post('/dian/admitMember', admit)).body).toMatchObject({
      code: 403,
      msg: `“${card!.name}”有售价、折扣、开卡储值或开卡积分，发这种卡需要店长权限（改价与折扣）或店长授权`,
    })
    expect((await requests()).find((r) => r.id === request.id)?.status).toBe('pending')
    expect(await memberRow(member_id)).toBeUndefined()
    const asked = await cashier.post('/dian/managerGrant', {
      username: 'admin',
      password: 'admin123',
      action: 'issueCard',
      subject: member_id,
    })
    const grant = (asked.body.data as { grant: string }).grant
    expect((await cashier.post('/dian/admitMember', { ...admit, grant })).body.code).toBe(200)
    const opening = await db()
      .selectFrom('res_memberLedger')
      .selectAll()
      .where('member_id', '=', member_id)
      .execute()
    expect(opening.map((l) => [l.kind, Number(l.amount), l.approved_by])).toEqual([
      ['opening', Number(card!.initial_balance), '系统管理员'],
    ])
    const member = await memberRow(member_id)
    expect(member).toMatchObject({ name: '钱多多', mobile: '13711112222', card_no: 'VIP9001' })
    expect(Number(member?.balance)).toBe(Number(card!.initial_balance))
    expect(await ledgerMismatches(server)).toEqual([])
    expect((await requests()).find((r) => r.id === request.id)).toMatchObject({
      status: 'admitted',
      member_id,
    })

    const twice = await cashier.post('/dian/admitMember', {
      ...admit,
      member_id: newId(),
      card_no: 'VIP9002',
    })
    expect(twice.body).toMatchObject({ code: 422, msg: '该登记已被处理' })
  })

  it('a card number is one member’s; a binding needs a member holding that card', async () => {
    expect((await signUp({ kind: 'member', name: '李雷', mobile: '13711113333' })).body.code).toBe(200)
    const request = (await requests()).find((r) => r.mobile === '13711113333')!
    const card = await db().selectFrom('res_cardTypes').select('id').executeTakeFirst()
    const taken = {
      id: String(request.id),
      member_id: newId(),
      card_no: 'VIP1001',
      card_type: String(card!.id),
    }
    expect((await cashier.post('/dian/admitMember', taken)).body).toMatchObject({
      code: 422,
      msg: '卡号 VIP1001 已属于另一位会员',
    })

    expect(
      (await signUp({ kind: 'card', name: '张丽', mobile: '13722224444', card_no: 'VIP1001' })).body.code,
    ).toBe(200)
    const binding = (await requests()).find((r) => r.mobile === '13722224444')!
    const holder = await db()
      .selectFrom('res_members')
      .selectAll()
      .where('card_no', '=', 'VIP1001')
      .executeTakeFirst()
    const other = await db()
      .selectFrom('res_members')
      .selectAll()
      .where('card_no', '=', 'VIP1002')
      .executeTakeFirst()
    expect(
      (await cashier.post('/dian/bindMemberCard', { id: String(binding.id), member_id: String(other!.id) }))
        .body,
    ).toMatchObject({
      code: 422,
      msg: '没有卡号为 VIP1001 的会员，不能绑定',
    })
    expect(
      (await cashier.post('/dian/bindMemberCard', { id: String(binding.id), member_id: String(holder!.id) }))
        .body.code,
    ).toBe(200)
    const bound = await db()
      .selectFrom('res_members')
      .select('mobile')
      .where('id', '=', String(holder!.id))
      .executeTakeFirst()
    expect(bound?.mobile).toBe('13722224444')

    expect((await cashier.post('/dian/declineMemberRequest', { id: String(request.id) })).body.code).toBe(200)
    expect((await requests()).find((r) => r.id === request.id)?.status).toBe('declined')
  })

  it('a cashier gives a visitor a free card alone', async () => {
    expect((await signUp({ kind: 'member', name: '韩梅', mobile: '13711115555' })).body.code).toBe(200)
    const request = (await requests()).find((r) => r.mobile === '13711115555')!
    const free = await db()
      .selectFrom('res_cardTypes')
      .select('id')
      .where('name', '=', '普通卡')
      .executeTakeFirst()
    const member_id = newId()
    const admit = { id: String(request.id), member_id, card_no: 'VIP9005', card_type: String(free!.id) }
    expect((await cashier.post('/dian/admitMember', admit)).body.code).toBe(200)
    expect(await memberRow(member_id)).toMatchObject({ name: '韩梅', card_no: 'VIP9005' })
    expect(Number((await memberRow(member_id))?.balance)).toBe(0)
  })
})
