// RxDB with its free Dexie.js (IndexedDB) storage, following https://rxdb.info/rx-storage-dexie.html
// (storage), https://rxdb.info/rx-query.html (sorted, limited queries and their `$` observable) and
// https://rxdb.info/replication.html (a push handler that sends changed documents to your endpoint).
import { createRxDatabase, type RxCollection, type RxJsonSchema } from 'rxdb/plugins/core'
import { replicateRxCollection } from 'rxdb/plugins/replication'
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie'
import type { PeerAdapter } from '../harness/adapter.ts'
import { memberJsonSchema } from '../harness/json-schema.ts'
import type { Member } from '../harness/member.ts'
import { runBench } from '../harness/run-page.tsx'

// Untyped: the row's own `deleted` column clashes with RxDocument's `deleted` getter in the types.
let members: RxCollection
let queued: RxCollection
const sorted = (limit: number) => members.find({ sort: [{ card_no: 'asc' }], limit })

const adapter: PeerAdapter = {
  docs: 'rxdb.info/rx-storage-dexie.html, /rx-query.html, /replication.html',
  async open() {
    const db = await createRxDatabase({ name: 'peerbench', storage: getRxStorageDexie() })
    const schema = memberJsonSchema as unknown as RxJsonSchema<Member>
    // The queued writes get a collection of their own, so the push sends them and not the load.
    const added = await db.addCollections({ members: { schema }, queued: { schema } })
    members = added.members
    queued = added.queued
  },
  async load(source) {
    for (let offset = 0; offset < source.total; offset += source.pageSize) {
      await members.bulkUpsert(await source.page(offset))
    }
  },
  async firstPage() {
    return (await sorted(50).exec()).map((d) => d.toJSON() as Member)
  },
  watch(limit, onRows) {
    const sub = sorted(limit).$.subscribe((docs) => onRows(docs.map((d) => d.toJSON() as Member)))
    return () => sub.unsubscribe()
  },
  async rename(id, name) {
    await members.findOne(id).incrementalPatch({ name })
  },
  async queueWrites(rows) {
    await queued.bulkInsert(rows)
  },
  async startPush(endpoint) {
    replicateRxCollection<Member, unknown>({
      collection: queued,
      replicationIdentifier: 'peerbench-push',
      live: true,
      push: {
        batchSize: 50,
        async handler(changes) {
          const entries = changes.map((c) => c.newDocumentState)
          const res = await fetch(endpoint, { method: 'POST', body: JSON.stringify({ entries }) })
          if (!res.ok) throw new Error(`push answered ${res.status}`)
          return []
        },
      },
    })
  },
}

runBench(adapter)
