// A file on this device, by content hash: its bytes (absent once evicted or before it is fetched),
// where its upload stands, and whether the device must keep it offline.
import type { AttachmentRef } from '../api/attachments.ts'

/** queued: made here, upload pending · uploaded: made here, the server has it · mirrored: fetched */
export type AttachmentState = 'queued' | 'uploaded' | 'mirrored'

export interface AttachmentRow extends Omit<AttachmentRef, 'thumb'> {
  thumb?: string
  state: AttachmentState
  /** Absent: not on this device (evicted, or not fetched yet); fetched again on demand. */
  blob?: Blob
  /** Bytes the server has confirmed, for the sync panel's progress. */
  sent: number
  /** 1: needed offline (its own, or on an approval waiting for this user): never evicted. */
  keep: 0 | 1
  lastUsed: number
}
