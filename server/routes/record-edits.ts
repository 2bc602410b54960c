// The save and remove of a declared resource's record (DESIGN: Edits). A save is a patch on a base,
// applied field by field: a field nobody changed since the base is written, so edits of different
// fields merge; a field someone else changed is a conflict (Code.editConflict) carrying base, theirs
// and yours per field with who changed it and when. A whole record (a new one, or a client without
// revisions) is still accepted. A remove carrying the base rev of a record edited since is a conflict
// too. Every change is written to the record's history in the same transaction.
import type { Kysely, Transaction } from 'kysely'
import { Code } from '../../src/api/codes.ts'
import type { Language } from '../../src/api/error-catalogue.ts'
import { formatCompanyTime } from '../../src/lib/company-time.ts'
import type { AnyResource } from '../../src/resources/define-resource.ts'
import { labelled, labelsOf } from '../../src/resources/issue-messages.ts'
import {
  type ConflictField,
  checkPatch,
  type EditConflict,
  type PatchPayload,
  sameValue,
} from '../../src/resources/patch.ts'
import { ruleMessage } from '../../src/resources/rule-message.ts'
import { fieldErrors, removeSchema, saveSchema } from '../../src/resources/schema.ts'
import { inLanguage } from '../../src/resources/text.ts'
import { toApiRow, toStored } from '../db/api-rows.ts'
import { isPostgres } from '../db/connection.ts'
import { changedFields, lastChanges, type Writer } from '../db/record-history.ts'
import { tableName } from '../db/resource-tables.ts'
import { writeRow } from '../db/row-writer.ts'
import type { Database } from '../db/schema.ts'
import { ApiFailure } from '../http/envelope.ts'
import { fieldNames, joinMessages, message } from '../http/messages.ts'
import { refusal } from '../http/parse-body.ts'
import { refuseRemovalIfHeld } from './reference-checks.ts'

type Row = Record<string, unknown>
type Raw = Kysely<Record<string, Row>>

/** A save or a remove of one record, as the resource routes call it. */
export type RecordEdit<T> = (
  trx: Transaction<Database>,
  r: AnyResource,
  body: unknown,
  by: Writer,
  lang: Language,
) => Promise<T>

function invalid(messages: string[], lang: Language): ApiFailure {
  return new ApiFailure(Code.badRequest, 'invalidField', { message: joinMessages(lang, messages) })
}

/** Another company's id answers exactly as a malformed id does: nothing tells it exists there. */
function foreignId(r: AnyResource, lang: Language): ApiFailure {
  return new ApiFailure(Code.badRequest, 'invalidField', {
    message: ruleMessage('id', r.fields.id!.label, lang),
  })
}

/**
 * The stored row, whatever its company or tombstone. `forUpdate` holds it until the transaction ends:
 * on PostgreSQL two patches of one field must not both find their base untouched.
 */
async function storedRow(
  db: Raw,
  r: AnyResource,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<Row | undefined> {
  const q = db.selectFrom(tableName(r)).selectAll().where('id', '=', id)
  return (options.forUpdate && isPostgres(db) ? q.forUpdate() : q).executeTakeFirst()
}

/** "何涛 11-24 10:05、李娜 11-24 10:07": who changed the conflicting fields, for the message. */
function whoText(fields: ConflictField[], lang: Language): string {
  const names = new Set(
    fields.map((f) =>
      f.by ? `${f.by.name} (${formatCompanyTime(f.at ?? 0)})` : message(lang, 'someoneElse'),
    ),
  )
  return [...names].join(lang === 'en' ? ', ' : '、')
}

function conflictFailure(r: AnyResource, conflict: EditConflict, lang: Language): ApiFailure {
  const who = whoText(conflict.fields, lang)
  if (conflict.kind === 'remove')
    return new ApiFailure(Code.editConflict, 'removeConflict', { who }, conflict)
  const fields = fieldNames(
    lang,
    conflict.fields.map((f) => inLanguage(r.fields[f.field]!.label, lang)),
  )
  return new ApiFailure(Code.editConflict, 'editConflict', { fields, who }, conflict)
}

async function applyPatch(
  trx: Transaction<Database>,
  r: AnyResource,
  p: PatchPayload,
  by: Writer,
  lang: Language,
): Promise<Row> {
  const db = trx as unknown as Raw
  const stored = await storedRow(db, r, p.id, { forUpdate: true })
  if (stored && stored.com_id !== by.comId) throw foreignId(r, lang)
  if (!stored || stored.deleted) throw new ApiFailure(Code.notFound, 'recordDeleted')
  const current = toApiRow(r, stored)
  const writes: Row = {}
  const clashes: string[] = []
  for (const [name, { from, to }] of Object.entries(p.patch)) {
    const field = r.fields[name]!
    // Untouched since the base: write it. Already the wanted value (someone made the same change, or
    // this is a resend): nothing to do, and no question to ask.
    if (sameValue(field, current[name], from)) writes[name] = to
    else if (!sameValue(field, current[name], to)) clashes.push(name)
  }
  if (clashes.length > 0) {
    const who = await lastChanges(trx, r, p.id, by.comId, p.base_rev)
    const fields = clashes.map((name): ConflictField => {
      const change = who.get(name)
      return {
        field: name,
        base: p.patch[name]!.from,
        theirs: current[name],
        yours: p.patch[name]!.to,
        ...(change ? { by: change.by, at: change.at } : {}),
      }
    })
    throw conflictFailure(
      r,
      { resource: r.name, id: p.id, kind: 'save', current, rev: Number(stored.rev), fields },
      lang,
    )
  }
  // The merged row must still hold the resource's rules as a whole.
  const merged = saveSchema(r, lang).safeParse({ ...current, ...writes })
  if (!merged.success) throw invalid(Object.values(fieldErrors(merged.error)), lang)
  const after = merged.data as Row
  const changes = changedFields(r, current, after)
  if (Object.keys(changes).length === 0) return current
  const columns = toStored(r, after)
  const set: Row = {}
  for (const name of Object.keys(changes)) if (name in columns) set[name] = columns[name]
  return writeRow(trx, r, { id: p.id, columns: set, before: stored }, by)
}

const saveWhole: RecordEdit<Row> = async (trx, r, body, by, lang) => {
  const parsed = saveSchema(r, lang).safeParse(body, labelled(labelsOf(r.fields), lang))
  if (!parsed.success) throw invalid(Object.values(fieldErrors(parsed.error)), lang)
  const row = parsed.data as Row
  const id = String(row.id)
  const db = trx as unknown as Raw
  const existing = await storedRow(db, r, id, { forUpdate: true })
  if (existing && existing.com_id !== by.comId) throw foreignId(r, lang)
  if (existing?.deleted) throw new ApiFailure(Code.notFound, 'recordDeleted')
  return writeRow(trx, r, { id, columns: toStored(r, row), before: existing }, by)
}

/** `<resource>.save`: a patch on a base, or a whole record. */
export const saveRecord: RecordEdit<Row> = (trx, r, body, by, lang) => {
  const b = body as Row | null
  if (b && typeof b === 'object' && 'patch' in b) {
    const checked = checkPatch(r, body, lang)
    if (!checked.ok) throw invalid(checked.messages, lang)
    return applyPatch(trx, r, checked.value, by, lang)
  }
  return saveWhole(trx, r, body, by, lang)
}

/**
 * `<resource>.remove`: a tombstone, so delta pulls tell other devices; removing twice is harmless.
 * With `base_rev`, a record changed since that revision is not removed: the caller is asked first.
 */
export const removeRecord: RecordEdit<{ id: string }> = async (trx, r, body, by, lang) => {
  const parsed = removeSchema.safeParse(body, labelled(labelsOf(r.fields), lang))
  if (!parsed.success) throw refusal(parsed.error, lang)
  const { id, base_rev } = parsed.data
  const db = trx as unknown as Raw
  const stored = await storedRow(db, r, id, { forUpdate: true })
  if (!stored || stored.com_id !== by.comId || stored.deleted) return { id }
  const current = toApiRow(r, stored)
  if (base_rev !== undefined && Number(stored.rev) > base_rev) {
    const changes = await lastChanges(trx, r, id, by.comId, base_rev)
    const fields = [...changes].map(
      ([name, c]): ConflictField => ({
        field: name,
        base: c.from,
        theirs: current[name],
        yours: null,
        by: c.by,
        at: c.at,
      }),
    )
    throw conflictFailure(
      r,
      { resource: r.name, id, kind: 'remove', current, rev: Number(stored.rev), fields },
      lang,
    )
  }
  await refuseRemovalIfHeld(trx, r, stored, by.comId, lang)
  await writeRow(trx, r, { id, columns: { deleted: 1 }, before: stored }, by)
  return { id }
}
