// Two real PM3 server processes on one database and one S3-compatible bucket (configured only by
// PM3_S3_* variables), as behind a load balancer: an upload whose chunks alternate between them is
// stored once and whole, a file uploaded through one is served by the other with the same headers
// and the same access rules, and the orphan sweep either of them runs empties the bucket of what no
// record names. The database is a fresh PostgreSQL one (PM3_TEST_DATABASE_URL; skipped without it:
// two processes on one SQLite folder are refused, server/db/folder-lock.ts); the bucket is a real S3
// server on the loopback (s3rver).
import type { ChildProcess } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sweepOrphanAttachments } from '../../server/attachments/attachment-refs.ts'
import { s3FileStore } from '../../server/attachments/s3-file-store.ts'
import { type Db, openPostgres, openSqlite } from '../../server/db/connection.ts'
import {
  ATTACHMENT_CHUNK_BYTES,
  ATTACHMENT_FILE_PATH,
  ATTACHMENT_UPLOAD_PATH,
} from '../../src/api/attachments.ts'
import { newId } from '../../src/data/enqueue.ts'
import { startS3Server, type TestS3 } from '../helpers/s3-server.ts'
import { startServerProcess, stopServerProcess } from '../helpers/server-process.ts'
import { createTestDatabase, type TestDatabase, testDatabaseUrl } from '../helpers/test-database.ts'

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')
const jpegLike = (size: number) => {
  const bytes = randomBytes(size)
  bytes.set([0xff, 0xd8, 0xff, 0xe0], 0)
  return new Uint8Array(bytes)
}
/** The headers a user's browser acts on when it opens a file. */
const SERVED_HEADERS = [
  'content-type',
  'content-disposition',
  'content-length',
  'x-content-type-options',
  'content-security-policy',
  'x-frame-options',
]

describe.skipIf(!testDatabaseUrl)(
  'attachments through two server processes on one database and one bucket',
  () => {
    let s3: TestS3
    let database: TestDatabase | null = null
    let db: Db
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm3-two-s3-'))
    const processes: ChildProcess[] = []
    let urls: string[] = []

    beforeAll(async () => {
      s3 = await startS3Server()
      database = await createTestDatabase()
      const { settings } = s3
      const env = {
        PM3_S3_BUCKET: settings.bucket,
        PM3_S3_ENDPOINT: settings.endpoint!,
        PM3_S3_REGION: settings.region,
        PM3_S3_ACCESS_KEY_ID: settings.credentials!.accessKeyId,
        PM3_S3_SECRET_ACCESS_KEY: settings.credentials!.secretAccessKey,
        PM3_S3_FORCE_PATH_STYLE: '1',
      }
      // One after the other: the first creates and seeds the database, the second finds it ready.
      for (let i = 0; i < 2; i++) {
        const started = await startServerProcess(database?.url ?? '', dataDir, env)
        processes.push(started.child)
        urls.push(started.url)
      }
      db = database ? openPostgres(database.url, () => undefined) : openSqlite(dataDir)
    }, 90_000)

    afterAll(async () => {
      await Promise.all(processes.map(stopServerProcess))
      await db?.destroy()
      await database?.drop()
      await s3?.stop()
      fs.rmSync(dataDir, { recursive: true, force: true })
      urls = []
    })

    async function login(server: number, username: string, password: string): Promise<string> {
      const res = await fetch(`${urls[server]}/api/user/userLogin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      })
      return ((await res.json()) as { token: string }).token
    }

    async function sendChunk(server: number, token: string, whole: Uint8Array, from: number, to: number) {
      const res = await fetch(`${urls[server]}/api${ATTACHMENT_UPLOAD_PATH}/${sha256(whole)}`, {
        method: 'POST',
        headers: {
          token: `Bearer ${token}`,
          'X-Upload-Offset': String(from),
          'X-Upload-Size': String(whole.length),
          'content-type': 'application/octet-stream',
        },
        body: whole.subarray(from, to) as Uint8Array<ArrayBuffer>,
      })
      expect(res.status).toBe(200)
      return ((await res.json()) as { data: { received: number; complete: boolean } }).data
    }

    /** Uploads in chunks, chunk i through process (i + first) % 2 (a load balancer's round robin). */
    async function uploadAlternating(
      token: string,
      bytes: Uint8Array,
      first = 0,
      chunk = ATTACHMENT_CHUNK_BYTES,
    ) {
      let state = { received: 0, complete: false }
      for (let i = 0; !state.complete; i++) {
        const from = state.received
        state = await sendChunk((i + first) % 2, token, bytes, from, Math.min(bytes.length, from + chunk))
        expect(i).toBeLessThan(40)
      }
    }

    const fileAs = (server: number, token: string, hash: string, sopId: string) =>
      fetch(`${urls[server]}/api${ATTACHMENT_FILE_PATH}/${hash}?resource=sops&record=${sopId}`, {
        headers: { token: `Bearer ${token}` },
      })

    const photo = jpegLike(ATTACHMENT_CHUNK_BYTES * 2 + 4321)
    const thumb = jpegLike(9000)
    const sopId = newId()

    it('an upload whose chunks alternate between the processes is stored once, whole, in the bucket', async () => {
      const token = await login(0, 'field', 'field123')
      await uploadAlternating(token, photo)
      // The thumbnail through the other process first.
      await sendChunk(1, token, thumb, 0, thumb.length)
      expect(await s3.keys()).toEqual(
        [photo, thumb].map((f) => `attachments/1/${sha256(f).slice(0, 2)}/${sha256(f)}`).sort(),
      )
      // Nothing went to either process's disk.
      expect(fs.existsSync(path.join(dataDir, 'attachments'))).toBe(false)
      const rows = await db.selectFrom('attachments').select(['hash', 'complete', 'received']).execute()
      expect(rows.map((r) => [r.hash, r.complete, Number(r.received)]).sort()).toEqual(
        [
          [sha256(photo), 1, photo.length],
          [sha256(thumb), 1, thumb.length],
        ].sort(),
      )
    })

    it('the same file sent by two devices at once, through both processes with other chunk sizes: stored once and whole', async () => {
      const [field, admin] = await Promise.all([login(0, 'field', 'field123'), login(1, 'admin', 'admin123')])
      const shared = jpegLike(ATTACHMENT_CHUNK_BYTES * 3 + 999)
      await Promise.all([
        uploadAlternating(field, shared, 0),
        uploadAlternating(admin, shared, 1, ATTACHMENT_CHUNK_BYTES / 2 + 12345),
      ])
      const key = `attachments/1/${sha256(shared).slice(0, 2)}/${sha256(shared)}`
      expect((await s3.keys()).filter((k) => k.includes(sha256(shared)))).toEqual([key])
      const row = await db
        .selectFrom('attachments')
        .select(['complete', 'received'])
        .where('hash', '=', sha256(shared))
        .executeTakeFirstOrThrow()
      expect([row.complete, Number(row.received)]).toEqual([1, shared.length])
      const bytes = await s3FileStore(s3.settings).read(1, sha256(shared))
      expect(sha256(bytes!)).toBe(sha256(shared))
    })

    it('a file uploaded through one process is served by the other, with the same headers and rules', async () => {
      const token = await login(1, 'field', 'field123')
      const saved = await fetch(`${urls[1]}/api/sops/saveSop`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: `Bearer ${token}`, 'idempotency-key': newId() },
        body: JSON.stringify({
          id: sopId,
          template: 'expefina',
          title: '两台服务器之间的报销',
          project_id: '',
          amount: 56_00,
          content: { subject: '差旅费', reason: '现场勘察' },
          attachments: [
            {
              hash: sha256(photo),
              name: '发票.jpg',
              type: 'image/jpeg',
              size: photo.length,
              thumb: sha256(thumb),
            },
          ],
        }),
      })
      expect(saved.status).toBe(200)

      const answers = await Promise.all([0, 1].map((server) => fileAs(server, token, sha256(photo), sopId)))
      const headers = answers.map((res) => SERVED_HEADERS.map((h) => [h, res.headers.get(h)]))
      expect(answers.map((res) => res.status)).toEqual([200, 200])
      expect(headers[0]).toEqual(headers[1])
      expect(Object.fromEntries(headers[0]!)).toMatchObject({
        'content-type': 'image/jpeg',
        'content-length': String(photo.length),
        'x-content-type-options': 'nosniff',
      })
      expect(answers[0]!.headers.get('content-disposition')).toMatch(/^inline; filename=/)
      expect(answers[0]!.headers.get('content-security-policy')).toContain('sandbox')
      for (const res of answers) expect(sha256(new Uint8Array(await res.arrayBuffer()))).toBe(sha256(photo))
      const thumbs = await Promise.all([0, 1].map((server) => fileAs(server, token, sha256(thumb), sopId)))
      expect(thumbs.map((res) => res.status)).toEqual([200, 200])
      expect(thumbs[1]!.headers.get('content-disposition')).toContain('thumb-')

      // The approver sees it through either process; the shop cashier gets 404 from both.
      const admin = await login(0, 'admin', 'admin123')
      expect((await fileAs(1, admin, sha256(photo), sopId)).status).toBe(200)
      const shop = await login(1, 'shop', 'shop123')
      expect((await fileAs(0, shop, sha256(photo), sopId)).status).toBe(404)
      expect((await fileAs(1, shop, sha256(photo), sopId)).status).toBe(404)
    })

    it('the orphan sweep removes from the bucket what no record names a day on, chunks of unfinished uploads too', async () => {
      const token = await login(0, 'field', 'field123')
      const abandoned = jpegLike(5000)
      await sendChunk(0, token, abandoned, 0, abandoned.length)
      const unfinished = jpegLike(ATTACHMENT_CHUNK_BYTES + 100)
      await sendChunk(1, token, unfinished, 0, ATTACHMENT_CHUNK_BYTES)
      expect((await s3.keys()).filter((k) => k.includes(sha256(unfinished)))).toHaveLength(1)

      // What either process runs every hour, with its own store on the same bucket.
      const store = s3FileStore(s3.settings)
      expect(await sweepOrphanAttachments(db, store, Date.now() + 3600_000)).toBe(0)
      // These two and the file both devices sent above.
      expect(await sweepOrphanAttachments(db, store, Date.now() + 25 * 3600_000)).toBe(3)
      expect(await s3.keys()).toEqual(
        [photo, thumb].map((f) => `attachments/1/${sha256(f).slice(0, 2)}/${sha256(f)}`).sort(),
      )
      const token1 = await login(1, 'field', 'field123')
      expect((await fileAs(1, token1, sha256(photo), sopId)).status).toBe(200)
    })

    it('a sweep that cannot reach the bucket loses track of nothing: the next one removes the file', async () => {
      const token = await login(0, 'field', 'field123')
      const abandoned = jpegLike(3000)
      await sendChunk(1, token, abandoned, 0, abandoned.length)
      const store = s3FileStore(s3.settings)
      await s3.stopListening()
      try {
        await expect(sweepOrphanAttachments(db, store, Date.now() + 25 * 3600_000)).rejects.toThrow()
      } finally {
        await s3.listenAgain()
      }
      expect((await s3.keys()).filter((k) => k.includes(sha256(abandoned)))).toHaveLength(1)
      expect(await sweepOrphanAttachments(db, store, Date.now() + 25 * 3600_000)).toBe(1)
      expect((await s3.keys()).filter((k) => k.includes(sha256(abandoned)))).toEqual([])
      const rows = await db
        .selectFrom('attachments')
        .select('hash')
        .where('hash', '=', sha256(abandoned))
        .execute()
      expect(rows).toEqual([])
    })
  },
)
