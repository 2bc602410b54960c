// `npm run bench`: figures in real Chromium against the built app on the real server. They print;
// they never pass or fail.
import os from 'node:os'
import { listScroll } from './list-scroll.ts'

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1))
const scroll = await listScroll()
console.info(
  `PM3 bench — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}, node ${process.version}`,
)
console.info('| figure | value |')
console.info('|---|---|')
console.info(
  `| full pull of ${scroll.rows} staff rows (page → worker → IndexedDB → list) | ${fmt(scroll.pullSeconds)} s, ${scroll.pullRowsPerSecond} rows/s |`,
)
for (const s of scroll.scrolls) {
  console.info(
    `| scrolling the list of ${scroll.rows} rows at ${s.step} px/frame, frame time p50 / p95 / max (one frame = 16.7 ms) | ${fmt(s.p50)} / ${fmt(s.p95)} / ${fmt(s.max)} ms |`,
  )
}
