// A reference a save sets (a field of kind 'ref': a member's card type, a staff file's department)
// names a live row of the company's list it points at. The till and the forms offer only such rows,
// so a refusal here is a crafted call or a row someone removed meanwhile; either way the record never
// points at nothing. A value the row already held is not checked again, so an old record stays editable.
import type { Transaction } from 'kysely'
import type { Language } from '../../src/api/error-catalogue.ts'
import type { AnyResource } from '../../src/resources/define-resource.ts'
import { inLanguage } from '../../src/resources/text.ts'
import { untyped } from '../db/resource-rows.ts'
import { tableName } from '../db/resource-tables.ts'
import type { Database } from '../db/schema.ts'
import { invalidField } from '../http/parse-body.ts'
import { valuesOf } from './dictionary-values.ts'

export async function checkReferences(
  trx: Transaction<Database>,
  r: AnyResource,
  all: readonly AnyResource[],
  body: unknown,
  comId: number,
  lang: Language,
): Promise<void> {
  const values = valuesOf(body)
  const id = (body as { id?: unknown } | null)?.id
  let before: Record<string, unknown> | undefined
  const problems: string[] = []
  for (const [name, field] of Object.entries(r.fields)) {
    const value = values[name]
    if (field.kind !== 'ref' || value === undefined || value === null || value === '') continue
    const target = all.find((x) => x.name === field.resource)
    if (!target || target.customServer) continue
    if (before === undefined && typeof id === 'string')
      before =
        (await untyped(trx)
          .selectFrom(tableName(r))
          .selectAll()
          .where('com_id', '=', comId)
          .where('id', '=', id)
          .executeTakeFirst()) ?? {}
    if (before?.[name] === value) continue
    const found = await untyped(trx)
      .selectFrom(tableName(target))
      .select('id')
      .where('com_id', '=', comId)
      .where('id', '=', String(value))
      .where('deleted', '=', 0)
      .executeTakeFirst()
    if (!found)
      problems.push(
        lang === 'en'
          ? `${inLanguage(field.label, lang)}: the chosen ${inLanguage(target.title, lang)} does not exist or was deleted`
          : `${inLanguage(field.label, lang)}：所选${inLanguage(target.title, lang)}不存在或已删除`,
      )
  }
  if (problems.length > 0) throw invalidField(lang, problems)
}
