// Attachments: what client and server agree on. A file is named by the SHA-256 of its bytes (hex);
// that name is also its upload's idempotency key, so a file is stored once however often it is sent.
import { z } from 'zod/mini'

export const ATTACHMENT_UPLOAD_PATH = '/attachments/upload'
export const ATTACHMENT_FILE_PATH = '/attachments/file'
/** Files the server lost (their stored bytes failed the hash): a device that holds one sends it again. */
export const ATTACHMENT_WANTED_PATH = '/attachments/wanted'
/** How often a device asks for that list (after a pull of records that carry files). */
export const WANTED_EVERY_MS = 10 * 60_000
/** The outbox kind of an upload; the push sends it in chunks instead of as one JSON call. */
export const ATTACHMENT_UPLOAD_KIND = 'attachments.upload'

/** Bytes per upload call: small enough for a flaky link to finish one, big enough for throughput. */
export const ATTACHMENT_CHUNK_BYTES = 512 * 1024
/** A PDF or other document is kept as it is up to this size (the server's PM3_ATTACHMENT_MAX_MB). */
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024
/** How many files one record may carry. */
export const ATTACHMENTS_PER_RECORD = 12
/** Uploaded but referenced by no record for this long: removed (an abandoned form, a failed filing). */
export const ORPHAN_AFTER_MS = 24 * 3600_000

export const SHA256_HEX = /^[0-9a-f]{64}$/

/** Types the server serves as themselves; anything else goes out as a download of bytes. */
export const INLINE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'] as const

/** A record's reference to a file, kept in the record (a sop's content.attachments). */
export const attachmentRefSchema = z.object({
  hash: z.string().check(z.regex(SHA256_HEX)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  type: z.string().check(z.maxLength(100)),
  size: z.number().check(z.int(), z.gte(1), z.lte(ATTACHMENT_MAX_BYTES)),
  /** The device-made thumbnail (a small JPEG), uploaded as a file of its own; absent for documents. */
  thumb: z.optional(z.string().check(z.regex(SHA256_HEX))),
})
export type AttachmentRef = z.infer<typeof attachmentRefSchema>

/** What the server holds of an upload: bytes received so far, and whether the file is whole. */
export interface UploadState {
  received: number
  complete: boolean
}

/** Headers of an upload chunk (the body is the bytes). */
export const UPLOAD_HEADERS = {
  offset: 'X-Upload-Offset',
  size: 'X-Upload-Size',
  type: 'X-Upload-Type',
} as const
