import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useState } from 'react'
import { type PriceUnit, yunDb } from './yun-db.ts'
import { refreshUnits } from './yun-session.ts'

/** The pricing units, refreshed once per page visit; the device's copy when the network is away. */
export function useUnits(category?: PriceUnit['category']): { units: PriceUnit[]; offline: boolean } {
  const [offline, setOffline] = useState(false)
  useEffect(() => {
    refreshUnits().then(
      () => setOffline(false),
      () => setOffline(true),
    )
  }, [])
  const units =
    useLiveQuery(
      () =>
        category
          ? yunDb.units.where('category').equals(category).sortBy('sort')
          : yunDb.units.orderBy('sort').toArray(),
      [category],
    ) ?? []
  return { units, offline }
}
