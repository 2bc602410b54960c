// `npm run bench:peers`: the local-first libraries a team would pick instead of PM3's own sync,
// given the same workloads in the same Chromium, beside PM3's figures from the same run
// (bench/shop-sync.ts). Each peer's page is bundled by ./vite.config.ts and served on loopback.
import path from 'node:path'
import { build } from 'vite'
import { launchBrowser } from '../../tests/helpers/browser.ts'
import { scale } from '../scale.ts'
import { type ShopFigures, shopSync, step } from '../shop-sync.ts'
import { pct } from '../stats.ts'
import type { PeerFigures, PeerRunOptions } from './harness/run-page.tsx'
import { startPeerServer } from './server.ts'
import config, { PEERS } from './vite.config.ts'

export interface PeerResult {
  peer: (typeof PEERS)[number]
  /** What it measured; a peer that timed out has the workloads it finished. */
  figures?: Partial<PeerFigures>
  /** Why the peer has no figures, or not all (its error, or the time limit and the workload it was in). */
  failed?: string
}

/** A peer gets this long for all four workloads before it is recorded as timed out. */
const PEER_TIMEOUT_MS = 480_000 * scale.factor + 120_000

/** `PM3_PEERS=pglite,rxdb` runs only those (for working on one peer); the default is all. */
const chosen = () => {
  const only = process.env.PM3_PEERS?.split(',')
  return only ? PEERS.filter((p) => only.includes(p)) : PEERS
}

export async function peerFigures(): Promise<PeerResult[]> {
  step('peers: bundling their pages')
  await build({ configFile: path.join(import.meta.dirname, 'vite.config.ts') })
  const root = config.build!.outDir!
  const server = await startPeerServer(root, scale.members)
  const browser = await launchBrowser()
  const options: PeerRunOptions = {
    total: scale.members,
    pageSize: 1000,
    samples: scale.samples,
    writes: scale.checkouts,
  }
  const results: PeerResult[] = []
  try {
    for (const peer of chosen()) {
      step(`peers: ${peer}`)
      const context = await browser.newContext()
      const page = await context.newPage()
      const errors: string[] = []
      page.on('pageerror', (e) => errors.push(e.message))
      try {
        await page.goto(`${server.url}/${peer}/`)
        await page.waitForFunction('window.__bench', undefined, { timeout: 60_000 })
        const run = page.evaluate(`window.__bench.run(${JSON.stringify(options)})`) as Promise<
          Partial<PeerFigures>
        >
        const limit = new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`timed out after ${PEER_TIMEOUT_MS / 1000} s`)), PEER_TIMEOUT_MS),
        )
        results.push({ peer, figures: await Promise.race([run, limit]) })
      } catch (e) {
        const partial = (await page.evaluate('window.__partial').catch(() => undefined)) as
          | (Partial<PeerFigures> & { phase: string })
          | undefined
        const why = [
          `${(e as Error).message.split('\n')[0]}${partial ? ` in ${partial.phase}` : ''}`,
          ...errors,
        ].join('; ')
        step(`peers: ${peer} failed: ${why}`)
        results.push({ peer, figures: partial, failed: why })
      } finally {
        await context.close()
      }
    }
  } finally {
    await browser.close()
    await server.close()
  }
  return results
}

const n = (x: number) => x.toLocaleString('en-US', { maximumFractionDigits: x < 10 ? 2 : x < 100 ? 1 : 0 })

interface Workload {
  what: string
  /** PM3's value and how it was measured. */
  pm3: number
  /** NaN when the peer did not get that far. */
  peer: (f: PeerFigures) => number
  show: (x: number) => string
  higherIsBetter: boolean
}

export function workloads(shop: ShopFigures): Workload[] {
  const rowsPerSecond = (f: PeerFigures) => f.rows / (f.loadMs / 1000)
  return [
    {
      what: `(a) load ${n(shop.pull.rows)} rows into the local store, 1,000-row pages from loopback, rows/s`,
      pm3: shop.pull.rowsPerSecond,
      peer: rowsPerSecond,
      show: (x) => n(Math.round(x)),
      higherIsBetter: true,
    },
    {
      what: `(b) one write → visible in a React list fed by a live query (first 200 of the ${n(shop.pull.rows)} by card), p50 ms`,
      pm3: pct(shop.writeVisibleMs, 0.5),
      peer: (f) => pct(f.writeVisibleMs, 0.5),
      show: (x) => n(x),
      higherIsBetter: false,
    },
    {
      what: '(b) the same, p95 ms',
      pm3: pct(shop.writeVisibleMs, 0.95),
      peer: (f) => pct(f.writeVisibleMs, 0.95),
      show: (x) => n(x),
      higherIsBetter: false,
    },
    {
      what: '(c) list query (first 50 by card number) while (a) runs, max ms',
      pm3: shop.queryDuringPull.max,
      peer: (f) => Math.max(...f.readsDuringLoadMs),
      show: (x) => n(x),
      higherIsBetter: false,
    },
    {
      what: '(c) the same, p50 ms',
      pm3: shop.queryDuringPull.p50,
      peer: (f) => pct(f.readsDuringLoadMs, 0.5),
      show: (x) => n(x),
      higherIsBetter: false,
    },
    {
      what: `(d) ${n(shop.flushInstant.entries)} queued writes pushed to a loopback endpoint that accepts at once, writes/s`,
      pm3: shop.flushInstant.perSecond,
      peer: (f) => f.pushed / (f.pushMs / 1000),
      show: (x) => n(Math.round(x)),
      higherIsBetter: true,
    },
  ]
}

/** A workload's figure, or NaN where the peer's partial figures stop short of it. */
function measured(w: Workload, f: Partial<PeerFigures>): number {
  try {
    return w.peer(f as PeerFigures)
  } catch {
    return Number.NaN
  }
}

/** The markdown table: workload × (PM3, each peer), and PM3 ÷ the best peer (> 1 is PM3 ahead). */
export function peersTable(shop: ShopFigures, peers: PeerResult[]): string {
  const head = ['workload', 'PM3', ...peers.map((p) => p.peer), 'PM3 vs best peer']
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`]
  for (const w of workloads(shop)) {
    const values = peers.map((p) => {
      const v = p.figures ? measured(w, p.figures) : Number.NaN
      return Number.isFinite(v) ? v : undefined
    })
    const known = values.filter((v): v is number => v !== undefined && Number.isFinite(v))
    const best = known.length ? (w.higherIsBetter ? Math.max(...known) : Math.min(...known)) : Number.NaN
    // Ratio as "times better" for both directions, so > 1 always means PM3 is ahead.
    const ahead = w.higherIsBetter ? w.pm3 / best : best / w.pm3
    lines.push(
      `| ${[
        w.what,
        w.show(w.pm3),
        ...values.map((v) => (v === undefined ? 'n/a' : w.show(v))),
        Number.isFinite(ahead) ? `${ahead.toFixed(2)} × ${ahead >= 1 ? '(ahead)' : '(**behind**)'}` : '—',
      ].join(' | ')} |`,
    )
  }
  const notes = peers.map(
    (p) =>
      `- ${p.peer}: configured per ${p.figures?.docs ?? 'its docs'}${p.failed ? ` — **stopped: ${p.failed}**` : ''}`,
  )
  return [
    ...lines,
    '',
    `PM3 for reference, same run: raw IndexedDB put ${n(shop.limits.rawPutRowsPerSecond)} rows/s; flush to its real server ${n(shop.flush.perSecond)} writes/s (server alone ${n(shop.server.perSecond)}/s).`,
    ...notes,
  ].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now()
  const shop = await shopSync()
  const peers = await peerFigures()
  console.info(
    `\nPM3 beside its peers — ${new Date().toISOString().slice(0, 16)} UTC${scale.factor === 1 ? '' : `, SCALE ${scale.factor}`}\n`,
  )
  console.info(peersTable(shop, peers))
  console.info(`\n(took ${n((Date.now() - started) / 1000)} s)`)
}
