// The company-wide audit log: every change of every record (the record history each write adds in
// its own transaction), newest first, filtered by list, user, record, action and time. Read only:
// no route deletes or edits it, so the people it records cannot shorten it.
import type { Kysely } from 'kysely'
import type { AuditEntry, AuditQuery } from '../../src/api/audit-log.ts'
import { deviceLabels, historyEntry } from '../db/record-history.ts'
import type { Database } from '../db/schema.ts'

export const AUDIT_PAGE_MAX = 500

export async function readAuditLog(
  db: Kysely<Database>,
  comId: number,
  q: AuditQuery,
  /** The lists the reader may see; changes of others are left out. */
  lists: readonly string[],
): Promise<{ rows: AuditEntry[]; total: number }> {
  if (!lists.length) return { rows: [], total: 0 }
  let where = db.selectFrom('record_history as h').where('h.com_id', '=', comId).where('h.resource', 'in', lists)
  if (q.resource) where = where.where('h.resource', '=', q.resource)
  if (q.userId !== undefined) where = where.where('h.user_id', '=', q.userId)
  if (q.recordId) where = where.where('h.record_id', '=', q.recordId)
  if (q.action) where = where.where('h.action', '=', q.action)
  if (q.from !== undefined) where = where.where('h.server_time', '>=', q.from)
  if (q.to !== undefined) where = where.where('h.server_time', '<', q.to)
  const limit = Math.min(Math.max(q.limit ?? 50, 1), AUDIT_PAGE_MAX)
  const page = Math.max(q.page ?? 1, 1)
  const counted = await where.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
  const rows = await where
    .leftJoin('users as u', 'u.id', 'h.user_id')
    .select([
      'h.id',
      'h.resource',
      'h.record_id',
      'h.command',
      'h.rev',
      'h.action',
      'h.changes',
      'h.user_id',
      'h.device',
      'h.client_time',
      'h.server_time',
      'u.nickname',
      'u.username',
    ])
    .orderBy('h.id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute()
  const devices = await deviceLabels(db, comId, [...new Set(rows.map((h) => h.device).filter(Boolean))])
  return {
    rows: rows.map((h) => ({
      ...historyEntry(h, devices),
      seq: Number(h.id),
      resource: h.resource,
      recordId: h.record_id,
      command: h.command,
    })),
    total: Number(counted?.n ?? 0),
  }
}
