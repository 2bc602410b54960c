// A defined command (src/data/define-command.ts) served: its path, its access rule, its payload
// parsed by its own schema and worded in the caller's language, and its shared effect run in the
// command's transaction (exactly once under its Idempotency-Key, http/command.ts) on the Kysely store.
// The route adds only what the server alone knows, before or around `shared()`; the answer holds the
// rows the effect wrote, under the command's `answer` keys (the device stores them as confirmed).
import type { Context, Hono } from 'hono'
import type { z } from 'zod/mini'
import { InvalidPayload } from '../../src/data/command-kit.ts'
import type { AnyDefinedCommand, DefinedCommand, EffectContext, Row } from '../../src/data/define-command.ts'
import { requireUser } from '../auth/require-user.ts'
import { type CommandHandler, runCommand } from '../http/command.ts'
import { kyselyStore, type ServerRun } from '../http/command-store.ts'
import type { AppEnv } from '../http/context.ts'
import { invalidField } from '../http/parse-body.ts'
import { requireAccess } from '../http/require-access.ts'
import { writerOf } from '../http/writer.ts'

/** runCommand with the command's payload versions: the handler gets the body in today's shape. */
const runVersioned = <T>(c: Context<AppEnv>, command: AnyDefinedCommand, handler: CommandHandler<T>) =>
  runCommand(c, command.kind, handler, undefined, command)

/**
 * `server` may return the answer itself (a command whose rows the server keeps in its own tables,
 * e.g. accounts); otherwise the answer is the rows the shared effect wrote, under `answer` keys.
 */
export function serveCommand<K extends string, S extends z.ZodMiniType<Row>>(
  app: Hono<AppEnv>,
  command: DefinedCommand<K, S>,
  server: (run: ServerRun<z.output<S>>) => Promise<unknown> = ({ shared }) => shared(),
  options: { path?: string } = {},
): void {
  app.post(options.path ?? command.path, requireUser, requireAccess(command.access), (c) =>
    runVersioned(c, command, async (trx, body) => {
      const lang = c.get('lang')
      const user = c.get('user')
      // The device, the outbox entry's key and the till's clock go into every row's history.
      const by = writerOf(c)
      const ctx: EffectContext = {
        actor: { id: user.id, name: user.nickname || user.username },
        time: { client: by.clientTime || by.now, server: by.now },
        lang,
      }
      const written = new Map<string, Row>()
      let answer: unknown
      try {
        const payload = command.parse(body, lang)
        answer = await server({
          c,
          trx,
          payload,
          user,
          by,
          ctx,
          shared: (additions = {}) => command.effect(kyselyStore(trx, by, additions, written), payload, ctx),
        })
      } catch (e) {
        if (e instanceof InvalidPayload) throw invalidField(lang, e.messages)
        throw e
      }
      return (
        answer ??
        Object.fromEntries(Object.entries(command.answer).map(([key, r]) => [key, written.get(r.name)]))
      )
    }),
  )
}

/**
 * Serves, as defined, every command no route has served with its own server part: a defined
 * command is served by default, and `serveCommand` is written only where the server adds something
 * (zbugs' defineMutators(mutators, overrides)). Call it once every route is mounted.
 */
export function serveTheRest(app: Hono<AppEnv>, commands: readonly AnyDefinedCommand[]): void {
  const served = new Set(app.routes.filter((r) => r.method === 'POST').map((r) => r.path))
  for (const command of commands) if (!served.has(command.path)) serveCommand(app, command)
}
