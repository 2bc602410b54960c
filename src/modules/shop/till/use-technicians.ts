// The people a cart line may name as its technician: the company's staff files on this device (those
// of the cashier's shop when they have one), nobody who has left; [] on a device that holds no staff.
import { useLiveQuery } from 'dexie-react-hooks'
import { useSession } from '../../../auth/use-session.ts'
import { useUserDb } from '../../../data/db-context.tsx'
import type { Row } from '../../../data/user-db.ts'

export interface Technician {
  id: string
  name: string
}

export function useTechnicians(): Technician[] {
  const db = useUserDb()
  const { user } = useSession()
  const staffId = user?.staff_id ?? ''
  return useLiveQuery(
    async () => {
      try {
        const all = ((await db.table('staff').toArray()) as Row[]).filter((s) => s.status !== 'left')
        const own = staffId ? all.find((s) => s.id === staffId) : undefined
        const shopId = own?.shop_id ? String(own.shop_id) : ''
        const ofShop = shopId ? all.filter((s) => String(s.shop_id ?? '') === shopId) : []
        return (ofShop.length ? ofShop : all)
          .map((s) => ({ id: String(s.id), name: String(s.name ?? '') }))
          .sort((a, b) => a.name.localeCompare(b.name, 'zh'))
      } catch {
        // A device whose account has no staff pages holds no staff table.
        return []
      }
    },
    [db, staffId],
    [],
  )
}
