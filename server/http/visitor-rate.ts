// A cap on anonymous writes (visitor sign-ups, new accounts): each network address may make so many
// in a sliding window, then gets 429 until the window moves on. In memory: a restart forgets, which
// only errs towards letting visitors in. A replayed entry (same Idempotency-Key) counts too; the cap
// is loose.
import type { Context } from 'hono'
import { clientAddress } from './client-address.ts'

export interface VisitorRate {
  limit: number
  windowMs: number
}

export const SIGNUP_RATE: VisitorRate = { limit: 30, windowMs: 10 * 60_000 }
/** New accounts (POST /register): few per address, so names cannot be probed or accounts farmed. */
export const REGISTER_RATE: VisitorRate = { limit: 10, windowMs: 60 * 60_000 }

/**
 * The socket's peer address; X-Forwarded-For only from a configured proxy (client-address.ts).
 * (Behind an unconfigured reverse proxy every visitor shares the proxy's address: the cap then
 * holds for the site as a whole.)
 */
export function visitorAddress(c: Context): string {
  return clientAddress(c)
}

/** true while the address is under its cap (and counts this call); false once it is over. */
export function visitorLimiter(rate: VisitorRate) {
  const seen = new Map<string, number[]>()
  return (address: string, now: number): boolean => {
    const recent = (seen.get(address) ?? []).filter((t) => t > now - rate.windowMs)
    if (recent.length >= rate.limit) {
      seen.set(address, recent)
      return false
    }
    recent.push(now)
    seen.set(address, recent)
    return true
  }
}
