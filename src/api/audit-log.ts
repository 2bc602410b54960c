// The company's audit log and recycle bin as the server answers them (server/audit/). Read online,
// on demand, by the sync worker, like a record's history: the whole company's past is not mirrored.
import type { HistoryEntry } from './record-history.ts'

export const AUDIT_LOG_PATH = '/sys/auditLog'
export const RECYCLE_BIN_PATH = '/sys/recycleBin'
export const RESTORE_RECORD_PATH = '/sys/restoreRecord'
export const PURGE_RECORD_PATH = '/sys/purgeRecord'

/** One change of any record of the company. */
export interface AuditEntry extends HistoryEntry {
  /** The change's own number in the log (newest is largest). */
  seq: number
  resource: string
  recordId: string
  /** The API call that made it ('' for server workflows). */
  command: string
  /** The list's title, in the caller's language. */
  listTitle: string
  /** The record as its list names it, from the change's own values. */
  recordName: string
  /** Each change in words: the field's label and its values as the list shows them (empty: none). */
  shown: { label: string; from: string; to: string }[]
}

/** A list the reader may filter the log by. */
export interface AuditList {
  name: string
  title: string
}

export interface AuditQuery {
  resource?: string
  userId?: number
  recordId?: string
  action?: HistoryEntry['action']
  /** Server time, ms, inclusive. */
  from?: number
  /** Server time, ms, exclusive. */
  to?: number
  page?: number
  limit?: number
}

/** A deleted record waiting in the recycle bin. */
export interface DeletedRecord {
  resource: string
  /** The list's title in the caller's language. */
  listTitle: string
  id: string
  /** The record named as its list names it (its recordTitle). */
  name: string
  deletedAt: number
  deletedBy: { id: number; name: string }
  /** When the retention task purges it unless it is restored. */
  purgeAt: number
}

/** One page of the audit log, with the lists its reader may filter by. */
export interface AuditPage {
  rows: AuditEntry[]
  total: number
  lists: AuditList[]
}

/** The query as the server reads it (GET parameters). */
export function auditQueryParams(q: AuditQuery): Record<string, string | number | undefined> {
  return {
    resource: q.resource || undefined,
    action: q.action || undefined,
    user: q.userId,
    record: q.recordId || undefined,
    from: q.from,
    to: q.to,
    page: q.page,
    limit: q.limit,
  }
}
