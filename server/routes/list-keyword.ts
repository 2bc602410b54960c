// A list call's `keyword` (the online read of older records) matches what the list shows, as the
// device's search does (src/data/list-search.ts): the declared search fields and columns as text, a
// reference by its record's label, an option by its label in the caller's language, an amount as
// ¥8,650.00 however it is typed.
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely'
import type { Language } from '../../src/api/error-catalogue.ts'
import { searchedFields } from '../../src/data/list-search.ts'
import type { AnyResource } from '../../src/resources/define-resource.ts'
import { typedAmount } from '../../src/resources/field-text.ts'
import { choiceText } from '../../src/resources/fields.ts'
import { tableName } from '../db/resource-tables.ts'

// biome-ignore lint/suspicious/noExplicitAny: a table derived at run time
type Builder = ExpressionBuilder<any, any>

export function keywordMatch(
  eb: Builder,
  r: AnyResource,
  keyword: string,
  o: {
    comId: number
    lang: Language
    postgres: boolean
    resources: readonly AnyResource[]
    /** Whether the caller may read a list: a reference is searched by its label only then. */
    mayRead: (target: AnyResource) => boolean
  },
): Expression<SqlBool> {
  // SQLite's like ignores ASCII case; PostgreSQL's ilike does the same there. The keyword is
  // matched as typed: its % and _ are not wildcards (the device's search reads them literally too).
  const like = sql.raw(o.postgres ? 'ilike' : 'like')
  const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const contains = (value: Expression<unknown>) => sql<SqlBool>`${value} ${like} ${pattern} escape '\\'`
  const lower = keyword.toLowerCase()
  const amount = typedAmount(keyword)
  const matches = searchedFields(r, r.list.columns).flatMap((name): Expression<SqlBool>[] => {
    const field = r.fields[name]!
    switch (field.kind) {
      case 'money': {
        if (amount === null) return []
        // The amount as the list shows it without sign and grouping ("8650.00"), in either dialect.
        const yuan = o.postgres
          ? sql`to_char(${sql.ref(name)} / 100.0, 'FM999999999999990.00')`
          : sql`printf('%.2f', ${sql.ref(name)} / 100.0)`
        return [sql<SqlBool>`${yuan} like ${`%${amount}%`}`]
      }
      case 'enum':
      case 'bool': {
        const values = field.kind === 'bool' ? [1, 0] : Object.keys(field.options)
        const shown = values.filter((v) =>
          choiceText(field, field.kind === 'bool' ? Boolean(v) : v, o.lang)
            .toLowerCase()
            .includes(lower),
        )
        return shown.length ? [eb(name, 'in', shown)] : []
      }
      case 'ref': {
        const target = o.resources.find((x) => x.name === field.resource)
        if (!target || target.customServer || !o.mayRead(target)) return []
        const labelled = eb
          .selectFrom(tableName(target))
          .select('id')
          .where('com_id', '=', o.comId)
          .where('deleted', '=', 0)
          .where(contains(sql.ref(field.display)))
        return [eb(name, 'in', labelled)]
      }
      case 'int':
        // A time kept as ms reads as company time on screen, never as its digits.
        return field.instant ? [] : [contains(sql`cast(${sql.ref(name)} as text)`)]
      case 'text':
      case 'mobile':
      case 'date':
      case 'month':
        return [contains(sql.ref(name))]
      default:
        return []
    }
  })
  return eb.or(matches)
}
