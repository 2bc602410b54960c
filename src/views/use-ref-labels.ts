import { useLiveQuery } from 'dexie-react-hooks'
import { useUserDb } from '../data/db-context.tsx'
import type { AnyResource } from '../resources/define-resource.ts'

/** Labels of the records a resource's ref fields point to (small lookup tables like departments). */
export function useRefLabels(r: AnyResource) {
  const db = useUserDb()
  const refs = Object.values(r.fields).flatMap((f) => (f.kind === 'ref' ? [f] : []))
  const maps = useLiveQuery(
    async () => {
      const out: Record<string, Map<string, string>> = {}
      for (const f of refs) {
        const rows = await db.table(f.resource).toArray()
        out[f.resource] = new Map(
          rows.map((row: Record<string, unknown>) => [String(row.id), String(row[f.display] ?? '')]),
        )
      }
      return out
    },
    [db, r.name],
    {} as Record<string, Map<string, string>>,
  )
  return {
    maps,
    label: (resource: string, id: string) => maps[resource]?.get(id),
    options: (resource: string) =>
      [...(maps[resource]?.entries() ?? [])].map(([id, label]) => ({ id, label })),
  }
}
