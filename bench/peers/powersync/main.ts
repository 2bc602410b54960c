// PowerSync's web SDK with its local SQLite database only (no PowerSync service), following
// docs.powersync.com "JavaScript Web" (schema, PowerSyncDatabase, watch queries), "JavaScript Web
// SDK: VFS and Multi-Tab Support" (client-sdks/reference/javascript-web-storage: `vfs: 'auto'`,
// i.e. OPFS, for new apps; 2.4.0, the newest on npm, has no 'auto' yet, so its OPFS VFS with
// multi-tab support, OPFSCoopSyncVFS) and "Writing client changes" / uploadData (getCrudBatch →
// your endpoint → complete()).
// Without a service, connect() has nothing to stream from, so the rows the service would sync
// are written to a local-only table, and the connector's uploadData is called as the SDK calls it.
import { column, PowerSyncDatabase, Schema, Table, WASQLiteVFS } from '@powersync/web'
import type { PeerAdapter } from '../harness/adapter.ts'
import { MEMBER_COLUMNS, type Member, NUMBER_COLUMNS } from '../harness/member.ts'
import { runBench } from '../harness/run-page.tsx'

const fields = MEMBER_COLUMNS.filter((c) => c !== 'id')
const columns = Object.fromEntries(
  fields.map((c) => [c, NUMBER_COLUMNS.has(c) ? column.integer : column.text]),
)
const schema = new Schema({
  members: new Table(columns, { indexes: { byCard: ['card_no'] }, localOnly: true }),
  queued: new Table(columns),
})
const db = new PowerSyncDatabase({
  schema,
  database: { dbFilename: 'peerbench.sqlite', vfs: WASQLiteVFS.OPFSCoopSyncVFS },
})
const insert = (table: string) =>
  `INSERT INTO ${table} (id, ${fields.join(', ')}) VALUES (?${', ?'.repeat(fields.length)})`
const values = (r: Member) => MEMBER_COLUMNS.map((c) => r[c])
const FIRST = 'SELECT * FROM members ORDER BY card_no LIMIT ?'

/** The connector's uploadData, as the docs write it: a batch of queued changes per request. */
async function uploadData(endpoint: string) {
  for (;;) {
    const batch = await db.getCrudBatch(50)
    if (!batch) return
    const entries = batch.crud.map((op) => ({ id: op.id, op: op.op, table: op.table, data: op.opData }))
    const res = await fetch(endpoint, { method: 'POST', body: JSON.stringify({ entries }) })
    if (!res.ok) throw new Error(`push answered ${res.status}`)
    await batch.complete()
  }
}

const adapter: PeerAdapter = {
  docs: 'docs.powersync.com: JavaScript Web SDK (schema, watch queries), web storage (OPFS VFS), Vite set-up, uploadData',
  async open() {
    await db.init()
  },
  async load(source) {
    for (let offset = 0; offset < source.total; offset += source.pageSize) {
      const rows = await source.page(offset)
      await db.executeBatch(insert('members'), rows.map(values))
    }
  },
  firstPage: () => db.getAll<Member>(FIRST, [50]),
  watch(limit, onRows) {
    const stop = new AbortController()
    db.watch(
      FIRST,
      [limit],
      { onResult: (r) => onRows((r.rows?._array ?? []) as Member[]) },
      { signal: stop.signal },
    )
    return () => stop.abort()
  },
  async rename(id, name) {
    await db.execute('UPDATE members SET name = ? WHERE id = ?', [name, id])
  },
  async queueWrites(rows) {
    for (const row of rows) await db.execute(insert('queued'), values(row))
  },
  async startPush(endpoint) {
    void uploadData(endpoint)
  },
}

runBench(adapter)
