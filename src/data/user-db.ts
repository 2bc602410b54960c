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
import { versionOf } from './payload-versions.ts'

/**
 * Bump when the stores change (a table or an index added, changed or dropped). Dexie upgrades in
 * place from any earlier version: tables and indexes are added or changed, rows and the outbox kept.
 * Forgetting is caught: tests/integration/dexie-schema-history.test.ts compares today's stores with
 * the snapshot of this version (tests/fixtures/dexie-schemas/v{N}.json) and opens a database of every
 * shipped version under today's code. After a bump, `npm run record-release-fixture` writes the new
 * snapshot. (9: the indexes 4ba0ac0 dropped under version 8; 10: the tills table, and staff sortable by entry date;
 * 11: the till's technicians list and the approvals' colleagues list; 12: the approvals' stand-ins.)
 */
export const DB_VERSION = 12

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

  /**
   * A queued entry's payload in today's shape (what the sync panel describes, retries or turns into
   * its fallback): entries keep the body they were sent with, which an older release may have shaped.
   */
  payloadNow(entry: Pick<OutboxEntry, 'kind' | 'payload' | 'version'>): Record<string, unknown> {
    const command = this.commandFor(entry.kind)
    return command.upcast ? command.upcast(entry.payload, versionOf(entry)) : entry.payload
  }

  rows(resource: { name: string }): Table<Row, string> {
    return this.table(resource.name)
  }
}
