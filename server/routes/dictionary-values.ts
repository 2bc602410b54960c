// A field backed by the dictionary (issue 23) takes only a value the company's dictionary holds —
// or, while that dictionary has no entries at all, one its declaration lists. Checked before the
// record is saved, for whole records and patches alike; a disabled entry still counts, so records
// that hold it can be edited.
import type { Transaction } from 'kysely'
import type { Language } from '../../src/api/error-catalogue.ts'
import { dictionary } from '../../src/modules/system/dictionary.resource.ts'
import type { AnyResource } from '../../src/resources/define-resource.ts'
import { inLanguage } from '../../src/resources/text.ts'
import { untyped } from '../db/resource-rows.ts'
import { tableName } from '../db/resource-tables.ts'
import type { Database } from '../db/schema.ts'
import { invalidField } from '../http/parse-body.ts'

/** The values a save sets: a whole record's fields, or a patch's `to`s. */
export function valuesOf(body: unknown): Record<string, unknown> {
  const b = (body ?? {}) as Record<string, unknown>
  if (b.patch && typeof b.patch === 'object')
    return Object.fromEntries(
      Object.entries(b.patch as Record<string, { to?: unknown }>).map(([k, v]) => [k, v?.to]),
    )
  return b
}

/** A check of a save's values against what the company holds, before the save; it throws the refusal. */
export type SaveValuesCheck = (
  trx: Transaction<Database>,
  r: AnyResource,
  body: unknown,
  comId: number,
  lang: Language,
) => Promise<void>

export const checkDictionaryValues: SaveValuesCheck = async (trx, r, body, comId, lang) => {
  const values = valuesOf(body)
  for (const [name, field] of Object.entries(r.fields)) {
    if (field.kind !== 'enum' || !field.dictionary || values[name] === undefined) continue
    const entries = await untyped(trx)
      .selectFrom(tableName(dictionary))
      .select('value')
      .where('com_id', '=', comId)
      .where('dict', '=', field.dictionary)
      .where('deleted', '=', 0)
      .execute()
    const allowed = entries.length ? entries.map((e) => String(e.value)) : Object.keys(field.options)
    if (!allowed.includes(String(values[name])))
      throw invalidField(lang, [
        lang === 'en'
          ? `${inLanguage(field.label, lang)}: "${String(values[name])}" is not in the dictionary`
          : `${inLanguage(field.label, lang)}：“${String(values[name])}”不在数据字典中`,
      ])
  }
}
