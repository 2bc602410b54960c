// What resources' saves and removes do besides their rows (price history, card issue, settlements,
// role codes, routing guards, flow checks) come from several domain files. They are combined here
// as a list: two sets for one resource both run, in the order listed, never one replacing the other
// as an object spread did.

import type { Expression, SqlBool, Transaction } from 'kysely'
import type { Language } from '../../src/api/error-catalogue.ts'
import type { Database } from './schema.ts'
import type { UserRow } from './user-row.ts'

type Row = Record<string, unknown>

/** Which rows of a resource a user may read (null: all of the company's); e.g. only their own sops. */
export type RowScope = (user: UserRow) => Expression<SqlBool> | null

/** A write of a record: its id, who wrote it and when. */
export interface WriteEvent {
  id: string
  user: UserRow
  now: number
}

/** What a resource's save or remove does besides its row, in the same transaction (e.g. price history). */
export interface WriteHooks {
  saved?: (
    trx: Transaction<Database>,
    w: WriteEvent & { before: Row | undefined; lang: Language; grant: string | undefined },
  ) => Promise<void>
  removed?: (trx: Transaction<Database>, w: WriteEvent) => Promise<void>
}

type HookSet = Record<string, WriteHooks>

/** Runs each present hook in turn with the same arguments. */
function inTurn<A extends unknown[]>(hooks: (((...args: A) => Promise<void>) | undefined)[]) {
  const present = hooks.filter((h): h is (...args: A) => Promise<void> => h !== undefined)
  if (present.length === 0) return undefined
  return async (...args: A) => {
    for (const hook of present) await hook(...args)
  }
}

/**
 * One resource's hooks from every set, in the order listed. A hook listed twice for one resource (a
 * set registered twice) would run twice in one save: that is a mistake of the list, refused at start.
 */
export function combineWriteHooks(sets: HookSet[]): HookSet {
  const byResource = new Map<string, WriteHooks[]>()
  for (const set of sets)
    for (const [resource, hooks] of Object.entries(set)) {
      const listed = byResource.get(resource) ?? []
      for (const kind of ['saved', 'removed'] as const)
        if (hooks[kind] && listed.some((h) => h[kind] === hooks[kind]))
          throw new Error(`write hooks: the ${kind} hook of ${resource} is listed twice`)
      byResource.set(resource, [...listed, hooks])
    }
  return Object.fromEntries(
    [...byResource].map(([resource, list]) => {
      const saved = inTurn(list.map((h) => h.saved))
      const removed = inTurn(list.map((h) => h.removed))
      return [resource, { ...(saved && { saved }), ...(removed && { removed }) }]
    }),
  )
}
