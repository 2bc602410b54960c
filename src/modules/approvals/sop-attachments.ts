// Which approvals carry files, and which of them a device keeps offline: the filer's own and those
// waiting on this user's decision (an approver on a site with no coverage opens the receipt).
import { z } from 'zod/mini'
import { type AttachmentRef, attachmentRefSchema } from '../../api/attachments.ts'
import type { AttachmentHolder } from '../../data/catalogue.ts'
import { canDecide, parseJson, type SopState } from './sop-rules.ts'
import type { SopTemplateKey } from './sop-templates.ts'

/** Templates whose form offers photos and files (the make-up punch has its own page, without). */
export const ATTACHMENT_TEMPLATES: readonly SopTemplateKey[] = [
  'expecont',
  'pcon_yushen',
  'expeproj',
  'expecost',
  'expesrm',
  'expefina',
  'expeoffice',
  'expestaff',
]

export const takesAttachments = (template: string) =>
  (ATTACHMENT_TEMPLATES as readonly string[]).includes(template)

const refList = z.array(attachmentRefSchema)

/** The files a sop row refers to (its document's attachments). */
export function sopAttachments(sop: object): AttachmentRef[] {
  const content = parseJson<{ attachments?: unknown }>((sop as { content?: unknown }).content, {})
  const parsed = refList.safeParse(content.attachments ?? [])
  return parsed.success ? parsed.data : []
}

export const sopAttachmentHolder: AttachmentHolder = {
  resource: 'sops',
  refsOf: sopAttachments,
  keepOffline: (row, uid) => {
    const sop = row as unknown as SopState
    return sop.applicant_id === uid || canDecide(sop, uid)
  },
}
