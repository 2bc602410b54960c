import { useLiveQuery } from 'dexie-react-hooks'
import type { Row, UserDb } from '../../../data/user-db.ts'

/**
 * The till's price list: when it was last pulled, and the version it prices from — the newest any
 * mirrored item carries. The server honours that version's prices within the offline window.
 */
export function usePriceList(db: UserDb): { lastPullAt: number | undefined; version: number } {
  const state = useLiveQuery(() => db.syncState.get('serviceItems'), [db])
  const version = useLiveQuery(
    async () =>
      ((await db.table('serviceItems').toArray()) as Row[]).reduce(
        (max, i) => Math.max(max, Number(i.price_version ?? 0)),
        0,
      ),
    [db],
    0,
  )
  return { lastPullAt: state?.lastPullAt, version }
}
