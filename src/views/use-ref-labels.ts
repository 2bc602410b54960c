import { useLiveQuery } from 'dexie-react-hooks'
import { useUserDb } from '../data/db-context.tsx'
import type { AnyResource } from '../resources/define-resource.ts'

/** Only the target rows whose `field` holds `value` (a department's posts), plus the value kept. */
export interface RefWithin {
  field: string
  value: unknown
  keep?: unknown
}

/** Labels of the records a resource's ref fields point to (small lookup tables like departments). */
export function useRefLabels(r: AnyResource) {
  const db = useUserDb()
  const refs = Object.values(r.fields).flatMap((f) => (f.kind === 'ref' ? [f] : []))
  const { maps, rows } = useLiveQuery(
    async () => {
      const maps: Record<string, Map<string, string>> = {}
      const rows: Record<string, Map<string, Record<string, unknown>>> = {}
      for (const f of refs) {
        const all = (await db.table(f.resource).toArray()) as Record<string, unknown>[]
        maps[f.resource] = new Map(all.map((row) => [String(row.id), String(row[f.display] ?? '')]))
        rows[f.resource] = new Map(all.map((row) => [String(row.id), row]))
      }
      return { maps, rows }
    },
    [db, r.name],
    { maps: {}, rows: {} } as {
      maps: Record<string, Map<string, string>>
      rows: Record<string, Map<string, Record<string, unknown>>>
    },
  )
  const inside = (resource: string, id: string, within: RefWithin | undefined) =>
    !within ||
    String(rows[resource]?.get(id)?.[within.field] ?? '') === String(within.value ?? '') ||
    (within.keep !== undefined && id === String(within.keep))
  return {
    maps,
    label: (resource: string, id: string) => maps[resource]?.get(id),
    /** Whether the target row `id` lies within the bound (a contract within the chosen project). */
    inside: (resource: string, id: string, within: RefWithin) =>
      inside(resource, id, { ...within, keep: undefined }),
    options: (resource: string, within?: RefWithin) =>
      [...(maps[resource]?.entries() ?? [])]
        .filter(([id]) => inside(resource, id, within))
        .map(([id, label]) => ({ id, label })),
  }
}
