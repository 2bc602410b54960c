import { describe, expect, it } from 'vitest'
import { type Acl, can } from './permissions.ts'

const user: Acl = { admin: false, roles: ['staff', 'cashier'], permissions: ['280', '400'] }

describe('permission engine (spec §6, Vab Plus semantics)', () => {
  it('lets the admin flag through any guard', () => {
    expect(can({ ...user, admin: true }, { role: ['boss'], mode: 'allOf' })).toBe(true)
  })
  it('passes a list guard on any role or permission held', () => {
    expect(can(user, ['boss', '280'])).toBe(true)
    expect(can(user, ['boss', '900'])).toBe(false)
    expect(can(user, [])).toBe(false)
  })
  it('oneOf: any listed role or permission', () => {
    expect(can(user, { role: ['boss'], permission: ['400'], mode: 'oneOf' })).toBe(true)
    expect(can(user, { role: ['boss'], permission: ['900'] })).toBe(false)
    expect(can(user, { mode: 'oneOf' })).toBe(false)
  })
  it('allOf: every listed role and permission (empty lists count true)', () => {
    expect(can(user, { role: ['staff', 'cashier'], permission: ['280'], mode: 'allOf' })).toBe(true)
    expect(can(user, { role: ['staff', 'boss'], mode: 'allOf' })).toBe(false)
    expect(can(user, { permission: ['280', '900'], mode: 'allOf' })).toBe(false)
    expect(can(user, { mode: 'allOf' })).toBe(true)
  })
  it('except: passes when at least one listed role or permission is lacking', () => {
    expect(can(user, { role: ['boss'], mode: 'except' })).toBe(true)
    expect(can(user, { role: ['staff', 'boss'], mode: 'except' })).toBe(true)
    expect(can(user, { role: ['staff', 'cashier'], mode: 'except' })).toBe(false)
    expect(can(user, { permission: ['280'], mode: 'except' })).toBe(false)
    expect(can(user, { mode: 'except' })).toBe(false)
  })
})
