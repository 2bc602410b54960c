// This device's till, read live from the mirror of the shop's tills (offline too): the row whose
// device is this one. When the server's answer to a register or adopt arrives with the till's
// highest receipt number of the day, the device's counter goes on from it (becomeTill).
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect } from 'react'
import { deviceId } from '../../../auth/device-identity.ts'
import { useUserDb } from '../../../data/db-context.tsx'
import type { Row } from '../../../data/user-db.ts'
import { currentCashierId } from '../shift.commands.ts'
import { becomeTill } from './next-receipt-number.ts'

/** This device's till (null: not registered; undefined while loading). */
export function useThisTill(): Row | null | undefined {
  const db = useUserDb()
  const device = deviceId()
  const till = useLiveQuery(
    async () => ((await db.table('tills').where('device').equals(device).first()) as Row | undefined) ?? null,
    [db, device],
  )
  const code = till ? String(till.code) : ''
  const last = till ? String(till.last_receipt_no ?? '') : ''
  useEffect(() => {
    if (code) becomeTill(code, last)
  }, [code, last])
  return till
}

/** The shop's tills, by code (for the list of shifts and adopting one on a new device). */
export function useTills(): Row[] {
  const db = useUserDb()
  return useLiveQuery(
    async () => (await db.table('tills').orderBy('code').toArray()) as Row[],
    [db],
    [] as Row[],
  )
}

/** Whether the signed-in user works the shift now (a shift from before cashiers were recorded: yes). */
export const worksShift = (shift: Row, userId: number | undefined): boolean => {
  const current = currentCashierId(shift)
  return current === undefined || current === userId
}
