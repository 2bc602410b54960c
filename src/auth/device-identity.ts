// This device's identity and the till it is registered as: kept across sign-outs and session ends
// (a shared till is signed in and out all day), so a till's code, its receipt counter and the
// server's record of which device it is survive every cashier change. Only a reinstall (storage
// wiped) loses them; the shop manager then re-adopts the till on this device.

export const DEVICE_KEY = 'pm3-device'
/** Spec §3's key for the device's id (session-store.ts writes it back after a sign-out cleared it). */
export const VISITOR_ID_KEY = 'VisitorId'
export const TILL_CODE_KEY = 'pm3-till-code'
export const RECEIPT_SEQ_KEY = 'pm3-receipt-seq'

/** Keys that belong to the device, not to whoever is signed in: sign-out keeps them. */
export const DEVICE_KEYS: readonly string[] = [DEVICE_KEY, TILL_CODE_KEY, RECEIPT_SEQ_KEY]

/** This device's id (sent as X-Device with every sync call): drawn once, kept until storage is wiped. */
export function deviceId(): string {
  // A device that already had the spec's VisitorId keeps it as its id: its earlier sign-ins and
  // history entries go on naming the same device.
  const kept = localStorage.getItem(DEVICE_KEY)
  if (kept) return kept
  const id = localStorage.getItem(VISITOR_ID_KEY) ?? crypto.randomUUID()
  localStorage.setItem(DEVICE_KEY, id)
  return id
}
