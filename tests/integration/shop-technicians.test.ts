// Who did the work (issue 34): a sale's line may name a technician; the server keeps a staff file of
// the company, with that file's name on the order's line, and refuses an unknown one in the caller's language.
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../src/data/enqueue.ts'
import type { CartLine } from '../../src/modules/shop/checkout.flow.ts'
import { type Approver, actAs } from '../helpers/approvals.ts'
import { addCashier, cashSale, lines, shopData } from '../helpers/shop.ts'
import { startTestServer, type TestServer } from '../helpers/test-server.ts'

let server: TestServer
let cashier: Approver
let cashierEn: Approver
let items: Record<string, unknown>[]
let technician: { id: string; name: string }
beforeAll(async () => {
  server = await startTestServer()
  const admin = await actAs(server, 'admin', 'admin123')
  cashier = await actAs(server, 'shop', 'shop123')
  cashierEn = await actAs(server, 'shop', 'shop123', 'en')
  items = (await shopData(server)).items
  const staff = (await admin.get<{ id: string; name: string }[]>('/staff/getStaffList?limit=5')).body.data
  technician = staff[0]!
  await addCashier(server, 'shopc', '只收银的收银员')
})
afterAll(() => server.stop())

type Raw = Kysely<Record<string, Record<string, unknown>>>
const storedLines = async (id: string) => {
  const row = await (server.db as never as Raw)
    .selectFrom('res_orders')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()
  return JSON.parse(String(row?.lines ?? '[]')) as CartLine[]
}
const withTechnician = (staffId: string, staffName = '随便写的名字'): CartLine[] => {
  const [first, second] = lines(items, 2)
  return [{ ...first!, staff_id: staffId, staff_name: staffName }, second!]
}

describe('the till’s technicians list', () => {
  it('gives a cashier (shop rights only) the employed staff by name and shop, nothing of their files', async () => {
    const db = server.db as never as Raw
    const left = await db.selectFrom('res_staff').select(['id']).where('status', '=', 'left').execute()
    const employed = await db
      .selectFrom('res_staff')
      .select(['id'])
      .where('status', '!=', 'left')
      .where('deleted', '=', 0)
      .execute()
    expect(left.length).toBeGreaterThan(0)
    const cashierOnly = await actAs(server, 'shopc', 'shopc123')
    const answer = await cashierOnly.get<Record<string, unknown>[]>('/dian/getTechnicianList')
    expect(answer.body.code).toBe(200)
    const ids = answer.body.data.map((r) => r.id)
    expect(new Set(ids)).toEqual(new Set(employed.map((r) => r.id)))
    expect(ids.some((id) => left.some((l) => l.id === id))).toBe(false)
    expect(Object.keys(answer.body.data[0]!).sort()).toEqual(['id', 'name', 'shop_id', 'updated_at'])
    // HR's own list stays closed to the same cashier.
    expect((await cashierOnly.get('/staff/getStaffList')).status).toBe(403)
  })

  it('pages by id as every list does, and is refused to an account without the shop’s rights', async () => {
    const first = await cashier.get<{ id: string }[]>('/dian/getTechnicianList?limit=3')
    expect(first.body.data).toHaveLength(3)
    const next = await cashier.get<{ id: string }[]>(
      `/dian/getTechnicianList?limit=3&after_id=${first.body.data[2]!.id}`,
    )
    expect(next.body.data[0]!.id > first.body.data[2]!.id).toBe(true)
    const field = await actAs(server, 'field', 'field123')
    expect((await field.get('/dian/getTechnicianList')).status).toBe(403)
  })
})

describe('a technician per line', () => {
  it('keeps a known technician on the order line, named from their staff file', async () => {
    const sale = cashSale(withTechnician(technician.id))
    const answer = await cashier.post('/dian/saveCashCheckout', sale, { key: sale.id })
    expect(answer.body.code).toBe(200)
    const [first, second] = await storedLines(sale.id)
    expect(first).toMatchObject({ staff_id: technician.id, staff_name: technician.name })
    expect(second!.staff_id).toBeUndefined()
  })

  it('refuses a technician who is not a staff file of the company, in zh and in en', async () => {
    const stranger = newId()
    const zh = cashSale(withTechnician(stranger))
    const refused = await cashier.post('/dian/saveCashCheckout', zh, { key: zh.id })
    expect(refused.status).toBe(400)
    expect(refused.body.msg).toBe(
      `第1行「${String(items[0]!.name)}」的技师不在本公司员工档案中（不存在或已删除），请重新选择技师`,
    )
    const en = cashSale(withTechnician(stranger))
    const refusedEn = await cashierEn.post('/dian/saveCashCheckout', en, { key: en.id })
    expect(refusedEn.status).toBe(400)
    expect(refusedEn.body.msg).toBe(
      `Line 1 (${String(items[0]!.name)}) names a technician who is not in the company's staff files (no such person, or removed); choose the technician again`,
    )
    expect(await storedLines(zh.id)).toEqual([])
  })

  it('still takes a sale queued before technicians existed (no staff field at all)', async () => {
    const sale = cashSale(lines(items, 1))
    expect((await cashier.post('/dian/saveCashCheckout', sale, { key: sale.id })).body.code).toBe(200)
  })
})
