// A browser's device proof (OWASP's "device cookies"): a random value the server hands out at a
// successful sign-in and counts that account's later attempts from it apart from its network
// address, so whoever shares the owner's address (the shop's Wi-Fi, another till) cannot lock the
// owner out of a browser they signed in on before. It proves nothing else and opens nothing.
import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'

const COOKIE = 'pm3_device'
const KEPT_S = 90 * 24 * 3600
const PROOF = /^[A-Za-z0-9_-]{43}$/

/** The browser's proof if it sent a well-formed one, else a new one to hand out at success. */
export function deviceProof(c: Context): string {
  return sentDeviceProof(c) ?? randomBytes(32).toString('base64url')
}

/** The proof the browser sent, if any (for a password check that is no sign-in). */
export function sentDeviceProof(c: Context): string | undefined {
  const sent = getCookie(c, COOKIE)
  return sent && PROOF.test(sent) ? sent : undefined
}

/** Hands the proof (back) to the browser after a successful sign-in; its lifetime starts again. */
export function keepDeviceProof(c: Context, proof: string): void {
  setCookie(c, COOKIE, proof, {
    httpOnly: true,
    sameSite: 'Strict',
    path: '/',
    maxAge: KEPT_S,
    secure: new URL(c.req.url).protocol === 'https:',
  })
}
