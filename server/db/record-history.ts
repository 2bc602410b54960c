// The change history of every record (migration 0006-history): written in the transaction of the
// write it describes, read by GET /sys/getRecordHistory and by an edit conflict to say who changed a
// field since the editor's base.
import type { Kysely, Transaction } from 'kysely'
import type { HistoryAction, HistoryEntry } from '../../src/api/record-history.ts'
import { deviceLabel } from '../../src/lib/device-label.ts'
import type { AnyResource } from '../../src/resources/define-resource.ts'
import { normalised } from '../../src/resources/patch.ts'
import type { Database } from './schema.ts'

type Row = Record<string, unknown>
type Db = Transaction<Database> | Kysely<Database>

/** Who writes, from where and when: a user's call, or a server workflow acting for one. */
export interface Writer {
  comId: number
  userId: number
  now: number
  /** The device id the client sent (X-Device); '' for workflows that do not know it. */
  device?: string
  /** The Idempotency-Key of the outbox entry that made the change. */
  entryKey?: string
  /** The API call that made it (its path), for the audit log; '' for server workflows. */
  command?: string
  clientTime?: number | null
}

export type Changes = Record<string, [unknown, unknown]>

/** The declared fields whose values differ between two versions of a row (null: absent). */
export function changedFields(r: AnyResource, before: Row | null, after: Row | null): Changes {
  const out: Changes = {}
  // Read-only fields too (a balance a checkout moved): the history tells every change.
  for (const [name, field] of Object.entries(r.fields)) {
    if (name === 'id') continue
    const old = before ? normalised(field, before[name]) : null
    const now = after ? normalised(field, after[name]) : null
    if (old !== now) out[name] = [old, now]
  }
  return out
}

export async function recordChange(
  trx: Db,
  r: AnyResource,
  change: { id: string; rev: number; action: HistoryAction; changes: Changes },
  by: Writer,
): Promise<void> {
  if (change.action === 'update' && Object.keys(change.changes).length === 0) return
  await trx
    .insertInto('record_history')
    .values({
      com_id: by.comId,
      resource: r.name,
      record_id: change.id,
      rev: change.rev,
      action: change.action,
      changes: JSON.stringify(change.changes),
      user_id: by.userId,
      device: (by.device ?? '').slice(0, 100),
      entry_key: by.entryKey ?? '',
      command: (by.command ?? '').slice(0, 100),
      client_time: by.clientTime ?? null,
      server_time: by.now,
    })
    .execute()
}

/** What a history entry is made of: the stored row as `h`, its author's account as `u`. */
export const HISTORY_COLUMNS = [
  'h.rev',
  'h.action',
  'h.changes',
  'h.user_id',
  'h.device',
  'h.client_time',
  'h.server_time',
  'u.nickname',
  'u.username',
] as const

/** A record's history, oldest first; `sinceRev`: only changes after that revision. */
export async function readHistory(
  db: Db,
  r: AnyResource,
  id: string,
  comId: number,
  sinceRev = -1,
): Promise<HistoryEntry[]> {
  const rows = await db
    .selectFrom('record_history as h')
    .leftJoin('users as u', 'u.id', 'h.user_id')
    .select(HISTORY_COLUMNS)
    .where('h.com_id', '=', comId)
    .where('h.resource', '=', r.name)
    .where('h.record_id', '=', id)
    .where('h.rev', '>', sinceRev)
    .orderBy('h.rev')
    .execute()
  const devices = await deviceLabels(db, comId, [...new Set(rows.map((h) => h.device).filter(Boolean))])
  return rows.map((h) => historyEntry(h, devices))
}

/** A stored history row as the API answers it. */
export function historyEntry(
  h: {
    rev: number | string
    action: HistoryAction
    changes: string
    user_id: number
    device: string
    client_time: number | null
    server_time: number
    nickname: string | null
    username: string | null
  },
  devices: Map<string, string>,
): HistoryEntry {
  return {
    rev: Number(h.rev),
    action: h.action,
    changes: Object.entries(JSON.parse(h.changes) as Changes).map(([field, [from, to]]) => ({
      field,
      from,
      to,
    })),
    user: { id: Number(h.user_id), name: h.nickname || h.username || '' },
    device: h.device,
    deviceLabel: devices.get(h.device) ?? '',
    clientTime: h.client_time === null ? null : Number(h.client_time),
    serverTime: Number(h.server_time),
  }
}

/** Each device in words, from the user agent of its latest sign-in (the login record's user_mac). */
export async function deviceLabels(db: Db, comId: number, devices: string[]): Promise<Map<string, string>> {
  if (!devices.length) return new Map()
  // Each device's latest sign-in only, along the (com_id, visitor_id, created_at) index.
  const signIns = await db
    .selectFrom('login_records as l')
    .select(['l.visitor_id', 'l.user_mac'])
    .where('l.com_id', '=', comId)
    .where('l.visitor_id', 'in', devices)
    .where('l.created_at', '=', (eb) =>
      eb
        .selectFrom('login_records as m')
        .select((m) => m.fn.max('m.created_at').as('latest'))
        .whereRef('m.com_id', '=', 'l.com_id')
        .whereRef('m.visitor_id', '=', 'l.visitor_id'),
    )
    .execute()
  return new Map(signIns.map((r) => [r.visitor_id, deviceLabel(r.user_mac)]))
}

/** Per field, the last change after `sinceRev`: who made it and when. */
export async function lastChanges(
  db: Db,
  r: AnyResource,
  id: string,
  comId: number,
  sinceRev: number,
): Promise<Map<string, { by: { id: number; name: string }; at: number; from: unknown }>> {
  const out = new Map<string, { by: { id: number; name: string }; at: number; from: unknown }>()
  const first = new Map<string, unknown>()
  for (const h of await readHistory(db, r, id, comId, sinceRev))
    for (const c of h.changes) {
      if (!first.has(c.field)) first.set(c.field, c.from)
      out.set(c.field, { by: h.user, at: h.serverTime, from: first.get(c.field) })
    }
  return out
}
