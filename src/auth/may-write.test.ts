import { describe, expect, it } from 'vitest'
import { webProducts } from '../modules/web/web.resource.ts'
import { mayWrite } from './may-write.ts'

describe('mayWrite', () => {
  it('needs the write right a resource declares, which an admin always holds', () => {
    expect(mayWrite(webProducts, { admin: 0, acce: '280' })).toBe(false)
    expect(mayWrite(webProducts, { admin: 0, acce: '280,771' })).toBe(true)
    expect(mayWrite(webProducts, { admin: 1, acce: '' })).toBe(true)
    expect(mayWrite(webProducts, null)).toBe(false)
  })
})
