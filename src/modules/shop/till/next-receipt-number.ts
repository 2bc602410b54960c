// Hands out this device's receipt numbers. The counter lives in localStorage, which every tab and
// every user of a shared device share (sign-out keeps it: device-identity.ts), and one Web Lock
// serialises the read-and-bump, so two tabs selling at once never get the same number. A number is
// taken when a sale is paid, not when a cart opens: auditors read a gap in the sequence as a missing sale.
import { RECEIPT_SEQ_KEY as SEQ_KEY, TILL_CODE_KEY as TILL_KEY } from '../../../auth/device-identity.ts'
import { companyDateTime } from '../../../lib/company-time.ts'
import { formatReceiptNo, tillCode } from '../receipt-number.ts'

/** This device's till code: receipt numbers and shifts begin with it. */
export function thisTill(): string {
  let code = localStorage.getItem(TILL_KEY)
  if (!code) {
    code = tillCode(crypto.getRandomValues(new Uint8Array(4)))
    localStorage.setItem(TILL_KEY, code)
  }
  return code
}

/**
 * This device becomes till `code` (registered or re-adopted by the manager). The counter goes on
 * from the highest receipt number the server has for that till today (`lastReceiptNo`), or this
 * device's own, whichever is further: a replaced device never restarts at 001 on a day with sales.
 */
export function becomeTill(code: string, lastReceiptNo: string, now = Date.now()): void {
  const [date] = companyDateTime(now)
  const prefix = formatReceiptNo(code, date, 0).replace(/-0+$/, '-')
  const server = lastReceiptNo.startsWith(prefix) ? Number(lastReceiptNo.slice(prefix.length)) : 0
  const mine = localStorage.getItem(TILL_KEY) === code ? following(now).seq - 1 : 0
  localStorage.setItem(TILL_KEY, code)
  localStorage.setItem(SEQ_KEY, JSON.stringify({ date, seq: Math.max(server, mine) }))
}

/** The till code this device already uses, if any (a device from before tills were registered). */
export const tillCodeInUse = (): string | null => localStorage.getItem(TILL_KEY)

function following(now: number): { date: string; seq: number } {
  const [date] = companyDateTime(now)
  const last = JSON.parse(localStorage.getItem(SEQ_KEY) ?? 'null') as { date: string; seq: number } | null
  return { date, seq: last?.date === date ? last.seq + 1 : 1 }
}

function bump(now: number): string {
  const next = following(now)
  localStorage.setItem(SEQ_KEY, JSON.stringify(next))
  return formatReceiptNo(thisTill(), next.date, next.seq)
}

/** The number the next paid sale will get, unless another tab is paid first: shown, not taken. */
export function upcomingReceiptNumber(now = Date.now()): string {
  const next = following(now)
  return formatReceiptNo(thisTill(), next.date, next.seq)
}

/** Takes the next number for a sale being paid. */
export function takeReceiptNumber(now = Date.now()): Promise<string> {
  if (!navigator.locks) return Promise.resolve(bump(now))
  return navigator.locks.request(SEQ_KEY, () => bump(now))
}

/** Called when another tab takes a number, so the shown one follows. */
export function onReceiptNumberTaken(then: () => void): () => void {
  const listener = (e: StorageEvent) => e.key === SEQ_KEY && then()
  window.addEventListener('storage', listener)
  return () => window.removeEventListener('storage', listener)
}
