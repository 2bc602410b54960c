// The shop a receipt is printed for: the cashier's own shop (their staff file's), with its address,
// from the device's mirror; nothing when the device does not hold it (the company's name still prints).
import { useLiveQuery } from 'dexie-react-hooks'
import { useSession } from '../../../auth/use-session.ts'
import { useUserDb } from '../../../data/db-context.tsx'
import type { Row } from '../../../data/user-db.ts'

export function useReceiptShop(): { name: string; address: string } | null {
  const db = useUserDb()
  const { user } = useSession()
  const staffId = user?.staff_id ?? ''
  return useLiveQuery(
    async () => {
      if (!staffId) return null
      try {
        const staff = (await db.table('staff').get(staffId)) as Row | undefined
        const shop = staff?.shop_id
          ? ((await db.table('shops').get(String(staff.shop_id))) as Row | undefined)
          : undefined
        return shop ? { name: String(shop.name ?? ''), address: String(shop.address ?? '') } : null
      } catch {
        // A device whose account has no staff or shops pages holds neither table.
        return null
      }
    },
    [db, staffId],
    null,
  )
}
