// The outbox kind of a file upload. A leaf module: the command registry (also in the workers) reads it.
import { ATTACHMENT_UPLOAD_KIND, ATTACHMENT_UPLOAD_PATH } from '../api/attachments.ts'
import type { Command } from './command-kit.ts'

/** The upload entry: no optimistic effect on any list; the push sends its bytes in chunks. */
export const uploadAttachment: Command = {
  kind: ATTACHMENT_UPLOAD_KIND,
  path: ATTACHMENT_UPLOAD_PATH,
  tables: ['attachments'],
  async apply() {
    return []
  },
}

export interface UploadPayload {
  hash: string
  size: number
  type: string
  name: string
}
