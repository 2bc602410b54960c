import { expect, it } from 'vitest'
import { loginSchema } from './login-form.ts'

const firstMessage = (values: { username: string; password: string }) => {
  const r = loginSchema.safeParse(values)
  return r.success ? null : r.error.issues.map((i) => i.message)
}

it('says which rule of spec §5 a login form breaks', () => {
  expect(firstMessage({ username: '  ', password: 'abcdef' })).toEqual(['validation.usernameRequired'])
  expect(firstMessage({ username: 'admin', password: '' })).toContain('validation.passwordRequired')
  expect(firstMessage({ username: 'admin', password: '12345' })).toEqual(['validation.passwordTooShort'])
  expect(firstMessage({ username: 'admin', password: '123456' })).toBeNull()
})
