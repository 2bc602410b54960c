// One Dexie database per company and user on this device (`pm3:{COM_ID}:{uid}`): a mirror table
// per resource, the outbox, syncState and meta. DOM-free: the page, the sync worker and the service
// worker all open it.
import { Dexie, type Table } from 'dexie'
import type { AnyResource } from '../resources/define-resource.ts'
import { mirrorIndexes } from '../resources/mirror-indexes.ts'
import type { AttachmentRow } from './attachment-row.ts'
import type { Catalogue } from './catalogue.ts'
import type { Command } from './command-kit.ts'
import { commandRegistry } from './commands.ts'
import type { MetaRow, OutboxEntry, SyncStateRow } from './outbox-types.ts'

/**
 * Bump when a declaration's indexes change. Dexie upgrades in place: tables and indexes are added or
 * changed, and the outbox is never dropped (a test opens an old version with entries and upgrades it).
 */
export const DB_VERSION = 9

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
  for (const r of list) stores[r.name] = ['id', 'updated_at', ...mirrorIndexes(r)].join(', ')
  return stores
}

export class UserDb extends Dexie {
  outbox!: Table<OutboxEntry, string>
  syncState!: Table<SyncStateRow, string>
  meta!: Table<MetaRow, string>
  attachments!: Table<AttachmentRow, string>

  /** What this database mirrors and which commands write it (given by the composing code). */
  readonly catalogue: Catalogue
  private readonly commands: Map<string, Command>

  constructor(name: string, catalogue: Catalogue) {
    super(name)
    this.catalogue = catalogue
    this.commands = commandRegistry(catalogue)
    this.version(DB_VERSION).stores(storesFor(catalogue.resources))
  }

  /** The command an outbox entry of this kind runs (its optimistic effect and its call). */
  commandFor(kind: string): Command {
    const c = this.commands.get(kind)
    if (!c) throw new Error(`unknown command kind ${kind}`)
    return c
  }

  rows(resource: { name: string }): Table<Row, string> {
    return this.table(resource.name)
  }
}
