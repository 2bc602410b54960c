// Generated data for benchmarks, written straight into the server's tables with the server's change
// sequence moved along, as if the rows had been saved one by one.
import type { Kysely } from 'kysely'
import { monotonicFactory } from 'ulid'
import { serverRev, type TestServer } from '../tests/helpers/test-server.ts'
import { memberFields } from './member-row.ts'

const ulid = monotonicFactory()
type Raw = Kysely<Record<string, Record<string, unknown>>>

async function insertWithRevs(
  server: TestServer,
  table: string,
  count: number,
  make: (i: number) => Record<string, unknown>,
): Promise<void> {
  const db = server.db as unknown as Raw
  const now = server.clock.now
  let rev = await serverRev(server)
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += 1000) {
      const rows = Array.from({ length: Math.min(1000, count - start) }, (_, k) => ({
        id: ulid(),
        com_id: 1,
        rev: ++rev,
        updated_at: now,
        created_at: now,
        updated_by: 0,
        deleted: 0,
        ...make(start + k),
      }))
      await trx.insertInto(table).values(rows).execute()
    }
    await trx.updateTable('sequences').set({ value: rev }).where('name', '=', 'rev').execute()
  })
}

export async function addStaffRows(server: TestServer, count: number): Promise<void> {
  const db = server.db as unknown as Raw
  // A staff row names its post by id, one of its department's posts (as the demo data does).
  const posts = await db.selectFrom('res_posts').select(['id', 'depa_id']).execute()
  await insertWithRevs(server, 'res_staff', count, (i) => ({
    name: `员工${String(i).padStart(6, '0')}`,
    gender: i % 2 ? 'male' : 'female',
    mobile: `13${String(100000000 + i).slice(0, 9)}`,
    depa_id: String(posts[i % posts.length]!.depa_id),
    post_id: String(posts[i % posts.length]!.id),
    entry_date: '2024-03-01',
    status: 'active',
    salary: 650000,
    email: '',
    remark: '',
  }))
}

/** Shop members sorting before the demo ones (card numbers B…), so the list opens on them. */
export async function addMembers(server: TestServer, count: number): Promise<void> {
  const db = server.db as unknown as Raw
  const cardType = await db.selectFrom('res_cardTypes').select('id').executeTakeFirstOrThrow()
  await insertWithRevs(server, 'res_members', count, (i) => memberFields(i, String(cardType.id)))
}

/** Renames members as an edit on the server would: each change takes the next revision. */
export async function renameMembers(server: TestServer, cardNos: string[], suffix: string): Promise<void> {
  const db = server.db as unknown as Raw
  let rev = await serverRev(server)
  await db.transaction().execute(async (trx) => {
    const found: { id: unknown; card_no: unknown }[] = []
    for (let i = 0; i < cardNos.length; i += 500) {
      const chunk = cardNos.slice(i, i + 500)
      found.push(
        ...(await trx
          .selectFrom('res_members')
          .select(['id', 'card_no'])
          .where('card_no', 'in', chunk)
          .execute()),
      )
    }
    for (const m of found) {
      await trx
        .updateTable('res_members')
        .set({ name: `会员${String(m.card_no).slice(1)}${suffix}`, rev: ++rev, updated_at: server.clock.now })
        .where('id', '=', m.id as string)
        .execute()
    }
    await trx.updateTable('sequences').set({ value: rev }).where('name', '=', 'rev').execute()
  })
}

/** A large shop's catalogue: goods with names, codes and barcodes (prices 1–500 yuan). */
export async function addServiceItems(server: TestServer, count: number): Promise<void> {
  const words = ['洗', '剪', '吹', '染', '烫', '护', '理', '按', '摩', '修', '甲', '水', '膜', '精', '油']
  await insertWithRevs(server, 'res_serviceItems', count, (i) => ({
    name: `${words[i % 15]}${words[(i * 7) % 15]}${words[(i * 11) % 15]}${i}`,
    category: '商品',
    code: `G${String(i).padStart(5, '0')}`,
    barcode: `69${String(10_000_000_000 + i).slice(-11)}`,
    price: 100 + ((i * 37) % 50_000),
    status: 'active',
    shop: '总店',
  }))
}
