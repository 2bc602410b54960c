// The sync window of a resource (its declaration's `syncWindow`): which rows a device keeps. The
// server applies it when a pull asks (`window=1`) and answers where the window began
// (`window_from`, ms); the device drops what has aged out by the same rule. Pure: the server and the
// sync worker both use it.
import type { AnyResource, SyncWindow } from './define-resource.ts'

const DAY_MS = 86_400_000

/** The first instant inside the window, ms. */
export function windowStart(w: SyncWindow, now: number): number {
  return now - w.days * DAY_MS
}

/** The window's start as the time field stores it: ms for an int field, an ISO instant for text. */
export function timeBound(r: AnyResource, from: number): number | string {
  const field = r.fields[r.syncWindow!.time]
  return field?.kind === 'int' ? from : new Date(from).toISOString()
}

/** Whether a row's time is before the window's start. An unreadable time counts as inside (kept). */
function olderThan(value: unknown, from: number): boolean {
  const ms = typeof value === 'number' ? value : Date.parse(String(value ?? ''))
  return Number.isFinite(ms) && ms < from
}

/**
 * Whether a mirrored row has left the window that began at `from`: older than that and not open.
 * (A row's shop never changes, so the device never needs to judge the shop.)
 */
export function leftWindow(w: SyncWindow, row: Record<string, unknown>, from: number): boolean {
  if (!olderThan(row[w.time], from)) return false
  return !w.open?.values.includes(String(row[w.open.field] ?? ''))
}

/**
 * The server's indexes for a windowed resource: the pull's (the company, the shop where the window
 * has one, the time) and the older rows' list (the company and the time, newest first).
 */
export function windowIndexes(r: AnyResource): Record<string, string[]> {
  const w = r.syncWindow
  if (!w) return {}
  return { window: ['com_id', ...(w.shop ? [w.shop] : []), w.time], time: ['com_id', w.time] }
}
