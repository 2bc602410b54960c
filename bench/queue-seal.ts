// `npx tsx bench/queue-seal.ts [entries]`: what sealing the kept queue costs (issue 38), in headless
// Chromium: the real src/data/queue-seal.ts (bundled with bench/queue-seal-page.ts) over the
// browser's IndexedDB and WebCrypto. Prints figures; it passes or fails nothing. The till's enqueue
// pays nothing: entries are sealed at the session's end, not when queued (queue-seal.ts says why).
import http from 'node:http'
import { build } from 'esbuild'
import { launchBrowser } from '../tests/helpers/browser.ts'
import type { SealBench } from './queue-seal-page.ts'
import { pct } from './stats.ts'

const N = Number(process.argv[2] ?? 20_000)
const bundle = await build({
  entryPoints: [new URL('./queue-seal-page.ts', import.meta.url).pathname],
  bundle: true,
  write: false,
  format: 'iife',
  target: 'es2022',
})
const script = bundle.outputFiles[0]!.text
// Served from 127.0.0.1: WebCrypto needs a secure context, and a loopback origin is one.
const server = http.createServer((req, res) => {
  if (req.url === '/bench.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(script)
  else res.writeHead(200, { 'content-type': 'text/html' }).end('<script src="/bench.js"></script>')
})
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const { port } = server.address() as { port: number }
const browser = await launchBrowser()
try {
  const page = await browser.newPage()
  await page.goto(`http://127.0.0.1:${port}/`)
  const r = await page.evaluate(
    (n) => (globalThis as unknown as { runSealBench: SealBench }).runSealBench(n),
    N,
  )
  const ms = (x: number) => `${x.toFixed(3)} ms`
  console.info(`Chromium ${browser.version()}, ${N.toLocaleString()} queued cash sales`)
  console.info(
    `PBKDF2-SHA256 (one per password sign-in): p50 ${ms(pct(r.derive, 0.5))}, max ${ms(Math.max(...r.derive))}`,
  )
  console.info(
    `one entry (${r.bytes} bytes of JSON), one at a time (mean per 50): encrypt p50 ${ms(pct(r.enc, 0.5))} / p95 ${ms(pct(r.enc, 0.95))}; decrypt p50 ${ms(pct(r.dec, 0.5))} / p95 ${ms(pct(r.dec, 0.95))}`,
  )
  console.info(`first password sign-in here (key pair made, wrapped, stored): ${ms(r.firstSignIn)}`)
  console.info(
    `seal ${r.sealed.toLocaleString()} entries (a sign-out): ${ms(r.seal)} (${ms(r.seal / N)} each)`,
  )
  console.info(
    `open ${r.opened.toLocaleString()} entries (the next sign-in): ${ms(r.open)} (${ms(r.open / N)} each)`,
  )
} finally {
  await browser.close()
  server.close()
}
