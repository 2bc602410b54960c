// Offline manager codes (issue 21): a shop manager, signed in and online, draws a sheet of one-use
// codes; a cashier's till that has lost the network takes one of them as the manager's grant for one
// action. The till checks a code against the salted hashes it mirrors (offlineGrants), and the
// server checks it again, and spends it, when the write arrives.
// Ten Crockford base32 characters are 50 bits: with PBKDF2 at this cost, guessing one from a stolen
// device's copy of the hashes takes centuries, where a PIN would take seconds.
import { z } from 'zod/mini'

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const GRANT_CODE_ITERATIONS = 300_000
export const GRANT_CODES_PER_SHEET = 10
const PREFIX = 'off_'

/** A code as printed: XXXXX-XXXXX. */
export function newGrantCode(random: Uint8Array): string {
  const chars = Array.from(random.slice(0, 10), (b) => ALPHABET[b % 32]).join('')
  return `${chars.slice(0, 5)}-${chars.slice(5)}`
}

/** What a person typed, read the way Crockford base32 is meant to be (O→0, I/L→1, no dashes or spaces). */
export function normalGrantCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')
}

const hex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('')

/** PBKDF2-SHA256 of the normalised code, hex; the same on the device (WebCrypto) and the server. */
export async function hashGrantCode(code: string, salt: string, iterations: number): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(normalGrantCode(code)),
    'PBKDF2',
    false,
    ['deriveBits'],
  )
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: new TextEncoder().encode(salt), iterations },
    key,
    256,
  )
  return hex(bits)
}

export interface OfflineGrantRow {
  id: string
  manager_name: string
  salt: string
  hash: string
  iterations: number
  used_at: number
}

/**
 * The unused code the typed one is, or null. One derivation per sheet (its codes share a salt),
 * so a wrong code costs the till a fraction of a second, not one per code.
 */
export async function matchGrantCode(
  typed: string,
  rows: readonly OfflineGrantRow[],
  usedHere: ReadonlySet<string>,
): Promise<OfflineGrantRow | null> {
  const open = rows.filter((r) => Number(r.used_at) === 0 && !usedHere.has(r.id))
  const sheets = new Map<string, OfflineGrantRow[]>()
  for (const r of open)
    sheets.set(`${r.salt}:${r.iterations}`, [...(sheets.get(`${r.salt}:${r.iterations}`) ?? []), r])
  for (const sheet of sheets.values()) {
    const hash = await hashGrantCode(typed, sheet[0]!.salt, Number(sheet[0]!.iterations))
    const found = sheet.find((r) => r.hash === hash)
    if (found) return found
  }
  return null
}

/** The grant a write carries for a code taken offline (the same field an online grant uses). */
export const offlineGrant = (rowId: string, typed: string) => `${PREFIX}${rowId}_${normalGrantCode(typed)}`

/** The row and code of an offline grant, or null for an online grant's token. */
export function readOfflineGrant(grant: string): { rowId: string; code: string } | null {
  const m = /^off_([0-9A-Z]{26})_([0-9A-Z]{10})$/.exec(grant)
  return m ? { rowId: m[1]!, code: m[2]! } : null
}

export const grantCodesRequestSchema = z.object({
  password: z.string().check(z.minLength(1), z.maxLength(200)),
})
