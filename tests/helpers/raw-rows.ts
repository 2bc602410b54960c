// A test server signed in as admin (in zh and en) with rows written straight into its declared
// tables, for tests of what the server checks between records (references, agreeing pairs).
import type { Kysely } from 'kysely'
import { afterAll, beforeAll } from 'vitest'
import { newId } from '../../src/data/enqueue.ts'
import { type Approver, actAs } from './approvals.ts'
import { startTestServer, type TestServer } from './test-server.ts'

type Raw = Kysely<Record<string, Record<string, unknown>>>

export interface RawRowsServer {
  server: TestServer
  admin: Approver
  en: Approver
  comId: number
  /** The server's database, its derived tables untyped. */
  raw(): Raw
  /** A live row of `res_<resource>` in the demo company; answers its id. */
  insertRow(resource: string, values?: Record<string, unknown>): Promise<string>
}

export function withRawRows(): RawRowsServer {
  const on = {
    raw: () => on.server.db as unknown as Raw,
    async insertRow(resource: string, values: Record<string, unknown> = {}) {
      const id = newId()
      const now = Date.now()
      await on
        .raw()
        .insertInto(`res_${resource}`)
        .values({ id, com_id: on.comId, rev: 1, updated_at: now, created_at: now, ...values })
        .execute()
      return id
    },
  } as RawRowsServer
  beforeAll(async () => {
    on.server = await startTestServer()
    on.admin = await actAs(on.server, 'admin', 'admin123')
    on.en = await actAs(on.server, 'admin', 'admin123', 'en')
    const staff = await on.server.db
      .selectFrom('res_staff' as never)
      .select('com_id' as never)
      .executeTakeFirstOrThrow()
    on.comId = Number((staff as { com_id: number }).com_id)
  })
  afterAll(() => on.server.stop())
  return on
}
