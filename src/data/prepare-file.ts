// Page side of attaching: the picked file goes to the attachment worker to be compressed (photos)
// and hashed; a file over the cap is refused with a message, before anything is stored.
import * as Comlink from 'comlink'
import { ATTACHMENT_MAX_BYTES } from '../api/attachments.ts'
import type { Language } from '../api/error-catalogue.ts'
import type { AttachmentWorkerApi, PreparedAttachment } from '../lib/prepare-attachment.ts'
import { InvalidPayload } from './command-kit.ts'

const TOO_LARGE = {
  zh: (name: string, mb: number) => `「${name}」超过${mb}MB，无法附加`,
  en: (name: string, mb: number) => `"${name}" is larger than ${mb} MB and cannot be attached`,
}

let worker: Comlink.Remote<AttachmentWorkerApi> | null = null
function attachmentWorker(): Comlink.Remote<AttachmentWorkerApi> {
  worker ??= Comlink.wrap<AttachmentWorkerApi>(
    new Worker(new URL('../../workers/attachment.worker.ts', import.meta.url), { type: 'module' }),
  )
  return worker
}

/** Compresses (photos) and hashes a picked file in the attachment worker. */
export type PreparedFile = PreparedAttachment & { name: string }

export async function prepareFile(file: File, lang: Language): Promise<PreparedFile> {
  if (file.size > ATTACHMENT_MAX_BYTES && !file.type.startsWith('image/'))
    throw new InvalidPayload([TOO_LARGE[lang](file.name, ATTACHMENT_MAX_BYTES / 1048576)])
  const start = performance.now()
  const prepared = await attachmentWorker().prepareAttachment(file)
  // User Timing for bench/attachments.ts: decode, scale, encode and hash in the worker.
  performance.measure('pm3:attachment-prepare', {
    start,
    end: performance.now(),
    detail: { bytesIn: file.size, bytesOut: prepared.blob.size },
  })
  if (prepared.blob.size > ATTACHMENT_MAX_BYTES)
    throw new InvalidPayload([TOO_LARGE[lang](file.name, ATTACHMENT_MAX_BYTES / 1048576)])
  // A compressed photo is a JPEG now: its name says so.
  const name =
    prepared.type === 'image/jpeg' && file.type !== 'image/jpeg'
      ? `${file.name.replace(/\.[^.]*$/, '')}.jpg`
      : file.name
  return { ...prepared, name }
}
