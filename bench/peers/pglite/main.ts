// PGlite (Postgres in WASM) persisted to IndexedDB, following pglite.dev/docs: "PGlite API"
// (PGlite.create('idb://…')), "Live Queries" (the live extension's live.query) and "Bundler
// support" (Vite: optimizeDeps.exclude). PGlite has no push protocol of its own; queued writes
// follow Electric's "Writes" guide (electric-sql.com/docs/guides/writes): local changes in a table
// of their own, sent to your API by a loop that deletes what the API accepted.
import { PGlite } from '@electric-sql/pglite'
import { type LiveNamespace, live } from '@electric-sql/pglite/live'
import type { PeerAdapter } from '../harness/adapter.ts'
import { MEMBER_COLUMNS, type Member, NUMBER_COLUMNS } from '../harness/member.ts'
import { runBench } from '../harness/run-page.tsx'

let db: PGlite & { live: LiveNamespace }
const table = (name: string) =>
  `CREATE TABLE IF NOT EXISTS ${name} (${MEMBER_COLUMNS.map(
    (c) => `${c} ${c === 'id' ? 'text PRIMARY KEY' : NUMBER_COLUMNS.has(c) ? 'bigint' : 'text'}`,
  ).join(', ')})`
const insertJson = (name: string) =>
  `INSERT INTO ${name} SELECT * FROM json_populate_recordset(NULL::${name}, $1)`
const FIRST = 'SELECT * FROM members ORDER BY card_no LIMIT $1'
/** bigint columns come back as numbers in JS only below 2^53, which the stamps are. */
const rows = (r: { rows: unknown[] }) => r.rows as Member[]
const BATCH = 50

async function sendQueued(endpoint: string) {
  for (;;) {
    const batch = rows(await db.query(`SELECT * FROM queued ORDER BY id LIMIT ${BATCH}`))
    if (batch.length === 0) return
    const res = await fetch(endpoint, { method: 'POST', body: JSON.stringify({ entries: batch }) })
    if (!res.ok) throw new Error(`push answered ${res.status}`)
    await db.query('DELETE FROM queued WHERE id = ANY($1)', [batch.map((r) => r.id)])
  }
}

const adapter: PeerAdapter = {
  docs: 'pglite.dev/docs: PGlite API (idb://), live queries, bundler support; electric-sql.com/docs/guides/writes',
  async open() {
    db = (await PGlite.create('idb://peerbench', { extensions: { live } })) as typeof db
    await db.exec(
      `${table('members')}; CREATE INDEX IF NOT EXISTS members_card ON members (card_no); ${table('queued')}`,
    )
  },
  async load(source) {
    for (let offset = 0; offset < source.total; offset += source.pageSize) {
      await db.query(insertJson('members'), [JSON.stringify(await source.page(offset))])
    }
  },
  firstPage: async () => rows(await db.query(FIRST, [50])),
  watch(limit, onRows) {
    let stop = () => {}
    let stopped = false
    void db.live
      .query(FIRST, [limit], (r) => onRows(rows(r)))
      .then((q) => {
        onRows(rows(q.initialResults))
        stop = () => void q.unsubscribe()
        if (stopped) stop()
      })
    return () => {
      stopped = true
      stop()
    }
  },
  async rename(id, name) {
    await db.query('UPDATE members SET name = $1 WHERE id = $2', [name, id])
  },
  async queueWrites(queued) {
    for (const row of queued) await db.query(insertJson('queued'), [JSON.stringify([row])])
  },
  async startPush(endpoint) {
    void sendQueued(endpoint)
  },
}

runBench(adapter)
