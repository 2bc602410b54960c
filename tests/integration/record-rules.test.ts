// Values no record may hold, refused by the server whatever the device let through (issue: tester
// s9): a month that is no month, a contract that received more than its amount or was delivered
// before it was signed, a second record with a code another record holds. Each refusal names the
// fields (or the value) in the caller's language.
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toApiRow } from '../../server/db/api-rows.ts'
import { PUSH_BATCH_PATH, type PushBatchResult } from '../../src/api/push-batch.ts'
import { newId } from '../../src/data/enqueue.ts'
import { resources } from '../../src/modules/registry.ts'
import { messagesOf } from '../../src/resources/issue-messages.ts'
import { saveSchema } from '../../src/resources/schema.ts'
import { uniqueFields } from '../../src/resources/unique-values.ts'
import { type Approver, actAs } from '../helpers/approvals.ts'
import { bearer, call, login, startTestServer, type TestServer } from '../helpers/test-server.ts'

let server: TestServer
let zh: Approver
let en: Approver
type Raw = Kysely<Record<string, Record<string, unknown>>>
const raw = () => server.db as unknown as Raw
const firstId = async (table: string) =>
  String((await raw().selectFrom(table).select('id').where('deleted', '=', 0).executeTakeFirstOrThrow()).id)

beforeAll(async () => {
  server = await startTestServer()
  zh = await actAs(server, 'admin', 'admin123')
  en = await actAs(server, 'admin', 'admin123', 'en')
})
afterAll(() => server.stop())

describe('a month is a real YYYY-MM', () => {
  const costPlan = async (period: string) => ({
    id: newId(),
    project_id: await firstId('res_projects'),
    subject: 'labour',
    planned: 100_000,
    period,
  })
  it('refuses 2026-13 and "Nov" in both languages, and takes 2026-11', async () => {
    const bad = await zh.post('/cost/saveCostCost', await costPlan('2026-13'))
    expect(bad.body).toMatchObject({ code: 400, msg: '月份格式应为 2026-11' })
    const badEn = await en.post('/cost/saveCostCost', await costPlan('Nov'))
    expect(badEn.body.msg).toBe('Month must be a month such as 2026-11')
    const output = await zh.post('/cost/saveCostPlan', { ...(await costPlan('2026-00')), subject: undefined })
    expect(output.body.msg).toBe('月份格式应为 2026-11')
    expect((await zh.post('/cost/saveCostCost', await costPlan('2026-11'))).body.code).toBe(200)
  })
})

describe('rules between fields of one record', () => {
  const contract = async (o: Record<string, unknown>) => ({
    id: newId(),
    code: `HT-${newId().slice(-6)}`,
    title: '超收测试',
    customer_id: await firstId('res_customers'),
    amount: 10_000,
    ...o,
  })
  it('an order contract never received more than its amount, nor was delivered before it was signed', async () => {
    const over = await zh.post('/crm/saveCrmCont', await contract({ received: 50_000 }))
    expect(over.body).toMatchObject({ code: 400, msg: '已收款不能大于合同金额' })
    const late = await en.post(
      '/crm/saveCrmCont',
      await contract({ signed_date: '2026-11-20', delivery_date: '2026-10-01' }),
    )
    expect(late.body.msg).toBe('Delivery cannot be before Signed')
    const both = await zh.post(
      '/crm/saveCrmCont',
      await contract({ received: 50_000, signed_date: '2026-11-20', delivery_date: '2026-10-01' }),
    )
    expect(both.body.msg).toBe('已收款不能大于合同金额；交付日期不能早于签订日期')
    // Equal is fine, and so is a date left empty.
    const fine = await contract({ received: 10_000, signed_date: '2026-11-20' })
    expect((await zh.post('/crm/saveCrmCont', fine)).body.code).toBe(200)
    // An edit of one field is judged with the fields it did not touch.
    const patch = { id: fine.id, base_rev: 1, patch: { received: { from: 10_000, to: 10_001 } } }
    expect((await zh.post('/crm/saveCrmCont', patch)).body.msg).toBe('已收款不能大于合同金额')
  })
  it('a loan is not due before it starts', async () => {
    const loan = {
      id: newId(),
      code: `JK-${newId().slice(-6)}`,
      lender: '银行',
      borrower: '本公司',
      principal: 100_000,
      start_date: '2026-11-01',
      due_date: '2026-10-31',
    }
    expect((await zh.post('/fina/saveFinaLoan', loan)).body.msg).toBe('到期日期不能早于借款日期')
    expect((await en.post('/fina/saveFinaLoan', loan)).body.msg).toBe('Due date cannot be before Start date')
  })
})

describe('a unique code is held by one record of the company', () => {
  const item = (code: string) => ({ id: newId(), code, name: '重复物料', unit: '个', category: 'material' })
  it('a second item with WL-0001 is refused, naming the value; the item itself stays editable', async () => {
    const refused = await zh.post('/stock/saveStock', item('WL-0001'))
    expect(refused.body).toMatchObject({ code: 400, msg: '物料编码 WL-0001 已存在' })
    expect((await en.post('/stock/saveStock', item(' WL-0001 '))).body.msg).toBe(
      'Item code WL-0001 already exists',
    )
    const holder = await raw()
      .selectFrom('res_stockItems')
      .selectAll()
      .where('code', '=', 'WL-0001')
      .executeTakeFirstOrThrow()
    const edit = {
      id: holder.id,
      base_rev: Number(holder.rev),
      patch: { name: { from: holder.name, to: `${holder.name}（改）` } },
    }
    expect((await zh.post('/stock/saveStock', edit)).body.code).toBe(200)
  })
  it('of two devices that took one code offline, the second to arrive is refused; a removed record frees it', async () => {
    const token = await login(server, 'admin', 'admin123')
    const uid = Number(
      (await raw().selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow())
        .id,
    )
    const first = item('WL-OFF-1')
    const second = item('WL-OFF-1')
    const push = (body: unknown) =>
      call<{ results: PushBatchResult[] }>(server, 'POST', PUSH_BATCH_PATH, {
        headers: { ...bearer(token), 'accept-language': 'en' },
        body: {
          entries: [{ key: newId(), path: '/stock/saveStock', owner: uid, body: JSON.stringify(body) }],
        },
      })
    expect((await push(first)).body.data.results[0]!.answer).toMatchObject({ code: 200 })
    expect((await push(second)).body.data.results[0]!.answer).toMatchObject({
      code: 400,
      msg: 'Item code WL-OFF-1 already exists',
    })
    expect((await zh.post('/stock/delStock', { id: first.id })).body.code).toBe(200)
    expect((await zh.post('/stock/saveStock', second)).body.code).toBe(200)
  })
  it('contract numbers, loan numbers and card numbers are unique too', async () => {
    const declared = resources.flatMap((r) => uniqueFields(r).map((f) => `${r.name}.${f}`))
    expect(declared).toEqual(
      expect.arrayContaining([
        'stockItems.code',
        'orderContracts.code',
        'projectContracts.code',
        'loans.code',
        'members.card_no',
      ]),
    )
  })
})

it('every demo record passes its declaration (months, dates, rules) and holds its unique codes alone, so each stays editable', async () => {
  const problems: string[] = []
  for (const r of resources.filter((x) => !x.customServer && x.api.save)) {
    const rows = await raw().selectFrom(`res_${r.name}`).selectAll().where('deleted', '=', 0).execute()
    for (const row of rows) {
      const parsed = saveSchema(r, 'zh').safeParse(toApiRow(r, row))
      if (!parsed.success)
        problems.push(`${r.name} ${String(row.id)}: ${messagesOf(parsed.error).join('；')}`)
    }
    for (const name of uniqueFields(r)) {
      const seen = new Set<string>()
      for (const row of rows) {
        const key = `${String(row.com_id)}:${String(row[name] ?? '')}`
        if (row[name] && seen.has(key)) problems.push(`${r.name}.${name} twice: ${String(row[name])}`)
        seen.add(key)
      }
    }
  }
  expect(problems).toEqual([])
})
