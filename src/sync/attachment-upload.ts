// Sends one upload entry: asks the server how much of the file it has, then sends the rest in
// chunks, each at its offset. A cut connection, a closed tab or a restart resumes from what the
// server holds; a chunk sent twice is written once. The server checks the whole file against its
// hash before any record may refer to it.
import {
  ATTACHMENT_CHUNK_BYTES,
  ATTACHMENT_UPLOAD_PATH,
  UPLOAD_HEADERS,
  type UploadState,
} from '../api/attachments.ts'
import { Code } from '../api/codes.ts'
import { ApiError, type HttpClient } from '../api/http-client.ts'
import type { UploadPayload } from '../data/attachment-upload-command.ts'
import type { OutboxEntry } from '../data/outbox-types.ts'
import type { UserDb } from '../data/user-db.ts'
import { attachmentUploadWords } from './attachment-upload.text.ts'

const GONE = attachmentUploadWords.GONE

export async function sendUpload(
  api: HttpClient,
  db: UserDb,
  entry: OutboxEntry,
): Promise<{ data?: unknown; error?: unknown }> {
  const p = entry.payload as unknown as UploadPayload
  const path = `${ATTACHMENT_UPLOAD_PATH}/${p.hash}`
  try {
    const row = await db.attachments.get(p.hash)
    if (!row?.blob) return { error: new ApiError(Code.unprocessable, GONE[api.language()], 'business') }
    const blob = row.blob
    let state = (await api.get<UploadState>(path)).data ?? { received: 0, complete: false }
    let stalled = 0
    while (!state.complete) {
      const from = state.received
      const next = (
        await api.request<UploadState>('POST', path, {
          raw: blob.slice(from, from + ATTACHMENT_CHUNK_BYTES),
          headers: {
            // Marks the call as a write (fault injection, logs); the server's key is the hash.
            'Idempotency-Key': `${p.hash}:${from}`,
            'X-Entry-Owner': String(entry.audit.uid),
            [UPLOAD_HEADERS.offset]: String(from),
            [UPLOAD_HEADERS.size]: String(p.size),
            [UPLOAD_HEADERS.type]: p.type,
          },
        })
      ).data ?? { received: from, complete: false }
      // Another sender moved the file meanwhile, or lost it: go on from where the server is, but do
      // not spin if it keeps answering the same offset.
      stalled = next.received <= from && !next.complete ? stalled + 1 : 0
      if (stalled > 2) return { error: new ApiError(0, 'upload does not advance', 'network') }
      state = next
      await db.attachments.update(p.hash, { sent: state.received })
    }
    await db.attachments.update(p.hash, { state: 'uploaded', sent: p.size })
    return { data: state }
  } catch (error) {
    return { error }
  }
}
