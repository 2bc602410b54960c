// The attachment worker: compresses photos and hashes files off the page's thread (src/lib).
import * as Comlink from 'comlink'
import { type AttachmentWorkerApi, prepareAttachment } from '../src/lib/prepare-attachment.ts'

const api: AttachmentWorkerApi = { prepareAttachment }

Comlink.expose(api, self)
