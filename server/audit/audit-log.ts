// The company-wide audit log: every change of every record (the record history each write adds in
// its own transaction), newest first, filtered by list, user, record, action and time. Read only:
// no route deletes or edits it, so the people it records cannot shorten it.
import type { Expression, Kysely, SqlBool } from 'kysely'
import type { AuditEntry, AuditQuery } from '../../src/api/audit-log.ts'
import type { Language } from '../../src/api/error-catalogue.ts'
import type { AnyResource } from '../../src/resources/define-resource.ts'
import { displayValue } from '../../src/resources/field-text.ts'
import { recordName } from '../../src/resources/record-name.ts'
import { inLanguage } from '../../src/resources/text.ts'
import { deviceLabels, HISTORY_COLUMNS, historyEntry } from '../db/record-history.ts'
import { untyped } from '../db/resource-rows.ts'
import { tableName } from '../db/resource-tables.ts'
import type { Database } from '../db/schema.ts'

export const AUDIT_PAGE_MAX = 500

export async function readAuditLog(
  db: Kysely<Database>,
  comId: number,
  q: AuditQuery,
  /** The lists the reader may see; changes of others are left out. */
  readable: readonly AnyResource[],
  lang: Language,
  /** The rows of a list the reader may see, where the list says (a request's applicant, approvers…). */
  scopeOf: (r: AnyResource) => Expression<SqlBool> | null = () => null,
): Promise<{ rows: AuditEntry[]; total: number }> {
  if (!readable.length) return { rows: [], total: 0 }
  const byName = new Map(readable.map((r) => [r.name, r]))
  const scoped = readable.flatMap((r) => {
    const scope = scopeOf(r)
    return scope ? [{ r, scope }] : []
  })
  const open = readable.filter((r) => !scoped.some((x) => x.r === r)).map((r) => r.name)
  // A scoped list's changes show only for the records the reader may see there (deleted ones too;
  // a purged record's changes, whose row is gone, are left out).
  let where = db
    .selectFrom('record_history as h')
    .where('h.com_id', '=', comId)
    .where((eb) =>
      eb.or([
        ...(open.length ? [eb('h.resource', 'in', open)] : []),
        ...scoped.map(({ r, scope }) =>
          eb.and([
            eb('h.resource', '=', r.name),
            eb(
              'h.record_id',
              'in',
              untyped(db)
                .selectFrom(tableName(r))
                .select('id')
                .where('com_id', '=', comId)
                .where(scope) as never,
            ),
          ]),
        ),
      ]),
    )
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
    .select([...HISTORY_COLUMNS, 'h.id', 'h.resource', 'h.record_id', 'h.command'])
    .orderBy('h.id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute()
  const devices = await deviceLabels(db, comId, [...new Set(rows.map((h) => h.device).filter(Boolean))])
  return {
    rows: rows.map((h) => {
      const entry = historyEntry(h, devices)
      const r = byName.get(h.resource)!
      const noRef = () => undefined
      const shown = entry.changes.flatMap((c) => {
        const field = r.fields[c.field]
        if (!field) return []
        const from = displayValue(field, c.from, lang, noRef)
        const to = displayValue(field, c.to, lang, noRef)
        return from === to ? [] : [{ label: inLanguage(field.label, lang), from, to }]
      })
      const values = Object.fromEntries(entry.changes.map((c) => [c.field, c.to ?? c.from]))
      return {
        ...entry,
        seq: Number(h.id),
        resource: h.resource,
        recordId: h.record_id,
        command: h.command,
        listTitle: inLanguage(r.title, lang),
        recordName: recordName(r, values, lang),
        shown,
      }
    }),
    total: Number(counted?.n ?? 0),
  }
}
