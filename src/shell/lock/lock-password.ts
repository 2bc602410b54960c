// The lock password check of spec §5: non-empty, and its MD5 equal to the stored lock password.
import { md5 } from 'js-md5'

/** An account made by /register or /user/addUser has none: the lock can only offer sign-out. */
export function hasLockPassword(storedHash: string | undefined): boolean {
  return /^[0-9a-f]{32}$/i.test(storedHash ?? '')
}

export function isLockPassword(input: string, storedHash: string | undefined): boolean {
  return input !== '' && hasLockPassword(storedHash) && md5(input) === storedHash!.toLowerCase()
}
