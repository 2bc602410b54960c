// A user's edit shows in the open list before its IndexedDB transaction commits. The list reads
// rows through a live query, which re-runs only after the commit (a get, a put + the outbox add,
// the commit, then a re-read of the list's window: 20–30 ms on an idle 2-core machine, more than a
// frame). So enqueue lays the edited fields over the list's rows at once, by row, and the list
// drops each layer when a read that started after its commit has come back. A write that fails
// (invalid in the mirror, storage full) takes its layer away, and the form says why.
import type { Row } from './user-db.ts'

export interface PendingFields {
  table: string
  id: string
  fields: Record<string, unknown>
}

interface Layer {
  /** A user's edit, or rows a pull is writing (the server's). */
  source: 'user' | 'server'
  fields: Record<string, unknown>
  /** `performance.now()` when the transaction committed; null while it is running. */
  committedAt: number | null
  shownAt: number
}

/**
 * A layer whose end never arrived (the tab whose worker was writing closed mid-transaction) stops
 * covering the stored row after this long; a transaction of a small write takes milliseconds.
 */
const ABANDONED_AFTER_MS = 10_000

export type TableOverlay = ReadonlyMap<string, Layer>

const EMPTY: TableOverlay = new Map()
let layers = new Map<string, Map<string, Layer>>()
const listeners = new Set<() => void>()

/** Changes some tables' layers; one new snapshot, one notice, however many rows change. */
function changed(change: (rowsOf: (table: string) => Map<string, Layer>) => void): void {
  const touched = new Map<string, Map<string, Layer>>()
  change((table) => {
    const rows = touched.get(table) ?? new Map(layers.get(table) ?? [])
    touched.set(table, rows)
    return rows
  })
  // New maps per change: React's useSyncExternalStore sees the table's overlay as a new snapshot.
  layers = new Map(layers)
  for (const [table, rows] of touched) {
    if (rows.size) layers.set(table, rows)
    else layers.delete(table)
  }
  for (const listener of listeners) listener()
}

/** Lays the fields over their rows now; the returned calls say how the transaction ended. */
export function showPending(
  shown: PendingFields[],
  source: Layer['source'] = 'user',
): { committed(): void; failed(): void } {
  const layered: { table: string; id: string; layer: Layer }[] = []
  changed((rowsOf) => {
    for (const { table, id, fields } of shown) {
      const rows = rowsOf(table)
      const held = rows.get(id)
      // A pull never writes over a row a queued edit holds, so it does not cover one being queued.
      if (source === 'server' && held?.source === 'user' && held.committedAt === null) continue
      const layer: Layer = { source, fields, committedAt: null, shownAt: performance.now() }
      rows.set(id, layer)
      layered.push({ table, id, layer })
    }
  })
  const end = (committedAt: number | null) =>
    changed((rowsOf) => {
      for (const { table, id, layer } of layered) {
        const rows = rowsOf(table)
        // A later write of the same row owns the layer now; it ends with its own transaction.
        if (rows.get(id) !== layer) continue
        if (committedAt === null) rows.delete(id)
        else rows.set(id, { ...layer, committedAt })
      }
    })
  return { committed: () => end(performance.now()), failed: () => end(null) }
}

/**
 * The layers a read holds are dropped: those committed before it started, and those whose fields it
 * already shows (the read can see a worker's commit before the message saying so arrives, and no
 * later read may come) — and abandoned ones.
 */
export function dropRead(table: string, readStartedAt: number, read: readonly Row[] = []): void {
  const rows = layers.get(table)
  if (!rows) return
  const readRows = new Map(read.map((row) => [row.id, row]))
  const holds = (id: string, l: Layer) => {
    const row = readRows.get(id)
    return row !== undefined && Object.entries(l.fields).every(([k, v]) => sameValue(row[k], v))
  }
  const held = [...rows].filter(
    ([id, l]) =>
      holds(id, l) ||
      (l.committedAt === null
        ? readStartedAt - l.shownAt > ABANDONED_AFTER_MS
        : l.committedAt <= readStartedAt),
  )
  if (!held.length) return
  changed((rowsOf) => {
    for (const [id] of held) rowsOf(table).delete(id)
  })
}

export const overlayStore = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
  of: (table: string): TableOverlay => layers.get(table) ?? EMPTY,
}

const sameValue = (a: unknown, b: unknown) =>
  a === b || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b))

/** Whether the row shows a user's edit still on its way to the device's store (marked pending). */
export const editPending = (overlay: TableOverlay, id: string) => overlay.get(id)?.source === 'user'

/** The row as the user sees it: the mirror's, with the pending fields laid over it. */
export function overlaid(row: Row, overlay: TableOverlay): Row {
  const layer = overlay.get(row.id)
  return layer ? { ...row, ...layer.fields } : row
}

/** For sign-out: no layer outlives the user who made it. */
export function clearOverlay(): void {
  layers = new Map()
  for (const listener of listeners) listener()
}
