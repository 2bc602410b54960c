// Attachments against the real server: uploads in chunks exactly once under the fault schedule, a
// cut upload resumes from what the server holds, files only for who may see the record, hostile
// files served inert, orphans removed after a day. Each with the bytes on local disk and in an
// S3-compatible bucket (a real S3 server on the loopback, tests/helpers/s3-server.ts).
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sweepOrphanAttachments } from '../../server/attachments/attachment-refs.ts'
import { type FileStore, localFileStore } from '../../server/attachments/file-store.ts'
import { s3FileStore } from '../../server/attachments/s3-file-store.ts'
import { type Fault, FaultInjector } from '../../server/ports/faults.ts'
import {
  ATTACHMENT_CHUNK_BYTES,
  ATTACHMENT_FILE_PATH,
  ATTACHMENT_UPLOAD_PATH,
  type AttachmentRef,
} from '../../src/api/attachments.ts'
import { attachFiles } from '../../src/data/attachments.ts'
import { enqueue, newId } from '../../src/data/enqueue.ts'
import type { PreparedFile } from '../../src/data/prepare-file.ts'
import { startS3Server, type TestS3 } from '../helpers/s3-server.ts'
import { seededRandom } from '../helpers/seeded-random.ts'
import { signedInClient } from '../helpers/sync-client.ts'
import { bearer, call, login, startTestServer, type TestServer } from '../helpers/test-server.ts'

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

function file(name: string, type: string, bytes: Uint8Array): PreparedFile {
  return { name, type, blob: new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), hash: sha256(bytes) }
}

/** A byte string that starts like a JPEG (the server sniffs the first bytes). */
const jpegLike = (size: number) => {
  const bytes = randomBytes(size)
  bytes.set([0xff, 0xd8, 0xff, 0xe0], 0)
  return new Uint8Array(bytes)
}

describe.each(['local disk', 'S3 bucket'] as const)('attachments on %s', (where) => {
  const faults = new FaultInjector()
  let server: TestServer
  let s3: TestS3 | null = null
  let store: FileStore
  beforeAll(async () => {
    if (where === 'S3 bucket') s3 = await startS3Server()
    server = await startTestServer({ faults, ...(s3 ? { fileStore: s3FileStore(s3.settings) } : {}) })
    store = server.config.fileStore ?? localFileStore(server.config.dataDir)
    // Migrating a fresh database took over 10 s while the machine was loaded by other test runs.
  }, 60_000)
  afterAll(async () => {
    await server?.stop()
    await s3?.stop()
  })

  /** The stored file's bytes, read from where the server keeps them; null: not there. */
  const stored = (hash: string) => store.read(1, hash)

  /** Anything the store holds under this hash: the file, or chunks of an unfinished upload. */
  async function leftovers(hash: string): Promise<string[]> {
    if (s3) return (await s3.keys()).filter((k) => k.includes(hash))
    const root = path.join(server.config.dataDir, 'attachments')
    return fs.existsSync(root)
      ? fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.includes(hash))
      : []
  }

  async function fileAs(token: string, hash: string, sopId: string) {
    return fetch(`${server.api}${ATTACHMENT_FILE_PATH}/${hash}?resource=sops&record=${sopId}`, {
      headers: bearer(token),
    })
  }

  /** Files an expense approval with these files on a field device, and pushes until nothing is queued. */
  async function fileExpense(files: PreparedFile[], title: string, schedule?: (n: number) => Fault | null) {
    const random = seededRandom(7)
    const clock = { now: Date.now() }
    const client = await signedInClient(server, 'field', 'field123', {
      timeoutMs: 2000,
      now: () => clock.now,
      random,
    })
    const refs = await attachFiles(client.db, client.ctx, files)
    const id = newId()
    await enqueue(client.db, client.ctx, 'sops.submit', {
      id,
      template: 'expefina',
      title,
      project_id: '',
      project_name: '',
      amount: 128_00,
      content: { subject: '差旅费', reason: '现场勘察往返车费' },
      attachments: refs,
    })
    if (schedule) faults.set((call) => schedule(call.n))
    try {
      for (let round = 0; round < 500 && (await client.db.outbox.count()) > 0; round++) {
        await client.push(() => clock.now, random)
        clock.now += 6 * 60_000
      }
    } finally {
      faults.clear()
    }
    const left = await client.db.outbox.toArray()
    expect(left.map((e) => `${e.kind} ${e.state} ${e.error?.message ?? ''}`)).toEqual([])
    return { id, refs, client }
  }

  it('an expense with three files under a fault schedule: each file stored once and whole, the sop refers to them', async () => {
    const photo = file('发票.jpg', 'image/jpeg', jpegLike(ATTACHMENT_CHUNK_BYTES * 2 + 1234))
    const second = file('现场.jpg', 'image/jpeg', jpegLike(300_000))
    const pdf = file(
      '合同.pdf',
      'application/pdf',
      new Uint8Array(Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(700_000)])),
    )
    const random = seededRandom(31)
    const kinds: Fault[] = [
      { type: 'drop' },
      { type: 'commitThenDrop' },
      { type: 'error5xx' },
      { type: 'delay', ms: 100 },
    ]
    const { id } = await fileExpense([photo, second, pdf], '出差报销（三个附件）', () =>
      random() < 0.35 ? kinds[Math.floor(random() * kinds.length)]! : null,
    )
    const hit = faults.injected.filter((f) => f.call.path.includes(ATTACHMENT_UPLOAD_PATH))
    expect(hit.length, 'faults met the uploads').toBeGreaterThanOrEqual(3)

    const rows = await server.db
      .selectFrom('attachments')
      .selectAll()
      .where('hash', 'in', [photo.hash, second.hash, pdf.hash])
      .execute()
    expect(rows).toHaveLength(3)
    for (const f of [photo, second, pdf]) {
      const row = rows.find((r) => r.hash === f.hash)!
      expect(row).toMatchObject({ complete: 1, size: f.blob.size, received: f.blob.size })
      // What is stored is exactly the file: its hash is its name.
      expect(sha256((await stored(f.hash))!)).toBe(f.hash)
      // Once, and no chunk of the upload left behind.
      expect(await leftovers(f.hash)).toEqual([
        expect.stringMatching(new RegExp(`1/${f.hash.slice(0, 2)}/${f.hash}$`)),
      ])
    }
    const refs = await server.db
      .selectFrom('attachment_refs')
      .selectAll()
      .where('record_id', '=', id)
      .execute()
    expect(refs.map((r) => r.hash).sort()).toEqual([photo.hash, second.hash, pdf.hash].sort())
    const sop = await server.db
      .selectFrom('res_sops' as never)
      .selectAll()
      .where('id' as never, '=', id as never)
      .executeTakeFirstOrThrow()
    const content = JSON.parse(String((sop as { content: string }).content)) as {
      attachments: AttachmentRef[]
    }
    expect(content.attachments.map((a) => a.name)).toEqual(['发票.jpg', '现场.jpg', '合同.pdf'])
  })

  it('an upload cut at 50 % resumes after a restart from what the server holds, and the stored hash matches', async () => {
    const chunks = 6
    const big = file(
      '扫描件.pdf',
      'application/pdf',
      new Uint8Array(
        Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(ATTACHMENT_CHUNK_BYTES * chunks - 9)]),
      ),
    )
    const clock = { now: Date.now() }
    const first = await signedInClient(server, 'field', 'field123', { timeoutMs: 2000, now: () => clock.now })
    await attachFiles(first.db, first.ctx, [big])
    // The connection dies on the fourth chunk: half the file has arrived.
    let chunkCalls = 0
    faults.set((call) => {
      if (call.method !== 'POST' || !call.path.includes(ATTACHMENT_UPLOAD_PATH)) return null
      return ++chunkCalls === chunks / 2 + 1 ? { type: 'drop' } : null
    })
    const cut = await first.push(() => clock.now)
    faults.clear()
    expect(cut.stoppedBy).toBe('transient')
    const half = await server.db
      .selectFrom('attachments')
      .selectAll()
      .where('hash', '=', big.hash)
      .executeTakeFirstOrThrow()
    expect(Number(half.received)).toBe((ATTACHMENT_CHUNK_BYTES * chunks) / 2)
    expect(half.complete).toBe(0)
    expect((await first.db.attachments.get(big.hash))?.sent).toBe((ATTACHMENT_CHUNK_BYTES * chunks) / 2)

    // A restart: a new engine on the same device database sends only the other half.
    const again = await signedInClient(server, 'field', 'field123', { db: first.db, timeoutMs: 2000 })
    const sent: number[] = []
    faults.set((call) => {
      if (call.method === 'POST' && call.path.includes(ATTACHMENT_UPLOAD_PATH)) sent.push(call.n)
      return null
    })
    clock.now += 10 * 60_000
    await again.push(() => clock.now)
    faults.clear()
    expect(sent).toHaveLength(chunks / 2)
    const whole = await server.db
      .selectFrom('attachments')
      .selectAll()
      .where('hash', '=', big.hash)
      .executeTakeFirstOrThrow()
    expect(whole).toMatchObject({ complete: 1, received: big.blob.size })
    expect(sha256((await stored(big.hash))!)).toBe(big.hash)
    expect((await first.db.attachments.get(big.hash))?.state).toBe('uploaded')
  })

  it('serves files only to who may see the sop; hostile files go out inert', async () => {
    const svg = file(
      'logo.svg',
      'image/svg+xml',
      new TextEncoder().encode(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
      ),
    )
    const html = file(
      '收据.jpg',
      'image/jpeg',
      new TextEncoder().encode(
        '<!doctype html><html><body><script>fetch("/api/user/getUserInfo")</script></body></html>',
      ),
    )
    const photo = file('票据.jpg', 'image/jpeg', jpegLike(2000))
    const { id } = await fileExpense([svg, html, photo], '报销（可疑文件）')

    const field = await login(server, 'field', 'field123')
    for (const hostile of [svg, html]) {
      const res = await fileAs(field, hostile.hash, id)
      expect(res.status).toBe(200)
      // Not an image, not a page: bytes to download, never sniffed, never run.
      expect(res.headers.get('content-type')).toBe('application/octet-stream')
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=/)
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('content-security-policy')).toContain('sandbox')
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'")
      expect(sha256(new Uint8Array(await res.arrayBuffer()))).toBe(hostile.hash)
    }
    const good = await fileAs(field, photo.hash, id)
    expect(good.headers.get('content-type')).toBe('image/jpeg')
    expect(good.headers.get('content-disposition')).toContain(
      'inline; filename="__.jpg"; filename*=UTF-8\'\'%E7%A5%A8%E6%8D%AE.jpg',
    )

    // The approver (the general manager) and the copied HR clerk see it; the shop cashier gets 404,
    // as for a file that does not exist; no token at all is a sign-in error.
    expect((await fileAs(await login(server, 'admin', 'admin123'), photo.hash, id)).status).toBe(200)
    expect((await fileAs(await login(server, 'office', 'office123'), photo.hash, id)).status).toBe(200)
    const shop = await fileAs(await login(server, 'shop', 'shop123'), photo.hash, id)
    expect(shop.status).toBe(404)
    expect(((await shop.json()) as { msg: string }).msg).toBe('附件不存在或您无权查看')
    // A visible sop does not open a file it does not refer to.
    expect((await fileAs(field, sha256(new Uint8Array([1, 2, 3])), id)).status).toBe(404)
    const anonymous = await fetch(
      `${server.api}${ATTACHMENT_FILE_PATH}/${photo.hash}?resource=sops&record=${id}`,
    )
    expect(anonymous.status).toBe(401)
  })

  it('a sop naming a file the server does not have is not accepted (409: retried after the upload)', async () => {
    const token = await login(server, 'field', 'field123')
    const absent = sha256(new TextEncoder().encode('never uploaded'))
    const res = await call(server, 'POST', '/sops/saveSop', {
      headers: { ...bearer(token), 'idempotency-key': newId() },
      body: {
        id: newId(),
        template: 'expefina',
        title: '缺附件的报销',
        project_id: '',
        amount: 1,
        content: { subject: '差旅费', reason: '测试' },
        attachments: [{ hash: absent, name: 'x.jpg', type: 'image/jpeg', size: 10 }],
      },
    })
    expect(res.status).toBe(409)
    expect(res.body.msg).toContain('x.jpg')
  })

  /** Sends one chunk by hand, as the device's push would. */
  async function sendChunk(token: string, hash: string, size: number, offset: number, bytes: Uint8Array) {
    const res = await fetch(`${server.api}${ATTACHMENT_UPLOAD_PATH}/${hash}`, {
      method: 'POST',
      headers: {
        ...bearer(token),
        'X-Upload-Offset': String(offset),
        'X-Upload-Size': String(size),
        'content-type': 'application/octet-stream',
      },
      body: bytes as Uint8Array<ArrayBuffer>,
    })
    const answer = (await res.json()) as { msg: string; data: { received: number; complete: boolean } }
    return res.status === 200 ? answer.data : { status: res.status, msg: answer.msg }
  }

  it('an upload whose bytes do not match its hash is dropped whole; the right bytes then make the file', async () => {
    const token = await login(server, 'field', 'field123')
    const right = jpegLike(ATTACHMENT_CHUNK_BYTES + 500)
    const hash = sha256(right)
    const wrong = right.slice()
    wrong[ATTACHMENT_CHUNK_BYTES + 10] = (wrong[ATTACHMENT_CHUNK_BYTES + 10]! + 1) % 256
    /** These bytes as the device sends them, a chunk and the rest, under the right file's hash. */
    const sendAs = async (bytes: Uint8Array) => [
      await sendChunk(token, hash, right.length, 0, bytes.subarray(0, ATTACHMENT_CHUNK_BYTES)),
      await sendChunk(
        token,
        hash,
        right.length,
        ATTACHMENT_CHUNK_BYTES,
        bytes.subarray(ATTACHMENT_CHUNK_BYTES),
      ),
    ]
    expect(await sendAs(wrong)).toEqual([
      { received: ATTACHMENT_CHUNK_BYTES, complete: false },
      { status: 422, msg: '附件内容与其校验值不符，请重新选择该文件' },
    ])
    expect(await leftovers(hash)).toEqual([])
    expect(await stored(hash)).toBeNull()
    expect(await sendAs(right)).toEqual([
      { received: ATTACHMENT_CHUNK_BYTES, complete: false },
      { received: right.length, complete: true },
    ])
    expect(sha256((await stored(hash))!)).toBe(hash)
  })

  it('a file uploaded but never referenced, and an upload never finished, are removed after a day; referenced ones stay', async () => {
    const token = await login(server, 'field', 'field123')
    const bytes = jpegLike(1000)
    const hash = sha256(bytes)
    expect(await sendChunk(token, hash, bytes.length, 0, bytes)).toEqual({ received: 1000, complete: true })
    // Half of another file, and the device is never seen again: its chunk stays in the store.
    const given = jpegLike(2000)
    const givenUp = sha256(given)
    expect(await sendChunk(token, givenUp, given.length, 0, given.subarray(0, 1000))).toEqual({
      received: 1000,
      complete: false,
    })
    expect(await leftovers(givenUp)).toHaveLength(1)

    expect(await sweepOrphanAttachments(server.db, store, server.clock.now + 3600_000)).toBe(0)
    const referenced = await server.db.selectFrom('attachment_refs').select('hash').execute()
    // Orphans: these two, and the files of the cut upload and of the mismatch above (no sop named them).
    const all = await server.db.selectFrom('attachments').select('hash').execute()
    const orphans = all.filter((a) => !referenced.some((r) => r.hash === a.hash))
    expect(orphans.map((o) => o.hash)).toEqual(expect.arrayContaining([hash, givenUp]))
    expect(await sweepOrphanAttachments(server.db, store, server.clock.now + 25 * 3600_000)).toBe(
      orphans.length,
    )
    for (const o of orphans) expect(await leftovers(o.hash)).toEqual([])
    const left = await server.db.selectFrom('attachments').select('hash').execute()
    expect(left.map((r) => r.hash)).not.toContain(hash)
    for (const r of referenced) expect(await stored(r.hash)).not.toBeNull()
  })
})
