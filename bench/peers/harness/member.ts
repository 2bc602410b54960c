// The row every peer stores: a shop member exactly as PM3's server sends it (bench/member-row.ts),
// with the bookkeeping columns of every synced table.
import type { ResourceRowMeta } from '../../../server/db/schema.ts'
import { type MemberFields, memberFields } from '../../member-row.ts'

/** Pick makes the interface a mapped type, which (unlike an interface) passes as a JSON record. */
export type Member = MemberFields & Pick<ResourceRowMeta, keyof ResourceRowMeta>

/** Fixed at the epoch of the run's data, so every peer stores the same bytes. */
const STAMP = 1_764_000_000_000

export const member = (i: number): Member => ({
  id: `M${String(i).padStart(9, '0')}`,
  com_id: 1,
  rev: i + 1,
  updated_at: STAMP,
  created_at: STAMP,
  updated_by: 0,
  deleted: 0,
  ...memberFields(i, '1'),
})

/** The columns in a fixed order, for the SQL peers' schemas and inserts. */
export const MEMBER_COLUMNS = Object.keys(member(0)) as (keyof Member)[]
export const NUMBER_COLUMNS = new Set(MEMBER_COLUMNS.filter((c) => typeof member(0)[c] === 'number'))
