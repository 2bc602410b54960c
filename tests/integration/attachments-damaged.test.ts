// A stored attachment damaged behind the server's back (truncated to nothing, as a power cut leaves
// an unsynced file, or zeroed, as a failing disk does) is caught when it is served or asked about,
// reported in the log and on the admin's task page, and taken again from a device that still holds
// the bytes. Local disk and an S3-compatible bucket (tests/helpers/s3-server.ts) alike.
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { relativeKey } from '../../server/attachments/file-store.ts'
import { s3FileStore } from '../../server/attachments/s3-file-store.ts'
import {
  ATTACHMENT_FILE_PATH,
  ATTACHMENT_UPLOAD_PATH,
  ATTACHMENT_WANTED_PATH,
} from '../../src/api/attachments.ts'
import { attachFiles } from '../../src/data/attachments.ts'
import { enqueue, newId } from '../../src/data/enqueue.ts'
import type { PreparedFile } from '../../src/data/prepare-file.ts'
import { actAs } from '../helpers/approvals.ts'
import { startS3Server, type TestS3 } from '../helpers/s3-server.ts'
import { signedInClient } from '../helpers/sync-client.ts'
import { bearer, call, login, startTestServer, type TestServer } from '../helpers/test-server.ts'

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

const photoBytes = () => {
  const bytes = randomBytes(300_000)
  bytes.set([0xff, 0xd8, 0xff, 0xe0], 0)
  return new Uint8Array(bytes)
}

const prepared = (name: string, bytes: Uint8Array): PreparedFile => ({
  name,
  type: 'image/jpeg',
  blob: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }),
  hash: sha256(bytes),
})

describe.each(['local disk', 'S3 bucket'] as const)('a damaged attachment on %s', (where) => {
  let server: TestServer
  let s3: TestS3 | null = null
  const logged: string[] = []
  beforeAll(async () => {
    if (where === 'S3 bucket') s3 = await startS3Server()
    server = await startTestServer({
      log: (line) => logged.push(line),
      ...(s3 ? { fileStore: s3FileStore(s3.settings) } : {}),
    })
  }, 60_000)
  afterAll(async () => {
    await server?.stop()
    await s3?.stop()
  })

  /** Damages the stored file where the server keeps it, without the server's knowledge. */
  async function damage(hash: string, bytes: Uint8Array) {
    if (s3) {
      const client = new S3Client({ ...s3.settings })
      const Key = `${s3.settings.prefix}/${relativeKey(1, hash)}`
      const zeroed = new Uint8Array(bytes.length)
      await client.send(new PutObjectCommand({ Bucket: s3.settings.bucket, Key, Body: zeroed }))
      client.destroy()
    } else {
      fs.truncateSync(path.join(server.config.dataDir, 'attachments', relativeKey(1, hash)), 0)
    }
  }

  /** Files a sop with these files from the device and pushes until nothing is queued. */
  async function fileSop(client: Awaited<ReturnType<typeof signedInClient>>, files: PreparedFile[]) {
    const id = newId()
    const refs = await attachFiles(client.db, client.ctx, files)
    await enqueue(client.db, client.ctx, 'sops.submit', {
      id,
      template: 'expefina',
      title: '报销（票据照片）',
      project_id: '',
      project_name: '',
      amount: 56_00,
      content: { subject: '差旅费', reason: '出租车' },
      attachments: refs,
    })
    let now = Date.now()
    for (let round = 0; round < 20 && (await client.db.outbox.count()) > 0; round++) {
      await client.push(() => now)
      now += 6 * 60_000
    }
    const left = await client.db.outbox.toArray()
    expect(left.map((e) => `${e.kind} ${e.state} ${e.error?.message ?? ''}`)).toEqual([])
    return id
  }

  it('is refused when served, reported, asked for again, and taken again from the device that holds it', async () => {
    const bytes = photoBytes()
    const photo = prepared('发票.jpg', bytes)
    const device = await signedInClient(server, 'field', 'field123', { timeoutMs: 5000 })
    const first = await fileSop(device, [photo])
    const token = await login(server, 'field', 'field123')
    const fileUrl = (sop: string) =>
      `${server.api}${ATTACHMENT_FILE_PATH}/${photo.hash}?resource=sops&record=${sop}`
    expect((await fetch(fileUrl(first), { headers: bearer(token) })).status).toBe(200)

    await damage(photo.hash, bytes)

    // Served: refused with a reason in the reader's language, never the damaged bytes.
    for (const [lang, text] of [
      ['zh', '已损坏'],
      ['en', 'damaged on the server'],
    ] as const) {
      const res = await fetch(fileUrl(first), { headers: { ...bearer(token), 'accept-language': lang } })
      expect(res.status).toBe(404)
      expect(((await res.json()) as { msg: string }).msg).toContain(text)
    }
    expect(logged.filter((l) => l.includes(photo.hash) && l.includes('failed its hash check'))).toHaveLength(
      1,
    )
    // The upload is no longer complete: a device that holds the bytes is asked for all of them.
    const state = await call(server, 'GET', `${ATTACHMENT_UPLOAD_PATH}/${photo.hash}`, {
      headers: bearer(token),
    })
    expect(state.body.data).toEqual({ received: 0, complete: false })

    // The admin sees it on the scheduled tasks page.
    const admin = await actAs(server, 'admin', 'admin123', 'en')
    const run = await admin.post<{ ok: boolean; result: string }>('/site/runTask', {
      task: 'damagedAttachments',
    })
    expect(run.body.data).toMatchObject({ ok: true })
    expect(JSON.parse(run.body.data.result)).toEqual({ damaged: 1 })

    // The device still holds the bytes; attaching the same photo to a new sop sends them again.
    const second = await fileSop(device, [photo])
    for (const sop of [first, second]) {
      const res = await fetch(fileUrl(sop), { headers: bearer(token) })
      expect(res.status).toBe(200)
      expect(sha256(new Uint8Array(await res.arrayBuffer()))).toBe(photo.hash)
    }
    const rerun = await admin.post<{ result: string }>('/site/runTask', { task: 'damagedAttachments' })
    expect(JSON.parse(rerun.body.data.result)).toEqual({ damaged: 0 })
  })

  it('a device that never had the file is asked for all its bytes, and its upload makes the file whole again', async () => {
    const bytes = photoBytes()
    const photo = prepared('现场.jpg', bytes)
    const first = await signedInClient(server, 'field', 'field123', { timeoutMs: 5000 })
    await fileSop(first, [photo])
    await damage(photo.hash, bytes)
    // Another device (a fresh database: it never held the file) with the same photo.
    const other = await signedInClient(server, 'field', 'field123', { timeoutMs: 5000 })
    const token = await login(server, 'field', 'field123')
    const before = await call(server, 'GET', `${ATTACHMENT_UPLOAD_PATH}/${photo.hash}`, {
      headers: bearer(token),
    })
    expect(before.body.data).toEqual({ received: 0, complete: false })
    await fileSop(other, [photo])
    const row = await server.db
      .selectFrom('attachments')
      .selectAll()
      .where('hash', '=', photo.hash)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ complete: 1, received: bytes.length, damaged_at: null })
    const after = await call(server, 'GET', `${ATTACHMENT_UPLOAD_PATH}/${photo.hash}`, {
      headers: bearer(token),
    })
    expect(after.body.data).toEqual({ received: bytes.length, complete: true })
  })

  it('a device that holds the file but attaches nothing new sends it again after its next pull', async () => {
    const bytes = photoBytes()
    const photo = prepared('合同扫描.jpg', bytes)
    const device = await signedInClient(server, 'field', 'field123', { timeoutMs: 5000 })
    const sop = await fileSop(device, [photo])
    await damage(photo.hash, bytes)
    const token = await login(server, 'field', 'field123')
    const url = `${server.api}${ATTACHMENT_FILE_PATH}/${photo.hash}?resource=sops&record=${sop}`
    // Someone opens it: the server finds it damaged.
    expect((await fetch(url, { headers: bearer(token) })).status).toBe(404)
    const wanted = await call<{ hashes: string[] }>(server, 'GET', ATTACHMENT_WANTED_PATH, {
      headers: bearer(token),
    })
    expect(wanted.body.data.hashes).toContain(photo.hash)

    // The device's next pull of the sops asks what the server wants, and its engine sends it.
    await device.engine.pull()
    const row = () =>
      server.db.selectFrom('attachments').selectAll().where('hash', '=', photo.hash).executeTakeFirstOrThrow()
    for (let i = 0; i < 200 && (await row()).complete !== 1; i++) await new Promise((r) => setTimeout(r, 50))
    expect(await row()).toMatchObject({ complete: 1, damaged_at: null })
    const res = await fetch(url, { headers: bearer(token) })
    expect(res.status).toBe(200)
    expect(sha256(new Uint8Array(await res.arrayBuffer()))).toBe(photo.hash)
    expect((await device.db.attachments.get(photo.hash))?.state).toBe('uploaded')
  })
})
