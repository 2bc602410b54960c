import { expect, it } from 'vitest'
import { isWellFormedUserInfo } from './user-info.ts'

it('accepts user info only with a string username and array roles and permissions (spec §5)', () => {
  expect(isWellFormedUserInfo({ username: 'a', roles: [], permissions: ['280'] })).toBe(true)
  for (const bad of [
    null,
    'x',
    { username: 1, roles: [], permissions: [] },
    { username: 'a', roles: 'admin', permissions: [] },
    { username: 'a', roles: [] },
  ]) {
    expect(isWellFormedUserInfo(bad)).toBe(false)
  }
})
