// Where the form opens to correct a refused record save ("fix and retry"): the values the user wanted,
// based on what they started from, so the resend is still a patch on that base.

import type { OutboxEntry } from '../data/outbox-types.ts'
import type { UserDb } from '../data/user-db.ts'
import type { AnyResource } from '../resources/define-resource.ts'
import { isPatch } from '../resources/patch.ts'

type Values = Record<string, unknown>

export interface FormStart {
  resource: AnyResource
  record: Values
  /** The row the edit is based on; absent: the record itself (or none for a whole-record save). */
  base?: Values
  replaces: string
}

export async function fixStart(db: UserDb, r: AnyResource, entry: OutboxEntry): Promise<FormStart> {
  const p = entry.payload
  if (!isPatch(p)) return { resource: r, record: p, replaces: entry.id }
  const row = (await db.rows(r).get(p.id)) ?? { id: p.id }
  const from = Object.fromEntries(Object.entries(p.patch).map(([k, c]) => [k, c.from]))
  const to = Object.fromEntries(Object.entries(p.patch).map(([k, c]) => [k, c.to]))
  return {
    resource: r,
    record: { ...row, ...to },
    base: { ...row, ...from, rev: p.base_rev },
    replaces: entry.id,
  }
}
