// The three answers to an edit conflict (DESIGN: Edits), for the sync panel and the record's form.
// Nothing resolves itself: the failed entry keeps both sides until the user picks one of these.
import { type AnyResource, removeKind, saveKind } from '../resources/define-resource.ts'
import { type EditConflict, type FieldChange, isPatch, sameValue } from '../resources/patch.ts'
import { bumpCount } from './command-kit.ts'
import type { OutboxEntry } from './outbox-types.ts'
import type { Row, UserDb } from './user-db.ts'

type Values = Record<string, unknown>
type Write = (kind: string, payload: Values, options: { replaces?: string }) => Promise<unknown>

export function conflictResource(
  resources: readonly AnyResource[],
  entry: OutboxEntry,
): AnyResource | undefined {
  return resources.find((r) => saveKind(r) === entry.kind || removeKind(r) === entry.kind)
}

/** The values the user wanted, per field: a patch's new values, or a whole record's fields. */
export function yoursOf(entry: OutboxEntry): Values {
  const p = entry.payload
  if (isPatch(p)) return Object.fromEntries(Object.entries(p.patch).map(([k, c]) => [k, c.to]))
  const { id: _id, ...rest } = p
  return rest
}

/**
 * Keep mine: the same change again as a new entry on the server's current row, so it names what
 * the user now overrides. For a remove: delete anyway (without a base).
 */
export async function keepMine(
  resources: readonly AnyResource[],
  write: Write,
  entry: OutboxEntry,
  conflict: EditConflict,
): Promise<void> {
  const r = conflictResource(resources, entry)
  if (!r) return
  if (conflict.kind === 'remove') {
    await write(removeKind(r), { id: conflict.id }, { replaces: entry.id })
    return
  }
  const current = conflict.current ?? {}
  const patch: Record<string, FieldChange> = {}
  for (const [name, to] of Object.entries(yoursOf(entry))) {
    const field = r.fields[name]
    if (field && !field.readOnly && !sameValue(field, current[name], to))
      patch[name] = { from: current[name], to }
  }
  await write(saveKind(r), { id: conflict.id, base_rev: conflict.rev, patch }, { replaces: entry.id })
}

/** Take theirs: mine is dropped, and the mirror holds the server's row at once. */
export async function takeTheirs(db: UserDb, entry: OutboxEntry, conflict: EditConflict): Promise<void> {
  const r = conflictResource(db.catalogue.resources, entry)
  await db.transaction('rw', [db.outbox, db.syncState, ...(r ? [db.rows(r)] : [])], async () => {
    await db.outbox.delete(entry.id)
    if (!r || !conflict.current) return
    const had = await db.rows(r).get(conflict.id)
    await db.rows(r).put({ ...(conflict.current as Row), id: conflict.id })
    if (!had) await bumpCount(db, r.name, 1)
  })
}

/** Edit: the form opens on the server's row with the user's values over it, based on that row. */
export function editStart(entry: OutboxEntry, conflict: EditConflict): { record: Values; base: Values } {
  const base = { ...(conflict.current ?? {}), id: conflict.id, rev: conflict.rev }
  return { record: { ...base, ...yoursOf(entry) }, base }
}
