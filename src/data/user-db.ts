// One Dexie database per company and user on this device (`pm3:{COM_ID}:{uid}`): a mirror table
// per resource, the outbox, syncState and meta. DOM-free: the page, the sync worker and the service
// worker all open it.
import { Dexie, type Table } from 'dexie'
import { resources } from '../modules/registry.ts'
import type { AnyResource } from '../resources/define-resource.ts'
import type { AttachmentRow } from './attachment-row.ts'
import type { MetaRow, OutboxEntry, SyncStateRow } from './outbox-types.ts'

/**
 * Bump when a declaration's indexes change. Dexie upgrades in place: tables and indexes are added or
 * changed, and the outbox is never dropped (a test opens an old version with entries and upgrades it).
 */
export const DB_VERSION = 6

export type Row = Record<string, unknown> & { id: string; updated_at: number }

export function userDbName(comId: number, uid: number): string {
  return `pm3:${comId}:${uid}`
}

export function storesFor(list: readonly AnyResource[]): Record<string, string> {
  const stores: Record<string, string> = {
    outbox: 'id, state, *targets',
    syncState: 'resource',
    meta: 'key',
    // Attached files by content hash (version 4): the bytes, upload progress, and what may be evicted.
    attachments: 'hash, state, lastUsed',
  }
  for (const r of list) stores[r.name] = ['id', 'updated_at', ...r.indexes].join(', ')
  return stores
}

export class UserDb extends Dexie {
  outbox!: Table<OutboxEntry, string>
  syncState!: Table<SyncStateRow, string>
  meta!: Table<MetaRow, string>
  attachments!: Table<AttachmentRow, string>

  constructor(name: string, list: readonly AnyResource[] = resources) {
    super(name)
    this.version(DB_VERSION).stores(storesFor(list))
  }

  rows(resource: { name: string }): Table<Row, string> {
    return this.table(resource.name)
  }
}
