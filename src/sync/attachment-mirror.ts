// Which files this device holds. After a pull, the leader fetches the files of the records it must
// open offline (its user's own, approvals waiting on its user) and marks the rest evictable; under
// storage pressure evictable bytes go, least recently opened first, and come back on demand.
import { ATTACHMENT_FILE_PATH, type AttachmentRef } from '../api/attachments.ts'
import type { HttpClient } from '../api/http-client.ts'
import type { AttachmentRow } from '../data/attachment-row.ts'
import type { Row, UserDb } from '../data/user-db.ts'

/** Evict when the origin uses more than this share of its quota. */
export const PRESSURE_SHARE = 0.8

const filesOf = (ref: AttachmentRef) => [
  ...(ref.thumb ? [{ hash: ref.thumb, name: `thumb-${ref.name}`, type: 'image/jpeg', size: 0 }] : []),
  { hash: ref.hash, name: ref.name, type: ref.type, size: ref.size, thumb: ref.thumb },
]

/** Fetches one file of a record into the device's store (on demand, or for offline use). */
export async function fetchAttachment(
  db: UserDb,
  api: HttpClient,
  file: { hash: string; name: string; type: string; size: number; thumb?: string },
  record: { resource: string; id: string },
  keep: 0 | 1,
  now = Date.now(),
): Promise<void> {
  const have = await db.attachments.get(file.hash)
  if (have?.blob) {
    await db.attachments.update(file.hash, { lastUsed: now, ...(keep ? { keep } : {}) })
    return
  }
  const blob = await api.getBlob(`${ATTACHMENT_FILE_PATH}/${file.hash}`, {
    resource: record.resource,
    record: record.id,
  })
  const row: AttachmentRow = {
    hash: file.hash,
    name: file.name,
    type: file.type,
    size: blob.size,
    ...(file.thumb ? { thumb: file.thumb } : {}),
    blob,
    state: have?.state ?? 'mirrored',
    sent: have?.sent ?? blob.size,
    keep: have?.keep === 1 ? 1 : keep,
    lastUsed: now,
  }
  await db.attachments.put(row)
}

/** Brings the files this device needs offline; marks the others evictable. One failure skips one file. */
export async function mirrorAttachments(db: UserDb, api: HttpClient, uid: number): Promise<void> {
  const needed = new Set<string>()
  for (const holder of db.catalogue.attachmentHolders) {
    const rows = (await db.table(holder.resource).toArray()) as Row[]
    for (const row of rows) {
      const refs = holder.refsOf(row)
      if (refs.length === 0) continue
      // Rows this device filed but the server has not confirmed: their files are queued here.
      if (!holder.keepOffline(row, uid)) continue
      for (const ref of refs)
        for (const file of filesOf(ref)) {
          needed.add(file.hash)
          try {
            await fetchAttachment(db, api, file, { resource: holder.resource, id: row.id }, 1)
          } catch {
            // Offline or refused: the page fetches it on demand, or the next pull tries again.
          }
        }
    }
  }
  await db.attachments
    .filter((a) => a.keep === 1 && a.state !== 'queued' && !needed.has(a.hash))
    .modify({ keep: 0 })
  await evictUnderPressure(db)
}

/** Drops the bytes of evictable files, oldest opened first, while storage is under pressure. */
export async function evictUnderPressure(
  db: UserDb,
  estimate: () => Promise<{ usage?: number; quota?: number }> = () =>
    navigator.storage?.estimate?.() ?? Promise.resolve({}),
): Promise<number> {
  const { usage = 0, quota = 0 } = await estimate()
  if (!quota || usage / quota <= PRESSURE_SHARE) return 0
  let over = usage - quota * PRESSURE_SHARE
  let evicted = 0
  const candidates = await db.attachments
    .orderBy('lastUsed')
    .filter((a) => a.keep === 0 && !!a.blob)
    .toArray()
  for (const a of candidates) {
    if (over <= 0) break
    // Never a file whose upload is still queued: it exists nowhere else.
    if (a.state === 'queued') continue
    await db.attachments.update(a.hash, { blob: undefined })
    over -= a.size
    evicted++
  }
  return evicted
}
