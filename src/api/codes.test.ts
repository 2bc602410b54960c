import { expect, it } from 'vitest'
import { isSessionEnded, isTokenError, normaliseCode } from './codes.ts'

it('maps every success spelling to 200 (spec §8)', () => {
  for (const raw of [200, 0, '200', '0']) expect(normaliseCode(raw)).toBe(200)
  expect(normaliseCode('403')).toBe(403)
  expect(normaliseCode(undefined)).toBe(500)
})

it('classifies token errors (refresh once) apart from session ends (back to login)', () => {
  expect([2003, 2004, 2005].every(isTokenError)).toBe(true)
  expect([401, 2010].every(isSessionEnded)).toBe(true)
  expect(isTokenError(401) || isSessionEnded(2005)).toBe(false)
})
