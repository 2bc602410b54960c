// Every module's code that acts on data, listed apart from the manifests (manifests.ts): its workflow
// commands (beyond each resource's generic save and remove) and its attachment holders. They carry
// Dexie transactions, zod checks and the till's pricing, which the route tree, the router and the
// login page never need: the manifests ride in the first script, these load with the catalogue
// (registry.ts) in the signed-in shell, the workers and the service worker. The commands are listed
// once, in module-commands.ts; a holder is one line below.
import type { AttachmentHolder } from '../data/catalogue.ts'
import type { Command } from '../data/command-kit.ts'
import { outboxCommand } from '../data/dexie-command-store.ts'
import { sopAttachmentHolder } from './approvals/sop-attachments.ts'
import { definedCommands } from './module-commands.ts'

/** The outbox's side of every defined command (module-commands.ts lists them). */
export const workflowCommands: readonly Command[] = definedCommands.map(outboxCommand)

export const attachmentHolders: readonly AttachmentHolder[] = [sopAttachmentHolder]
