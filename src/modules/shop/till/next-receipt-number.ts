// Hands out this device's next receipt number. The counter lives in localStorage, which every tab
// and every user of a shared device share, and one Web Lock serialises the read-and-bump, so two
// tabs selling at once never get the same number.
import { companyDateTime } from '../../../lib/company-time.ts'
import { formatReceiptNo, tillCode } from '../receipt-number.ts'

const TILL_KEY = 'pm3-till-code'
const SEQ_KEY = 'pm3-receipt-seq'

/** This device's till code: receipt numbers and shifts begin with it. */
export function thisTill(): string {
  let code = localStorage.getItem(TILL_KEY)
  if (!code) {
    code = tillCode(crypto.getRandomValues(new Uint8Array(4)))
    localStorage.setItem(TILL_KEY, code)
  }
  return code
}

function bump(now: number): string {
  const [date] = companyDateTime(now)
  const last = JSON.parse(localStorage.getItem(SEQ_KEY) ?? 'null') as { date: string; seq: number } | null
  const seq = last?.date === date ? last.seq + 1 : 1
  localStorage.setItem(SEQ_KEY, JSON.stringify({ date, seq }))
  return formatReceiptNo(thisTill(), date, seq)
}

export function nextReceiptNumber(now = Date.now()): Promise<string> {
  if (!navigator.locks) return Promise.resolve(bump(now))
  return navigator.locks.request(SEQ_KEY, () => bump(now))
}
