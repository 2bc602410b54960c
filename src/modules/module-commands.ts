// Every module's defined commands (src/data/define-command.ts), in one list that both sides read: the
// app queues them through the outbox (module-behaviour.ts) and the server serves each of them, as
// defined unless a route adds what only the server knows (server/routes/serve-command.ts). Adding a
// command is one line in its module's list below.
import type { AnyDefinedCommand } from '../data/define-command.ts'
import { approvalCommands } from './approvals/approvals.commands.ts'
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
]

export const definedCommands: readonly AnyDefinedCommand[] = [
  ...shop,
  ...approvalCommands,
  confirmBudgetOutput,
  ...systemCommands,
]
