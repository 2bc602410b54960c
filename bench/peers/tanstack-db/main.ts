// TanStack DB 0.15, following tanstack.com/db/latest/docs: "Collections" (localOnlyCollectionOptions:
// an in-memory collection, nothing persisted — TanStack DB keeps no local database of its own),
// "Live Queries" (createLiveQueryCollection, queryOnce, orderBy + limit) and "Mutations" (manual
// transactions: createTransaction({ autoCommit: false }), tx.mutate, a mutationFn that calls your
// API and then acceptMutations).
import {
  createCollection,
  createLiveQueryCollection,
  createTransaction,
  type InitialQueryBuilder,
  localOnlyCollectionOptions,
  queryOnce,
  type Transaction,
} from '@tanstack/db'
import type { PeerAdapter } from '../harness/adapter.ts'
import type { Member } from '../harness/member.ts'
import { runBench } from '../harness/run-page.tsx'

const collection = (id: string) =>
  createCollection(localOnlyCollectionOptions<Member, string>({ id, getKey: (r) => r.id }))
const members = collection('members')
const queued = collection('queued')
const byCard = (limit: number) => (q: InitialQueryBuilder) =>
  q
    .from({ m: members })
    .orderBy(({ m }) => m.card_no, 'asc')
    .limit(limit)
const BATCH = 50
let pending: Transaction[] = []
let endpoint = ''

const adapter: PeerAdapter = {
  docs: 'tanstack.com/db/latest/docs: collections (local-only), live queries, mutations (manual transactions)',
  async open() {},
  async load(source) {
    for (let offset = 0; offset < source.total; offset += source.pageSize) {
      await members.insert(await source.page(offset)).isPersisted.promise
    }
  },
  firstPage: async () => (await queryOnce(byCard(50))) as Member[],
  watch(limit, onRows) {
    const live = createLiveQueryCollection(byCard(limit))
    const sub = live.subscribeChanges(() => onRows(live.toArray as Member[]), { includeInitialState: true })
    return () => sub.unsubscribe()
  },
  async rename(id, name) {
    await members.update(id, (draft) => {
      draft.name = name
    }).isPersisted.promise
  },
  async queueWrites(rows) {
    pending = []
    for (let i = 0; i < rows.length; i += BATCH) {
      const tx = createTransaction<Member>({
        autoCommit: false,
        mutationFn: async ({ transaction }) => {
          const entries = transaction.mutations.map((m) => m.modified)
          const res = await fetch(endpoint, { method: 'POST', body: JSON.stringify({ entries }) })
          if (!res.ok) throw new Error(`push answered ${res.status}`)
          queued.utils.acceptMutations(
            transaction as unknown as Parameters<typeof queued.utils.acceptMutations>[0],
          )
        },
      })
      tx.mutate(() => queued.insert(rows.slice(i, i + BATCH)))
      pending.push(tx as unknown as Transaction)
    }
  },
  async startPush(to) {
    endpoint = to
    for (const tx of pending) void tx.commit()
  },
}

runBench(adapter)
