// Every module's code that acts on data, listed apart from the manifests (manifests.ts): its workflow
// commands (beyond each resource's generic save and remove) and its attachment holders. They carry
// Dexie transactions, zod checks and the till's pricing, which the route tree, the router and the
// login page never need: the manifests ride in the first script, these load with the catalogue
// (registry.ts) in the signed-in shell, the workers and the service worker. Adding a command or a
// holder is one line in its module's list below.
import type { AttachmentHolder } from '../data/catalogue.ts'
import type { Command } from '../data/command-kit.ts'
import { outboxCommand } from '../data/dexie-command-store.ts'
import { approvalCommands } from './approvals/approvals.commands.ts'
import { sopAttachmentHolder } from './approvals/sop-attachments.ts'
import { confirmBudgetOutput } from './cost/cost.commands.ts'
import { cardSale } from './shop/card-sale.command.ts'
import { memberRequestCommands } from './shop/member-requests.commands.ts'
import { refund } from './shop/refund.command.ts'
import { shiftCommands } from './shop/shift.commands.ts'
import { cashCheckout, memberCheckout, memberTopUp } from './shop/shop.commands.ts'
import { systemCommands } from './system/system.commands.ts'

const shop = [
  cashCheckout,
  memberCheckout,
  memberTopUp,
  cardSale,
  refund,
  ...shiftCommands,
  ...memberRequestCommands,
].map(outboxCommand)
const cost = [confirmBudgetOutput].map(outboxCommand)

export const workflowCommands: readonly Command[] = [
  ...shop,
  ...approvalCommands,
  ...cost,
  ...systemCommands.map(outboxCommand),
]

export const attachmentHolders: readonly AttachmentHolder[] = [sopAttachmentHolder]
