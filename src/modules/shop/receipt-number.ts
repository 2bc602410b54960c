// The number people read out and search for: <till>-<yyMMdd>-<seq>, made on the device, offline too.
// The till is a code drawn once per device; the sequence counts that device's sales of the company
// day. The sale's 26-character id stays its Idempotency-Key; this is what the receipt prints.

export const RECEIPT_NO = /^[0-9A-HJKMNP-TV-Z]{4}-\d{6}-\d{3,6}$/

const TILL_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** A till code from four random bytes (Crockford base32, as the ids). */
export function tillCode(random: Uint8Array): string {
  return Array.from(random.slice(0, 4), (b) => TILL_ALPHABET[b % 32]).join('')
}

/** `companyDate` is the company's calendar date, YYYY-MM-DD. */
export function formatReceiptNo(till: string, companyDate: string, seq: number): string {
  return `${till}-${companyDate.slice(2).replaceAll('-', '')}-${String(seq).padStart(3, '0')}`
}
