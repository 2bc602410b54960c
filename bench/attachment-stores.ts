// Attachment stores (issue 24): `npx tsx bench/attachment-stores.ts` (no build, no browser). Prints
// figures, never a verdict that fails. A 20 MB file uploaded through the real server with the real
// push code (512 KB chunks, resume offsets, the hash check) and then served back, with the bytes on
// local disk and in an S3-compatible bucket (s3rver on the loopback, as the tests run it); beside
// them, the same 20 MB put into and got from that bucket in one request, straight from the SDK.
import 'fake-indexeddb/auto'
import { randomBytes } from 'node:crypto'
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { s3FileStore } from '../server/attachments/s3-file-store.ts'
import { ATTACHMENT_FILE_PATH } from '../src/api/attachments.ts'
import { attachFiles } from '../src/data/attachments.ts'
import { enqueue, newId } from '../src/data/enqueue.ts'
import { sha256Hex } from '../src/lib/prepare-attachment.ts'
import { startS3Server } from '../tests/helpers/s3-server.ts'
import { signedInClient } from '../tests/helpers/sync-client.ts'
import { startTestServer, type TestServer } from '../tests/helpers/test-server.ts'
import { pct } from './stats.ts'

const UPLOAD_MB = 20
const RUNS = 3
const MB = 1048576

const randomPdf = () =>
  new Uint8Array(Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(UPLOAD_MB * MB - 9)]))

/** MB/s of uploading a fresh file with the push code, then of fetching it as the approver's page does. */
async function throughServer(server: TestServer): Promise<{ up: number[]; down: number[] }> {
  const up: number[] = []
  const down: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const client = await signedInClient(server, 'field', 'field123')
    const bytes = randomPdf()
    const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' })
    const refs = await attachFiles(client.db, client.ctx, [
      { name: `big-${run}.pdf`, type: 'application/pdf', blob, hash: await sha256Hex(blob) },
    ])
    let start = performance.now()
    const uploaded = await client.push()
    if (uploaded.sent !== 1) throw new Error(`upload did not finish: ${JSON.stringify(uploaded)}`)
    up.push(UPLOAD_MB / ((performance.now() - start) / 1000))

    const id = newId()
    await enqueue(client.db, client.ctx, 'sops.submit', {
      id,
      template: 'expefina',
      title: `基准 ${run}`,
      project_id: '',
      project_name: '',
      amount: 1_00,
      content: { subject: '差旅费', reason: '基准测试' },
      attachments: refs,
    })
    await client.push()
    start = performance.now()
    const res = await fetch(
      `${server.api}${ATTACHMENT_FILE_PATH}/${refs[0]!.hash}?resource=sops&record=${id}`,
      {
        headers: { token: `Bearer ${client.session.token}` },
      },
    )
    const got = (await res.arrayBuffer()).byteLength
    if (got !== bytes.length) throw new Error(`served ${got} bytes of ${bytes.length}`)
    down.push(UPLOAD_MB / ((performance.now() - start) / 1000))
  }
  return { up, down }
}

const s3 = await startS3Server()
const disk = await startTestServer()
const onDisk = await throughServer(disk)
await disk.stop()
const bucket = await startTestServer({ fileStore: s3FileStore(s3.settings) })
const inBucket = await throughServer(bucket)
await bucket.stop()

const sdk = new S3Client({ ...s3.settings })
const plainPut: number[] = []
const plainGet: number[] = []
for (let run = 0; run < RUNS; run++) {
  const Body = randomPdf()
  const Key = `plain-${run}`
  let start = performance.now()
  await sdk.send(new PutObjectCommand({ Bucket: s3.settings.bucket, Key, Body }))
  plainPut.push(UPLOAD_MB / ((performance.now() - start) / 1000))
  start = performance.now()
  const object = await sdk.send(new GetObjectCommand({ Bucket: s3.settings.bucket, Key }))
  await object.Body!.transformToByteArray()
  plainGet.push(UPLOAD_MB / ((performance.now() - start) / 1000))
}
sdk.destroy()
await s3.stop()

const n = (x: number) => x.toLocaleString('en-US', { maximumFractionDigits: x < 10 ? 2 : x < 100 ? 1 : 0 })
const p50 = (xs: number[]) => `${n(pct(xs, 0.5))} MB/s`
console.info(`| ${UPLOAD_MB} MB attachment, loopback, p50 of ${RUNS} | local disk | S3 bucket (s3rver) | S3 ÷ disk | the bucket alone, one request (SDK) |
|---|---|---|---|---|
| upload in 512 KB chunks through the server (push code, hash check) | ${p50(onDisk.up)} | ${p50(inBucket.up)} | ${(pct(inBucket.up, 0.5) / pct(onDisk.up, 0.5)).toFixed(2)} × | PutObject: ${p50(plainPut)} |
| served to the approver (GET /api/attachments/file/…) | ${p50(onDisk.down)} | ${p50(inBucket.down)} | ${(pct(inBucket.down, 0.5) / pct(onDisk.down, 0.5)).toFixed(2)} × | GetObject: ${p50(plainGet)} |`)
process.exit(0)
