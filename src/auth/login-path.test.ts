import { expect, it } from 'vitest'
import { loginPath, safeRedirect } from './login-path.ts'

it('records the return path except for the root', () => {
  expect(loginPath('/')).toBe('/login')
  expect(loginPath('/staff/stafflist?page=2')).toBe('/login?redirect=%2Fstaff%2Fstafflist%3Fpage%3D2')
})

it('follows only same-site paths after sign-in', () => {
  expect(safeRedirect('/dian/shouxian')).toBe('/dian/shouxian')
  for (const bad of [null, '', 'https://evil.example', '//evil.example', '/login?redirect=/x']) {
    expect(safeRedirect(bad)).toBe('/')
  }
})
