// A defined command (src/data/define-command.ts) served: its path, its access rule, its payload
// parsed by its own schema and worded in the caller's language, and its shared effect run in the
// command's transaction (exactly once under its Idempotency-Key, http/command.ts) on the Kysely store.
// The route adds only what the server alone knows, before or around `shared()`; the answer holds the
// rows the effect wrote, under the command's `answer` keys (the device stores them as confirmed).
import type { Context, Hono } from 'hono'
import type { Transaction } from 'kysely'
import type { z } from 'zod/mini'
import { InvalidPayload } from '../../src/data/command-kit.ts'
import type {
  AnyDefinedCommand,
  CommandStore,
  DefinedCommand,
  EffectContext,
  Row,
} from '../../src/data/define-command.ts'
import type { Writer } from '../db/record-history.ts'
import { findRow, findRowBy, insertRow, updateRow } from '../db/resource-rows.ts'
import type { Database } from '../db/schema.ts'
import { patchSiteInfo } from '../db/site-info.ts'
import { type CommandHandler, runCommand } from './command.ts'
import type { AppEnv, UserRow } from './context.ts'
import { invalidField } from './parse-body.ts'
import { requireAccess } from './require-access.ts'
import { requireUser } from './require-user.ts'
import { writerOf } from './writer.ts'

/** Columns only the server fills, by resource name, added to the rows the shared effect writes. */
export type Additions = Partial<Record<string, object>>

export interface ServerRun<P> {
  c: Context<AppEnv>
  trx: Transaction<Database>
  payload: P
  user: UserRow
  by: Writer
  ctx: EffectContext
  /** Runs the command's shared effect here, in this transaction. */
  shared(additions?: Additions): Promise<void>
}

/** The server's store: rows of the caller's company; reads lock the row until commit (PostgreSQL). */
export function kyselyStore(
  trx: Transaction<Database>,
  by: Writer,
  additions: Additions = {},
  written: Map<string, Row> = new Map(),
): CommandStore {
  return {
    get: (r, id) => findRow(trx, r, id, by.comId, { forUpdate: true }),
    findBy: (r, field, value) => findRowBy(trx, r, field, value, by.comId),
    async insert(r, row) {
      written.set(r.name, await insertRow(trx, r, { ...row, ...additions[r.name] }, by))
    },
    async update(r, id, changes) {
      written.set(r.name, await updateRow(trx, r, id, { ...changes, ...additions[r.name] }, by))
    },
    // Not in the answer: a removed row sent back would be put back into the device's mirror.
    async remove(r, id) {
      await updateRow(trx, r, id, { deleted: 1 }, by)
    },
    patchSiteInfo: (patch) => patchSiteInfo(trx, by, patch),
  }
}

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
