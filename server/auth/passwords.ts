// Password hashing: Argon2id with OWASP's parameters (m=19 MiB, t=2, p=1).
import { hash, verify } from '@node-rs/argon2'

const params = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const

/** Longer passwords are refused before hashing: a passphrase fits, a megabyte of junk does not. */
export const MAX_PASSWORD_LENGTH = 256

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, params)
}

// Checked against this when the user does not exist, so the answer time does not reveal it.
let decoyHash: Promise<string> | null = null

export async function verifyPassword(stored: string | null, plain: string): Promise<boolean> {
  if (stored === null) {
    decoyHash ??= hashPassword('decoy-password')
    await verify(await decoyHash, plain)
    return false
  }
  try {
    return await verify(stored, plain)
  } catch {
    return false
  }
}
