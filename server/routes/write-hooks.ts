// What resources' saves and removes do besides their rows (price history, card issue, settlements,
// role codes, routing guards, flow checks) come from several domain files. They are combined here
// as a list: two sets for one resource both run, in the order listed, never one replacing the other
// as an object spread did.
import type { WriteHooks } from './resource-routes.ts'

type HookSet = Record<string, WriteHooks>

/** Runs each present hook in turn with the same arguments. */
function inTurn<A extends unknown[]>(hooks: (((...args: A) => Promise<void>) | undefined)[]) {
  const present = hooks.filter((h): h is (...args: A) => Promise<void> => h !== undefined)
  if (present.length === 0) return undefined
  return async (...args: A) => {
    for (const hook of present) await hook(...args)
  }
}

export function combineWriteHooks(sets: HookSet[]): HookSet {
  const byResource = new Map<string, WriteHooks[]>()
  for (const set of sets)
    for (const [resource, hooks] of Object.entries(set))
      byResource.set(resource, [...(byResource.get(resource) ?? []), hooks])
  return Object.fromEntries(
    [...byResource].map(([resource, list]) => {
      const saved = inTurn(list.map((h) => h.saved))
      const removed = inTurn(list.map((h) => h.removed))
      return [resource, { ...(saved && { saved }), ...(removed && { removed }) }]
    }),
  )
}
