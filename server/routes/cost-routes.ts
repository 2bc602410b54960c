// The cost module's commands served: 确认 of a budget output runs its shared effect as defined.
import { Hono } from 'hono'
import { confirmBudgetOutput } from '../../src/modules/cost/cost.commands.ts'
import type { AppEnv } from '../http/context.ts'
import { serveCommand } from './serve-command.ts'

export function costRoutes() {
  const app = new Hono<AppEnv>()
  serveCommand(app, confirmBudgetOutput)
  return app
}
