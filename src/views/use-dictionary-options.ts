// Fields backed by the dictionary (f.dictionary) offer and show what the company's dictionary holds
// (/site/sitedict), read from this device's mirror so forms work offline; while a dictionary has no
// entries, its declared options stand. Entries an admin disabled still name the records that hold
// them, marked as such.
import { useLiveQuery } from 'dexie-react-hooks'
import { useMemo } from 'react'
import { useUserDb } from '../data/db-context.tsx'
import type { AnyResource } from '../resources/define-resource.ts'
import type { Field } from '../resources/fields.ts'
import type { Text } from '../resources/text.ts'

/** The mirrored dictionary's table: the system module's `dictionary` resource. */
const DICTIONARY_TABLE = 'dictionary'

interface Entry {
  dict: string
  value: string
  label_zh: string
  label_en: string
  sort: number
  disabled: boolean
}

export function useDictionaryOptions(r: AnyResource): AnyResource {
  const db = useUserDb()
  const dicts = Object.values(r.fields).flatMap((f) =>
    f.kind === 'enum' && f.dictionary ? [f.dictionary] : [],
  )
  const key = dicts.join(',')
  const entries = useLiveQuery(
    async () =>
      key && db.tables.some((t) => t.name === DICTIONARY_TABLE)
        ? ((await db.table(DICTIONARY_TABLE).where('dict').anyOf(key.split(',')).toArray()) as Entry[])
        : [],
    [db, key],
    [] as Entry[],
  )
  return useMemo(() => {
    if (entries.length === 0) return r
    const fields = Object.fromEntries(
      Object.entries(r.fields).map(([name, field]): [string, Field] => {
        if (field.kind !== 'enum' || !field.dictionary) return [name, field]
        const mine = entries.filter((e) => e.dict === field.dictionary).sort((a, b) => a.sort - b.sort)
        if (mine.length === 0) return [name, field]
        const options: Record<string, Text> = {}
        for (const e of mine)
          options[e.value] = e.disabled
            ? { zh: `${e.label_zh}（停用）`, en: `${e.label_en || e.label_zh} (disabled)` }
            : { zh: e.label_zh, en: e.label_en || e.label_zh }
        return [name, { ...field, options }]
      }),
    )
    return { ...r, fields: fields as AnyResource['fields'] }
  }, [r, entries])
}
