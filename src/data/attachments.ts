// Attaching files: each file (and its thumbnail) is stored on the device by content hash and gets
// its own upload entry in the outbox, queued before the record that refers to it, so the record
// never reaches the server ahead of its files. A file already here (picked twice, or fetched from
// the server) is stored once; its upload entry costs one status call when the server has it whole,
// and sends the bytes again when the server lost them (a damaged disk): the hash is the upload's key.
import { ATTACHMENT_UPLOAD_KIND, type AttachmentRef } from '../api/attachments.ts'
import type { PreparedAttachment } from '../lib/prepare-attachment.ts'
import type { AttachmentRow } from './attachment-row.ts'
import type { UploadPayload } from './attachment-upload-command.ts'
import { type EnqueueContext, enqueue } from './enqueue.ts'
import type { UserDb } from './user-db.ts'

export function refOf(p: PreparedAttachment & { name: string }): AttachmentRef {
  return {
    hash: p.hash,
    name: p.name.slice(0, 200) || 'file',
    type: p.type,
    size: p.blob.size,
    ...(p.thumb ? { thumb: p.thumb.hash } : {}),
  }
}

/** Stores the bytes and queues one upload per file not already here, in one transaction. */
async function storeOne(
  db: UserDb,
  ctx: EnqueueContext,
  file: { hash: string; name: string; type: string; blob: Blob; thumb?: string },
): Promise<void> {
  const now = (ctx.now ?? Date.now)()
  const have = await db.attachments.get(file.hash)
  const payload: UploadPayload = { hash: file.hash, size: file.blob.size, type: file.type, name: file.name }
  if (have?.blob) {
    await db.attachments.update(file.hash, { keep: 1, lastUsed: now })
    // Queued already: that entry sends it. Else the server is asked again, so a record never waits
    // on a file the server no longer holds while the bytes sit here.
    if (have.state !== 'queued') await enqueue(db, ctx, ATTACHMENT_UPLOAD_KIND, { ...payload })
    return
  }
  const row: AttachmentRow = {
    hash: file.hash,
    name: file.name,
    type: file.type,
    size: file.blob.size,
    ...(file.thumb ? { thumb: file.thumb } : {}),
    blob: file.blob,
    state: have ? have.state : 'queued',
    sent: have ? have.sent : 0,
    keep: 1,
    lastUsed: now,
  }
  await db.attachments.put(row)
  // Known to the server already (fetched before, then evicted): the bytes are back, nothing to send.
  if (have) return
  await enqueue(db, ctx, ATTACHMENT_UPLOAD_KIND, { ...payload })
}

/** The files to attach, stored and queued for upload; their refs go into the record. */
export async function attachFiles(
  db: UserDb,
  ctx: EnqueueContext,
  files: (PreparedAttachment & { name: string })[],
): Promise<AttachmentRef[]> {
  await db.transaction('rw', [db.outbox, db.attachments], async () => {
    for (const f of files) {
      if (f.thumb)
        await storeOne(db, ctx, {
          hash: f.thumb.hash,
          name: `thumb-${f.name}`,
          type: f.thumb.type,
          blob: f.thumb.blob,
        })
      await storeOne(db, ctx, {
        hash: f.hash,
        name: f.name,
        type: f.type,
        blob: f.blob,
        thumb: f.thumb?.hash,
      })
    }
  })
  return files.map(refOf)
}
