// The one access rule (spec §6) that menus, routes, pulls and the server read.
import { describe, expect, it } from 'vitest'
import { mayAccess, refusalOf, subjectOf } from './access.ts'

const clerk = subjectOf({ admin: 0, acce: '280,190', roles: ['clerk'], permissions: ['export'] })
const admin = subjectOf({ admin: 1, acce: '', roles: [], permissions: [] })
const on = { sel280: 1, sel900: 1 }

describe('mayAccess', () => {
  it('needs the switch on and the code held', () => {
    expect(mayAccess({ switch: 'sel280', code: 280 }, clerk, on)).toBe(true)
    expect(refusalOf({ switch: 'sel900', code: 900 }, clerk, on)).toBe('missingCode')
    expect(refusalOf({ switch: 'sel190', code: 190 }, clerk, on)).toBe('switchedOff')
  })

  it('an admin holds every code, but a switched-off module stays off', () => {
    expect(mayAccess({ switch: 'sel900', code: 900 }, admin, on)).toBe(true)
    expect(refusalOf({ switch: 'sel190', code: 190 }, admin, on)).toBe('switchedOff')
  })

  it('a caller who cannot see the switches (the sync worker) leaves them to the server', () => {
    expect(mayAccess({ switch: 'sel190', code: 190 }, clerk, 'unknown')).toBe(true)
    expect(refusalOf({ switch: 'sel900', code: 900 }, clerk, 'unknown')).toBe('missingCode')
  })

  it('a route guard: a list is any of; oneOf / allOf / except', () => {
    expect(mayAccess({ guard: ['boss', 'clerk'] }, clerk, on)).toBe(true)
    expect(refusalOf({ guard: ['boss'] }, clerk, on)).toBe('guard')
    expect(mayAccess({ guard: { role: ['clerk'], permission: ['export'], mode: 'allOf' } }, clerk, on)).toBe(
      true,
    )
    expect(mayAccess({ guard: { role: ['clerk'], permission: ['delete'], mode: 'allOf' } }, clerk, on)).toBe(
      false,
    )
    expect(mayAccess({ guard: { permission: ['delete'], mode: 'except' } }, clerk, on)).toBe(true)
    expect(mayAccess({ guard: { role: ['clerk'], mode: 'except' } }, clerk, on)).toBe(false)
  })
})
