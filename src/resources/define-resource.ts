// A resource is declared once (STYLE.md); row type, validation, Dexie store, pull, server table and
// calls, list and form all derive from the declaration. Pure data: no React, no DOM.
import type { MenuTitleField, SiteSwitch } from '../auth/site-info.ts'
import type { Field, ValueOf } from './fields.ts'
import { checkRuleFields, type RecordRule } from './record-rules.ts'
import type { Text } from './text.ts'

export type Fields = Record<string, Field> & { id: Extract<Field, { kind: 'id' }> }

export interface ResourceDeclaration<F extends Fields> {
  /** Dexie table, server table (res_<name>) and the command kinds `<name>.save` / `<name>.remove`. */
  name: string
  title: Text
  /** save/remove are absent for lists only the server writes (orders, ledgers). */
  api: { list: string; save?: string; remove?: string }
  /** Site switch and access code that show the menu and that the server enforces; no code: the switch alone. */
  access: { switch: SiteSwitch; code?: number; menuTitle?: MenuTitleField }
  /** Stricter access for save/remove than for reading (e.g. flows: everyone reads, admins edit). */
  writeAccess?: { switch: SiteSwitch; code?: number }
  /** Stricter still for remove (e.g. members: cashiers issue cards, only the shop manager deletes). */
  removeAccess?: { switch: SiteSwitch; code?: number }
  route: string
  /** Remix Icon of its menu item and tab (without `ri-`). */
  icon?: string
  fields: F
  /** Extra Dexie indexes (id and updated_at are always indexed). */
  indexes: (keyof F & string)[]
  list: {
    columns: (keyof F & string)[]
    search: (keyof F & string)[]
    sort: keyof F & string
    /** Newest first, for logs. */
    desc?: boolean
  }
  /**
   * What names one record to a user (a delete confirmation, a selected row): a member by name; a
   * ledger entry by several fields read side by side (date, counterparty, amount). Absent: derived
   * (src/resources/record-name.ts).
   */
  recordTitle?: (keyof F & string) | (keyof F & string)[]
  /**
   * What must hold between fields of one record, e.g. `[notMoreThan('received', 'amount'),
   * notBefore('delivery_date', 'signed_date')]` (src/resources/record-rules.ts).
   */
  rules?: RecordRule<keyof F & string>[]
  /** Form rows, each a list of fields side by side. */
  form: (keyof F & string)[][]
  /**
   * The server answers this list (and its writes) from its own tables and routes, not from a derived
   * res_<name> table (e.g. user accounts, whose passwords never leave the server).
   */
  customServer?: boolean
  /**
   * What a device keeps of this list (absent: all of it). A list that grows with the company's
   * history (orders, ledgers, approvals) is mirrored only for its recent days; older rows are read
   * online, page by page, and never stored (src/resources/sync-window.ts).
   */
  syncWindow?: SyncWindow<keyof F & string>
  /**
   * The natural keys: fields that each name one record in a sheet being imported (a staff file by its
   * mobile or 工号): a row whose value one of them holds updates that record instead of adding a
   * second. The `unique` fields are keys too, after these. An imported sheet's ID column (PM3's own
   * export has one) matches first.
   */
  matchBy?: (keyof F & string)[]
}

export interface SyncWindow<K extends string = string> {
  /** How many days back, from now, a device keeps. */
  days: number
  /** The row's time: an ISO instant (text) or ms (int). Must be one of the resource's indexes. */
  time: K
  /** Rows of the device user's shop only, where the user has one (their staff file's shop). */
  shop?: K
  /** Rows kept whatever their age while this field holds one of these values (open approvals). */
  open?: { field: K; values: string[] }
}

/** What every mirrored row carries besides its declared fields. */
export interface RowMeta {
  /** Server time of the last change, ms. */
  updated_at: number
}

export type RowOf<F extends Fields> = { [K in keyof F]: ValueOf<F[K]> } & RowMeta

export interface Resource<F extends Fields = Fields> extends ResourceDeclaration<F> {
  /** Phantom: `typeof staff.row` is the row type. */
  readonly row: RowOf<F>
}

/** Any resource, as the generic engine, the server and the sync code see it. */
export type AnyResource = ResourceDeclaration<Fields>

export function defineResource<F extends Fields>(decl: ResourceDeclaration<F>): Resource<F> {
  const named = [decl.recordTitle ?? []].flat()
  for (const key of [
    ...decl.indexes,
    ...decl.list.columns,
    ...decl.list.search,
    ...decl.form.flat(),
    ...named,
  ]) {
    if (!(key in decl.fields)) throw new Error(`resource ${decl.name}: unknown field ${key}`)
  }
  for (const rule of decl.rules ?? []) checkRuleFields(decl.name, rule, decl.fields)
  for (const [name, field] of Object.entries(decl.fields))
    if (field.kind === 'ref' && field.within && !(field.within in decl.fields))
      throw new Error(`resource ${decl.name}: ${name} is within unknown field ${field.within}`)
  const w = decl.syncWindow
  if (w && !decl.indexes.includes(w.time as keyof F & string))
    throw new Error(`resource ${decl.name}: the sync window's time ${w.time} must be indexed`)
  return { ...decl, row: undefined as unknown as RowOf<F> }
}

/** The generic write commands every resource has. */
export function saveKind(r: { name: string }): string {
  return `${r.name}.save`
}
export function removeKind(r: { name: string }): string {
  return `${r.name}.remove`
}
