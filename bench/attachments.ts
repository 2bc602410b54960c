// Attachments (issue 24): `npx tsx bench/attachments.ts` after `npm run build`. Prints figures,
// never a verdict that fails.
// 1. A 12-megapixel phone photo (4000×3000 JPEG) picked on the approval form of the built app in
//    real Chromium: compressed and hashed in the attachment worker, then stored with its upload entry
//    (User Timing marks pm3:attachment-prepare and pm3:attachment-store). Target < 1 s.
// 2. Upload throughput on the loopback with the real push code (chunks, offsets, hash check), beside
//    the same bytes fetched from the same server as one plain file, and a disk copy.
import 'fake-indexeddb/auto'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { attachFiles } from '../src/data/attachments.ts'
import { sha256Hex } from '../src/lib/prepare-attachment.ts'
import { launchBrowser, openPage, signInThroughPage, startAppServer } from '../tests/helpers/browser.ts'
import { signedInClient } from '../tests/helpers/sync-client.ts'
import { pct } from './stats.ts'

const PHOTOS = 5
const UPLOAD_MB = 20
const RUNS = 3

const server = await startAppServer()
const browser = await launchBrowser()
const { page } = await openPage(browser, server)
await page.goto('/login')
await signInThroughPage(page, 'field', 'field123')
await page.waitForURL(`${server.url}/`)

/** A 4000×3000 photo drawn by the browser (gradients, shapes, grain, text), as a q0.92 JPEG. */
async function photo(seed: number): Promise<Buffer> {
  const base64 = await page.evaluate(async (s) => {
    const canvas = new OffscreenCanvas(4000, 3000)
    const g = canvas.getContext('2d')!
    const grad = g.createLinearGradient(0, 0, 4000, 3000)
    grad.addColorStop(0, `hsl(${s * 40}, 60%, 70%)`)
    grad.addColorStop(1, `hsl(${s * 40 + 120}, 50%, 30%)`)
    g.fillStyle = grad
    g.fillRect(0, 0, 4000, 3000)
    const image = g.getImageData(0, 0, 4000, 3000)
    for (let i = 0; i < image.data.length; i += 4) {
      const n = ((i * 2654435761 + s) >>> 24) % 24
      image.data[i] = (image.data[i] ?? 0) + n
      image.data[i + 1] = (image.data[i + 1] ?? 0) + n
    }
    g.putImageData(image, 0, 0)
    g.fillStyle = '#111'
    g.font = '120px sans-serif'
    for (let y = 300; y < 3000; y += 300) g.fillText(`增值税发票 No.${s}${y} 金额 ¥1,28${y % 10}.00`, 300, y)
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 })
    const bytes = new Uint8Array(await blob.arrayBuffer())
    let text = ''
    for (let i = 0; i < bytes.length; i += 0x8000)
      text += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
    return btoa(text)
  }, seed)
  return Buffer.from(base64, 'base64')
}

const prepareMs: number[] = []
const storeMs: number[] = []
const sizes: { in: number; out: number }[] = []
for (let i = 0; i < PHOTOS; i++) {
  const bytes = await photo(i + 1)
  await page.goto('/expe/soplist?template=expefina')
  await page.getByLabel('标题').fill(`基准 ${i}`)
  await page.getByLabel('事由').fill('基准测试')
  await page
    .getByTestId('attach-camera')
    .setInputFiles({ name: `IMG_${i}.jpg`, mimeType: 'image/jpeg', buffer: bytes })
  await page.getByTestId('chosen-file').waitFor({ timeout: 60_000 })
  await page.getByRole('button', { name: '提交' }).click()
  await page.getByTestId('sop-detail').waitFor()
  const marks = (await page.evaluate(`(() => {
    const last = (name) => performance.getEntriesByName(name).at(-1)
    const p = last('pm3:attachment-prepare'), s = last('pm3:attachment-store')
    return { prepare: p.duration, store: s.duration, bytesIn: p.detail.bytesIn, bytesOut: p.detail.bytesOut }
  })()`)) as { prepare: number; store: number; bytesIn: number; bytesOut: number }
  prepareMs.push(marks.prepare)
  storeMs.push(marks.store)
  sizes.push({ in: marks.bytesIn, out: marks.bytesOut })
}
const totalMs = prepareMs.map((p, i) => p + storeMs[i]!)

// Upload throughput with the real push code (Node, fake-indexeddb), 20 MB per file.
const uploadMbps: number[] = []
for (let run = 0; run < RUNS; run++) {
  const client = await signedInClient(server, 'field', 'field123')
  const bytes = new Uint8Array(
    Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(UPLOAD_MB * 1048576 - 9)]),
  )
  const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' })
  await attachFiles(client.db, client.ctx, [
    { name: `big-${run}.pdf`, type: 'application/pdf', blob, hash: await sha256Hex(blob) },
  ])
  const start = performance.now()
  const result = await client.push()
  const seconds = (performance.now() - start) / 1000
  if (result.sent !== 1) throw new Error(`upload did not finish: ${JSON.stringify(result)}`)
  uploadMbps.push(UPLOAD_MB / seconds)
}

// The same size as one plain file through the same server (the static Uploads/ route), and on disk.
const dir = path.join(server.config.dataDir, 'Uploads', '1')
fs.mkdirSync(dir, { recursive: true })
const plain = path.join(dir, 'plain.bin')
fs.writeFileSync(plain, randomBytes(UPLOAD_MB * 1048576))
const plainMbps: number[] = []
const diskMbps: number[] = []
for (let run = 0; run < RUNS; run++) {
  const start = performance.now()
  const res = await fetch(`${server.url}/Uploads/1/plain.bin`)
  const got = (await res.arrayBuffer()).byteLength
  plainMbps.push(got / 1048576 / ((performance.now() - start) / 1000))
  const t = performance.now()
  fs.copyFileSync(plain, `${plain}.${run}`)
  diskMbps.push(UPLOAD_MB / ((performance.now() - t) / 1000))
}

const n = (x: number) => x.toLocaleString('en-US', { maximumFractionDigits: x < 10 ? 2 : x < 100 ? 1 : 0 })
const kb = (b: number) => `${n(b / 1024)} KB`
console.info(`| figure | value | beside | target |
|---|---|---|---|
| 12 MP photo (4000×3000 JPEG, ${kb(
  pct(
    sizes.map((s) => s.in),
    0.5,
  ),
)}) compressed + hashed in the worker, p50 / max of ${PHOTOS} | ${n(pct(prepareMs, 0.5))} / ${n(Math.max(...prepareMs))} ms | stored in IndexedDB with its upload entry: p50 ${n(pct(storeMs, 0.5))} ms | — |
| …compressed and stored, p50 / max | ${n(pct(totalMs, 0.5))} / ${n(Math.max(...totalMs))} ms | — | < 1000 ms: ${pct(totalMs, 0.5) < 1000 ? 'met' : '**not met**'} |
| stored photo size, max | ${kb(Math.max(...sizes.map((s) => s.out)))} (2048 px long side, JPEG) | — | ≤ 400 KB: ${Math.max(...sizes.map((s) => s.out)) <= 400 * 1024 ? 'met' : '**not met**'} |
| upload, ${UPLOAD_MB} MB in 512 KB chunks with resume offsets and the hash check, loopback, p50 of ${RUNS} | ${n(pct(uploadMbps, 0.5))} MB/s | the same size as one plain file through the same server: ${n(pct(plainMbps, 0.5))} MB/s; disk copy ${n(pct(diskMbps, 0.5))} MB/s | ratio ${(pct(uploadMbps, 0.5) / pct(plainMbps, 0.5)).toFixed(2)} × |`)

await browser.close()
await server.stop()
process.exit(0)
