import { describe, expect, it } from 'vitest'
import { members } from '../modules/shop/members.resource.ts'
import { serviceItems } from '../modules/shop/service-items.resource.ts'
import { webProducts } from '../modules/web/web.resource.ts'
import { mayRemove, mayWrite } from './may-write.ts'

describe('mayWrite', () => {
  it('needs the write right a resource declares, which an admin always holds', () => {
    expect(mayWrite(webProducts, { admin: 0, acce: '280' })).toBe(false)
    expect(mayWrite(webProducts, { admin: 0, acce: '280,771' })).toBe(true)
    expect(mayWrite(webProducts, { admin: 1, acce: '' })).toBe(true)
    expect(mayWrite(webProducts, null)).toBe(false)
  })

  it('a cashier issues member cards but neither sets prices nor deletes members; the shop manager does', () => {
    const cashier = { admin: 0, acce: '280' }
    const manager = { admin: 0, acce: '280,281' }
    expect(mayWrite(members, cashier)).toBe(true)
    expect(mayRemove(members, cashier)).toBe(false)
    expect(mayRemove(members, manager)).toBe(true)
    expect(mayWrite(serviceItems, cashier)).toBe(false)
    expect(mayWrite(serviceItems, manager)).toBe(true)
  })
})
