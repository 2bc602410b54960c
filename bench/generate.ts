// Generated data for benchmarks: many staff rows written straight into the server's table.
import type { Kysely } from 'kysely'
import { monotonicFactory } from 'ulid'
import type { TestServer } from '../tests/helpers/test-server.ts'

const ulid = monotonicFactory()

export async function addStaffRows(server: TestServer, count: number): Promise<void> {
  const db = server.db as unknown as Kysely<Record<string, Record<string, unknown>>>
  const depts = await db.selectFrom('res_departments').select('id').execute()
  const now = server.clock.now
  let rev = Number(
    (
      await server.db
        .selectFrom('sequences')
        .select('value')
        .where('name', '=', 'rev')
        .executeTakeFirstOrThrow()
    ).value,
  )
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += 1000) {
      const rows = Array.from({ length: Math.min(1000, count - start) }, (_, k) => {
        const i = start + k
        return {
          id: ulid(),
          com_id: 1,
          rev: ++rev,
          updated_at: now,
          created_at: now,
          updated_by: 0,
          deleted: 0,
          name: `员工${String(i).padStart(6, '0')}`,
          gender: i % 2 ? 'male' : 'female',
          mobile: `13${String(100000000 + i).slice(0, 9)}`,
          depa_id: String(depts[i % depts.length]!.id),
          post: '施工员',
          entry_date: '2024-03-01',
          status: 'active',
          salary: 650000,
          email: '',
          remark: '',
        }
      })
      await trx.insertInto('res_staff').values(rows).execute()
    }
    await trx.updateTable('sequences').set({ value: rev }).where('name', '=', 'rev').execute()
  })
}
