// defineCommand: a workflow write (checkout, top-up, an approval step …) declared ONCE for the device
// and the server — its kind, its call path, its payload schema, its access rule, and its effect.
//
// The effect is written against `CommandStore`, a three-call storage interface. The device runs it in
// the enqueue transaction on Dexie (src/data/dexie-command-store.ts: the optimistic change, with
// before-images for undo); the server runs the very same effect in its Kysely transaction
// (server/routes/serve-command.ts), wrapped by what only the server knows (balances, the price list,
// who holds a step) — the way Rocicorp's zbugs server runs the client's mutators inside its own.
//
// Adding a command (e.g. a refund):
//   export const refund = defineCommand({
//     kind: 'shop.refund', path: '/dian/saveRefund', access: orders.access,
//     schema: () => refundSchema, answer: { order: orders },
//     async effect(store, p) { await store.insert(orders, {...}) },
//   })
// then list it in the module's command array (registry) and on the server:
//   serveCommand(app, refund, async ({ trx, payload, shared }) => { …server checks…; await shared() })
// Pages write it typed: `writeCommand(refund, payload)`. Kind, path and body are the wire format the
// outbox stores on devices: never rename a shipped kind or path.
//
// Changing a shipped command's payload (a field added that the schema requires, renamed, re-typed):
// devices may hold entries of the old shape for as long as they stay offline, so bump its version
// and say, in ONE line beside `schema`, how an old payload becomes a new one:
//     version: 2, upcasters: { 1: (p) => ({ ...p, shift_id: p.shift_id ?? '' }) },
// Upcasters are pure, keyed by the version they take FROM, and run on the server before the schema
// check (and on the device for what the sync panel shows). A third shape adds `2: (p) => …` and
// `version: 3`. An upcaster may be dropped once no device can still hold its version (the offline
// window, docs: releases); entries of a dropped version are then refused with a clear reason, never
// dropped. Record a release fixture after the change (npm run record-release-fixture).
import type { z } from 'zod/mini'
import type { Language } from '../api/error-catalogue.ts'
import type { SiteSwitch } from '../auth/site-info.ts'
import type { AnyResource } from '../resources/define-resource.ts'
import { type Labels, labelled, messagesOf } from '../resources/issue-messages.ts'
import { type Actor, InvalidPayload } from './command-kit.ts'
import { checkPayloadVersions, type PayloadVersions, upcastPayload } from './payload-versions.ts'

export type Row = Record<string, unknown>

/** What an effect may do: read a row of a declared resource, add one, change one, remove one. */
export interface CommandStore {
  get(resource: AnyResource, id: string): Promise<Row | undefined>
  /** The first live row whose indexed field holds this value (e.g. an account by its user name). */
  findBy(resource: AnyResource, field: string, value: string): Promise<Row | undefined>
  insert(resource: AnyResource, row: Row): Promise<void>
  update(resource: AnyResource, id: string, changes: Row): Promise<void>
  /** Gone from the lists: off the device's mirror, marked deleted on the server (history kept). */
  remove(resource: AnyResource, id: string): Promise<void>
  /** Merges a patch into the company's site info (module switches, menu titles, website details). */
  patchSiteInfo(patch: Row): Promise<void>
}

/** Who acts and when: on the device from its stored user info, on the server from the session. */
export interface EffectContext {
  actor: Actor
  /** The device's time of the action, and the server's (0 on the device: not known yet). */
  time: { client: number; server: number }
  lang: Language
}

export interface CommandDefinition<K extends string, S extends z.ZodMiniType<Row>> extends PayloadVersions {
  kind: K
  path: string
  /** Site switch and access code the server demands (the resource's own). */
  access: { switch: SiteSwitch; code?: number }
  /** The payload's schema; a function of the language when its messages are worded in the schema. */
  schema: (lang: Language) => S
  /** Field labels for problems the schema did not word itself. */
  labels?: Labels
  /** How a refused payload is said; default: each issue's message, worded from `labels`. */
  problems?: (error: z.core.$ZodError, input: unknown, lang: Language) => string[]
  /** Resources the effect writes (the device's transaction scope). */
  writes: readonly AnyResource[]
  /** The server's answer: key → resource of the row it holds. The device stores them as confirmed. */
  answer: Readonly<Record<string, AnyResource>>
  /**
   * Where the device stores an answer that is not rows under `answer` keys (a whole account, the
   * site info); the server's route then returns that answer itself.
   */
  confirmed?(data: unknown): { table: string; row: Row }[]
  effect(store: CommandStore, payload: z.output<S>, ctx: EffectContext): Promise<void>
  /** What a rejected entry may become instead, offered in the sync panel (e.g. charge as cash). */
  fallback?: {
    label: { zh: string; en: string }
    to(payload: z.output<S>): { kind: string; payload: Row }
  }
  /** The entry in words its user knows (the sync panel), e.g. "补卡 11-20 09:00 上班"; may read rows. */
  describe?(payload: z.output<S>, lang: Language, store: Pick<CommandStore, 'get'>): Promise<string> | string
}

export type DefinedCommand<
  K extends string = string,
  S extends z.ZodMiniType<Row> = z.ZodMiniType<Row>,
> = Readonly<CommandDefinition<K, S>> & {
  /** Validates a payload in the user's language; throws InvalidPayload with every problem. */
  parse(payload: unknown, lang: Language): z.output<S>
  /** A payload queued under version `from`, in today's shape; throws PayloadVersionUnknown. */
  upcast(payload: Row, from: number): Row
}

/** Any defined command, whatever its payload (for lists of commands). */
// biome-ignore lint/suspicious/noExplicitAny: a list of commands of different payloads (variance only)
export type AnyDefinedCommand = DefinedCommand<string, any>

export type PayloadOf<C> = C extends DefinedCommand<string, infer S> ? z.input<S> : never

export function defineCommand<K extends string, S extends z.ZodMiniType<Row>>(
  def: CommandDefinition<K, S>,
): DefinedCommand<K, S> {
  checkPayloadVersions(def.kind, def)
  return {
    ...def,
    upcast: (payload, from) => upcastPayload(def.kind, def, payload, from),
    parse(payload, lang) {
      const parsed = def.schema(lang).safeParse(payload, labelled(def.labels ?? {}, lang))
      if (parsed.success) return parsed.data
      throw new InvalidPayload((def.problems ?? messagesOf)(parsed.error, payload, lang))
    },
  }
}

export const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v)
