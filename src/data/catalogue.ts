// What the data and sync layers work on, handed to them by whoever composes the app (the page's
// src/app, the workers, the service worker, the server, a test): every resource, every workflow
// command and the records that hold attachments. data/ and sync/ never import the modules that
// declare them (tools/check-deps.mjs), so a module can change without touching the engine.
import type { AttachmentRef } from '../api/attachments.ts'
import type { AnyResource } from '../resources/define-resource.ts'
import type { Command } from './command-kit.ts'

/** How a resource's rows name their files and which of them this device keeps offline. */
export interface AttachmentHolder {
  resource: string
  refsOf(row: Record<string, unknown>): AttachmentRef[]
  keepOffline(row: Record<string, unknown>, uid: number): boolean
}

export interface Catalogue {
  resources: readonly AnyResource[]
  /** Workflow commands beyond each resource's save and remove. */
  commands: readonly Command[]
  attachmentHolders: readonly AttachmentHolder[]
}
