// The mirrored rows a dashboard reads, by table name, as one live query: the dashboards read across
// modules (projects, cost, finance), which they may not import, so they name the tables instead.
import { useLiveQuery } from 'dexie-react-hooks'
import { useUserDb } from '../../data/db-context.tsx'
import type { Rows } from './figures.ts'

export function useTables<const N extends string>(names: readonly N[]): Record<N, Rows> | undefined {
  const db = useUserDb()
  return useLiveQuery(async () => {
    const all = await Promise.all(names.map((n) => db.table(n).toArray()))
    return Object.fromEntries(names.map((n, i) => [n, all[i]!])) as unknown as Record<N, Rows>
  }, [db, names.join()])
}
