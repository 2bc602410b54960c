import { md5 } from 'js-md5'
import { expect, it } from 'vitest'
import { hasLockPassword, isLockPassword } from './lock-password.ts'

it('accepts only the password whose MD5 is stored (spec §5), never an empty one', () => {
  const stored = md5('field-lock')
  expect(isLockPassword('field-lock', stored)).toBe(true)
  expect(isLockPassword('field-lock', stored.toUpperCase())).toBe(true)
  expect(isLockPassword('field123', stored)).toBe(false)
  expect(isLockPassword('', stored)).toBe(false)
})

it('an account without a lock password has nothing to unlock with, not even the empty string', () => {
  expect(hasLockPassword('')).toBe(false)
  expect(hasLockPassword(undefined)).toBe(false)
  expect(isLockPassword('', '')).toBe(false)
  expect(isLockPassword('anything', '')).toBe(false)
  expect(hasLockPassword(md5('x'))).toBe(true)
})
