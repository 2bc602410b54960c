import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../src/data/enqueue.ts'
import { type Approver, actAs } from '../helpers/approvals.ts'
import { requestSignupCode } from '../helpers/register.ts'
import { ledgerMismatches } from '../helpers/shop.ts'
import { call, startTestServer, type TestServer } from '../helpers/test-server.ts'

let server: TestServer
let cashier: Approver
beforeAll(async () => {
  server = await startTestServer()
  cashier = await actAs(server, 'shop', 'shop123')
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
    expect((await cashier.post('/dian/admitMember', admit)).body.code).toBe(200)
    const member = await db()
      .selectFrom('res_members')
      .selectAll()
      .where('id', '=', member_id)
      .executeTakeFirst()
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
})
