// The people a cart line may name as its technician: the company's employed staff (technicians.resource.ts,
// which any till user pulls), those of the cashier's shop when they have one.
import { useLiveQuery } from 'dexie-react-hooks'
import { useSession } from '../../../auth/use-session.ts'
import { useUserDb } from '../../../data/db-context.tsx'
import type { Row } from '../../../data/user-db.ts'
import { technicians } from '../technicians.resource.ts'

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
        const all = (await db.table(technicians.name).toArray()) as Row[]
        const own = staffId ? all.find((s) => s.id === staffId) : undefined
        const shopId = own?.shop_id ? String(own.shop_id) : ''
        const ofShop = shopId ? all.filter((s) => String(s.shop_id ?? '') === shopId) : []
        return (ofShop.length ? ofShop : all)
          .map((s) => ({ id: String(s.id), name: String(s.name ?? '') }))
          .sort((a, b) => a.name.localeCompare(b.name, 'zh'))
      } catch {
        // A device whose account may not work a till holds no technicians table.
        return []
      }
    },
    [db, staffId],
    [],
  )
}
