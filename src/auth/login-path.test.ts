import { expect, it } from 'vitest'
import { loginPath, safeRedirect } from './login-path.ts'

const ORIGIN = 'https://pm3.example.com'

it('records the return path except for the root', () => {
  expect(loginPath('/')).toBe('/login')
  expect(loginPath('/staff/stafflist?page=2')).toBe('/login?redirect=%2Fstaff%2Fstafflist%3Fpage%3D2')
})

it('follows same-origin paths after sign-in, with their query and hash', () => {
  expect(safeRedirect('/dian/shouxian', ORIGIN)).toBe('/dian/shouxian')
  expect(safeRedirect('/staff/stafflist?page=2#top', ORIGIN)).toBe('/staff/stafflist?page=2#top')
  expect(safeRedirect(new URLSearchParams(loginPath('/myuser').split('?')[1]).get('redirect'), ORIGIN)).toBe(
    '/myuser',
  )
})

// Issue 19, finding 4: each of these used to leave the site after sign-in.
it('never leaves the origin, however the path is disguised', () => {
  const bad = [
    null,
    '',
    'https://evil.example',
    '//evil.example',
    '/\\example.invalid/phish',
    '/%5Cexample.invalid/phish'.replace('%5C', '\\'),
    '/\texample.invalid/phish',
    '/\t/example.invalid/phish',
    '/\n/example.invalid',
    '\\\\example.invalid',
    '/login?redirect=/x',
    'javascript:alert(1)',
  ]
  for (const raw of bad) expect(safeRedirect(raw, ORIGIN), String(raw)).toBe('/')
  // What the link decodes to: /login?redirect=%2F%5Cexample.invalid%2Fphish and /%09/…
  expect(safeRedirect(decodeURIComponent('%2F%5Cexample.invalid%2Fphish'), ORIGIN)).toBe('/')
  expect(safeRedirect(decodeURIComponent('%2F%09%2Fexample.invalid%2Fphish'), ORIGIN)).toBe('/')
})
