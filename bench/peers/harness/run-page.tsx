// The in-page half of the peers' bench: the same workloads, timed the same way, for every peer.
// The node half (bench/peers/run.ts) calls window.__bench.run() and reads the figures it returns.
import { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import type { PeerAdapter } from './adapter.ts'
import { type Member, member } from './member.ts'

export interface PeerRunOptions {
  total: number
  pageSize: number
  samples: number
  writes: number
}

export interface PeerFigures {
  docs: string
  loadMs: number
  rows: number
  /** The first 50 by card number, read with the peer's own query API while the load runs. */
  readsDuringLoadMs: number[]
  /** rename() called → the new name in the DOM of a React list fed by the peer's live query. */
  writeVisibleMs: number[]
  /** startPush() called → the loopback endpoint has every queued write. */
  pushMs: number
  pushed: number
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const WINDOW = 200
const SHOWN = 50

/** The list a user sees: the live query's window, the first 50 rows on screen. */
function LiveList({ adapter }: { adapter: PeerAdapter }) {
  const [rows, setRows] = useState<Member[]>([])
  useEffect(() => adapter.watch(WINDOW, setRows), [adapter])
  return (
    <table>
      <tbody>
        {rows.slice(0, SHOWN).map((r) => (
          <tr key={r.id}>
            <td>{r.card_no}</td>
            <td>{r.name}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Resolves with performance.now() at the first DOM change that shows `text` in the list. */
function seen(text: string): Promise<number> {
  return new Promise((resolve) => {
    const has = () => document.querySelector('table')?.textContent?.includes(text) ?? false
    const obs = new MutationObserver(() => {
      if (has()) {
        obs.disconnect()
        resolve(performance.now())
      }
    })
    obs.observe(document.body, { subtree: true, childList: true, characterData: true })
  })
}

async function loadWithReads(adapter: PeerAdapter, o: PeerRunOptions) {
  const source = {
    total: o.total,
    pageSize: o.pageSize,
    base: location.origin,
    page: async (offset: number) =>
      (await (await fetch(`/rows?offset=${offset}&limit=${o.pageSize}`)).json()) as Member[],
  }
  let loading = true
  const reads: number[] = []
  const reader = (async () => {
    while (loading) {
      const s = performance.now()
      await adapter.firstPage()
      reads.push(performance.now() - s)
      await pause(16)
    }
  })()
  const t0 = performance.now()
  await adapter.load(source)
  const loadMs = performance.now() - t0
  loading = false
  await reader
  return { loadMs, reads }
}

async function editsToScreen(adapter: PeerAdapter, samples: number): Promise<number[]> {
  const host = document.createElement('div')
  document.body.append(host)
  createRoot(host).render(<LiveList adapter={adapter} />)
  const first = member(0)
  if (!document.querySelector('table')?.textContent?.includes(first.card_no)) await seen(first.card_no)
  const target = member(1)
  const times: number[] = []
  for (let i = 0; i < samples; i++) {
    const name = `${target.name}·u${i}`
    const visible = seen(name)
    const s = performance.now()
    await adapter.rename(target.id, name)
    times.push((await visible) - s)
    await pause(100)
  }
  return times
}

async function pushQueued(adapter: PeerAdapter, writes: number) {
  // Rows of their own (card numbers past the loaded ones), so no peer pushes the loaded rows too.
  const rows = Array.from({ length: writes }, (_, i) => ({
    ...member(10_000_000 + i),
    id: `Q${String(i).padStart(9, '0')}`,
  }))
  await fetch('/push-count', { method: 'DELETE' })
  await adapter.queueWrites(rows)
  const t0 = performance.now()
  await adapter.startPush(`${location.origin}/push`)
  let count = 0
  while (count < writes) {
    await pause(5)
    count = Number(await (await fetch('/push-count')).text())
  }
  return { pushMs: performance.now() - t0, pushed: count }
}

export function runBench(adapter: PeerAdapter): void {
  // Each figure lands here as soon as it is measured, so a peer that runs out of time still shows
  // the workloads it finished (the runner reads __partial then).
  const partial: Partial<PeerFigures> & { phase: string } = { docs: adapter.docs, phase: 'open' }
  const at = window as unknown as { __bench: unknown; __partial: typeof partial }
  at.__partial = partial
  at.__bench = {
    async run(o: PeerRunOptions): Promise<Partial<PeerFigures>> {
      await adapter.open()
      partial.phase = '(a) load with (c) reads'
      const { loadMs, reads } = await loadWithReads(adapter, o)
      Object.assign(partial, { loadMs, rows: o.total, readsDuringLoadMs: reads })
      partial.phase = '(b) write → visible'
      partial.writeVisibleMs = await editsToScreen(adapter, o.samples)
      partial.phase = '(d) push'
      Object.assign(partial, await pushQueued(adapter, o.writes))
      partial.phase = 'done'
      return partial
    },
  }
}
