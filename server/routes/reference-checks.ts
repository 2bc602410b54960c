// Records that hold together: a row others still name through a declared ref field (a department
// with staff, a card type with members) is not removed; the refusal carries each referring list
// with its count and route. A member still holding a balance is not removed either. Checked inside
// the remove's transaction, so a reference written concurrently cannot slip past on PostgreSQL
// (the removed row is held FOR UPDATE and a new reference is checked against it on save).
// A save's references agree with each other where the declaration bounds one by another (`within`:
// a receipt's contract belongs to its project), so a crafted call or a stale form cannot mix them.
import type { Kysely, Transaction } from 'kysely'
import { Code } from '../../src/api/codes.ts'
import type { Language } from '../../src/api/error-catalogue.ts'
import { formatFen } from '../../src/lib/money-format.ts'
import { resources } from '../../src/modules/registry.ts'
import type { AnyResource } from '../../src/resources/define-resource.ts'
import {
  agreeingReferences,
  disagreeingMessage,
  type ReferenceCount,
  referencedMessage,
  referencesTo,
} from '../../src/resources/references.ts'
import { untyped } from '../db/resource-rows.ts'
import { tableName } from '../db/resource-tables.ts'
import type { Database } from '../db/schema.ts'
import { ApiFailure } from '../http/envelope.ts'
import { invalidField } from '../http/parse-body.ts'
import { valuesOf } from './dictionary-values.ts'

type Raw = Kysely<Record<string, Record<string, unknown>>>

/** Lists answered from their own tables (user accounts) have no res_ table to count in. */
const counted = resources.filter((r) => !r.customServer)

export async function referenceCounts(
  trx: Transaction<Database>,
  r: AnyResource,
  id: string,
  comId: number,
): Promise<ReferenceCount[]> {
  const db = trx as unknown as Raw
  const out: ReferenceCount[] = []
  for (const ref of referencesTo(counted, r.name)) {
    const row = await db
      .selectFrom(tableName(ref.from))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('com_id', '=', comId)
      .where('deleted', '=', 0)
      .where(ref.field, '=', id)
      .executeTakeFirst()
    const count = Number(row?.n ?? 0)
    if (count > 0)
      out.push({
        resource: ref.from.name,
        field: ref.field,
        title: ref.from.title,
        route: ref.from.route,
        count,
      })
  }
  return out
}

/** Money a row still holds that must be settled before it goes (a member's stored-value balance). */
const HELD_MONEY: Record<string, { field: string; zh: string; en: string }> = {
  members: {
    field: 'balance',
    zh: '该会员仍有余额 {n}，请先退款或清零后再删除',
    en: 'This member still holds a balance of {n}: refund it first',
  },
}

export async function refuseRemovalIfHeld(
  trx: Transaction<Database>,
  r: AnyResource,
  stored: Record<string, unknown>,
  comId: number,
  lang: Language,
): Promise<void> {
  const held = HELD_MONEY[r.name]
  const fen = held ? Number(stored[held.field] ?? 0) : 0
  if (held && fen > 0)
    throw new ApiFailure(Code.badRequest, 'invalidField', {
      message: (lang === 'en' ? held.en : held.zh).replace('{n}', formatFen(fen)),
    })
  const counts = await referenceCounts(trx, r, String(stored.id), comId)
  if (counts.length > 0)
    throw new ApiFailure(
      Code.badRequest,
      'invalidField',
      { message: referencedMessage(counts, lang) },
      { references: counts.map(({ resource, field, route, count }) => ({ resource, field, route, count })) },
    )
}

/** The company's live row of a list by id, or undefined. */
async function liveRow(trx: Transaction<Database>, name: string, id: unknown, comId: number) {
  const target = resources.find((x) => x.name === name)
  if (!target || target.customServer || id === undefined || id === null || id === '') return undefined
  const row = await untyped(trx)
    .selectFrom(tableName(target))
    .selectAll()
    .where('com_id', '=', comId)
    .where('id', '=', String(id))
    .where('deleted', '=', 0)
    .executeTakeFirst()
  return row ? { row, display: (f: string) => String(row[f] ?? '') } : undefined
}

/**
 * Refuses a save whose bounded reference points outside its bound (城南's contract on a 滨江 receipt).
 * Only what the save changes is checked, so an old record that already disagrees stays editable; a
 * target that is not there is left to checkReferences, which says so. The record as it stood is read
 * here, before the save; the check runs when the returned function is called, after the save and its
 * guards (a file's post moved without the routing right is refused as that, 403, not as a mismatch).
 */
export async function disagreeingReferencesCheck(
  trx: Transaction<Database>,
  r: AnyResource,
  body: unknown,
  comId: number,
  lang: Language,
): Promise<() => Promise<void>> {
  const bounded = agreeingReferences(r)
  if (bounded.length === 0) return async () => {}
  const values = valuesOf(body)
  const id = (body as { id?: unknown } | null)?.id
  const before =
    (typeof id === 'string' &&
      (await untyped(trx)
        .selectFrom(tableName(r))
        .selectAll()
        .where('com_id', '=', comId)
        .where('id', '=', id)
        .executeTakeFirst())) ||
    {}
  const merged = { ...before, ...values }
  return async () => {
    const problems: string[] = []
    for (const ref of bounded) {
      const changed = [ref.field, ref.within].some(
        (k) => k in values && String(values[k] ?? '') !== String(before[k] ?? ''),
      )
      if (!changed) continue
      const chosen = await liveRow(trx, ref.to, merged[ref.field], comId)
      if (!chosen) continue
      const scope = String(merged[ref.within] ?? '')
      if (String(chosen.row[ref.within] ?? '') === scope) continue
      const scopeField = r.fields[ref.within]
      const scopeRow =
        scopeField?.kind === 'ref' ? await liveRow(trx, scopeField.resource, scope, comId) : undefined
      problems.push(
        disagreeingMessage(
          r,
          ref,
          {
            chosen: chosen.display(ref.display),
            scope: scopeField?.kind === 'ref' ? (scopeRow?.display(scopeField.display) ?? scope) : scope,
          },
          lang,
        ),
      )
    }
    if (problems.length > 0) throw invalidField(lang, problems)
  }
}
