// Files the server lost (a power cut, a failing disk: their stored bytes failed the hash) come back
// from the devices that still hold them. After a pull of records that carry files the leader asks,
// at most every WANTED_EVERY_MS, which files the server wants, and queues an upload for each one it
// holds; the resumable upload then sends every byte, since the server answers "nothing received".
import { ATTACHMENT_UPLOAD_KIND, ATTACHMENT_WANTED_PATH, WANTED_EVERY_MS } from '../api/attachments.ts'
import type { HttpClient } from '../api/http-client.ts'
import type { UploadPayload } from '../data/attachment-upload-command.ts'
import { type EnqueueContext, enqueue } from '../data/enqueue.ts'
import type { UserDb } from '../data/user-db.ts'

const askedAt = new Map<string, number>()

/** Queues an upload of each wanted file this device holds; answers how many. */
export async function resendWanted(db: UserDb, api: HttpClient, ctx: EnqueueContext): Promise<number> {
  const now = (ctx.now ?? Date.now)()
  if (now - (askedAt.get(db.name) ?? Number.NEGATIVE_INFINITY) < WANTED_EVERY_MS) return 0
  askedAt.set(db.name, now)
  const wanted = (await api.get<{ hashes: string[] }>(ATTACHMENT_WANTED_PATH)).data?.hashes ?? []
  let queued = 0
  for (const hash of wanted)
    await db.transaction('rw', [db.outbox, db.attachments], async () => {
      const row = await db.attachments.get(hash)
      // Not here, or its upload is queued already.
      if (!row?.blob || row.state === 'queued') return
      // Queued: the sync panel shows its progress, and storage pressure does not evict its bytes.
      await db.attachments.update(hash, { state: 'queued', sent: 0 })
      const payload: UploadPayload = { hash, size: row.size, type: row.type, name: row.name }
      await enqueue(db, ctx, ATTACHMENT_UPLOAD_KIND, { ...payload })
      queued++
    })
  return queued
}
