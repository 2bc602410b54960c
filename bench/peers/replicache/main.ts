// Replicache 15, following doc.replicache.dev: the client set-up of "Quickstart" / "Local Mutations"
// (mutators, subscribe), "Pull Endpoint Reference" and "Push Endpoint Reference" (the loopback
// server answers both, bench/peers/server.ts), and "Indexes" (a secondary index on /card_no).
// Replicache 15 no longer checks a license; the package's TEST_LICENSE_KEY is passed as its docs
// for automated tests say.
import { Replicache, TEST_LICENSE_KEY, type WriteTransaction } from 'replicache'
import type { PeerAdapter } from '../harness/adapter.ts'
import type { Member } from '../harness/member.ts'
import { runBench } from '../harness/run-page.tsx'

const key = (id: string) => `m/${id}`
const mutators = {
  async putMember(tx: WriteTransaction, row: Member) {
    await tx.set(key(row.id), row)
  },
  async rename(tx: WriteTransaction, { id, name }: { id: string; name: string }) {
    const row = (await tx.get(key(id))) as Member
    await tx.set(key(id), { ...row, name })
  },
}
const open = (name: string) =>
  new Replicache({
    name,
    licenseKey: TEST_LICENSE_KEY,
    mutators,
    pullInterval: null,
    indexes: { byCard: { jsonPointer: '/card_no', prefix: 'm/' } },
  })
let rep: ReturnType<typeof open>
let queue: ReturnType<typeof open>

const firstByCard = (limit: number) =>
  rep.query(async (tx) => (await tx.scan({ indexName: 'byCard', limit }).values().toArray()) as Member[])

const adapter: PeerAdapter = {
  docs: 'doc.replicache.dev: quickstart, local mutations, pull/push endpoint reference, indexes',
  async open() {
    rep = open('peerbench')
    queue = open('peerbench-queue')
  },
  async load(source) {
    // The first pull brings every row in one patch (Replicache pulls are not paged).
    const last = key(`M${String(source.total - 1).padStart(9, '0')}`)
    const arrived = new Promise<void>((resolve) => {
      const stop = rep.subscribe((tx) => tx.has(last), {
        onData: (has) => {
          if (has) {
            stop()
            resolve()
          }
        },
      })
    })
    rep.pullURL = `${source.base}/replicache/pull`
    await rep.pull({ now: true })
    await arrived
  },
  firstPage: () => firstByCard(50),
  watch(limit, onRows) {
    return rep.subscribe(
      async (tx) => (await tx.scan({ indexName: 'byCard', limit }).values().toArray()) as Member[],
      { onData: onRows },
    )
  },
  async rename(id, name) {
    await rep.mutate.rename({ id, name })
  },
  async queueWrites(rows) {
    for (const row of rows) await queue.mutate.putMember(row)
  },
  async startPush(endpoint) {
    queue.pushURL = `${endpoint}?format=replicache`
    await queue.push({ now: true })
  },
}

runBench(adapter)
