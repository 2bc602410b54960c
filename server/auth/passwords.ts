// Password hashing: Argon2id with OWASP's parameters (m=19 MiB, t=2, p=1), through the process's
// Argon2 gate (argon2-gate.ts) so that no flood of sign-ins can run more checks at once than cores.
import os from 'node:os'
import { hash, verify } from '@node-rs/argon2'
import { argon2Gate, type Lane } from './argon2-gate.ts'

const params = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const

/** Longer passwords are refused before hashing: a passphrase fits, a megabyte of junk does not. */
export const MAX_PASSWORD_LENGTH = 256

/**
 * One check per core but one at once (up to 4; PM3_ARGON2_CONCURRENCY overrides): a core stays free
 * for the event loop and the database, which the owner's sign-in needs too. 32 anonymous checks may
 * wait per running one, about two seconds of work, 8 at most from one address, before the next is
 * told to come back. An account's own lane holds 2 of its checks at most: its owner types one
 * password at a time.
 */
const concurrency =
  Number(process.env.PM3_ARGON2_CONCURRENCY) || Math.max(1, Math.min(4, os.availableParallelism() - 1))
export const argon2Work = argon2Gate({
  concurrency,
  maxWaiting: 32 * concurrency,
  perAddress: 8,
  perOwner: 2,
})

/**
 * Hashing for an account being made or reset: asked by an admin, a capped sign-up or the seed, not
 * by anonymous sign-ins, so it does not queue behind them (the seed hashes its accounts at once).
 */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, params)
}

// Checked against this when the user does not exist, so the answer time does not reveal it.
let decoyHash: Promise<string> | null = null

/**
 * Whether `plain` is the password of `stored` (null: no such account, checked against a decoy);
 * `share`: whose share of the lane it takes (argon2-gate.ts): an address, or the owner's account.
 */
export async function verifyPassword(
  stored: string | null,
  plain: string,
  lane: Lane = 'anyone',
  share?: string,
): Promise<boolean> {
  if (stored === null) {
    decoyHash ??= hash('decoy-password', params)
    const decoy = await decoyHash
    await argon2Work.run(lane, () => verify(decoy, plain), share)
    return false
  }
  return argon2Work.run(
    lane,
    async () => {
      try {
        return await verify(stored, plain)
      } catch {
        return false
      }
    },
    share,
  )
}
