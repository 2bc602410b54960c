import { describe, expect, it } from 'vitest'
import { visitorLimiter } from './visitor-rate.ts'

describe('visitorLimiter', () => {
  it('lets an address make its quota in a window, then waits for the window to move', () => {
    const allow = visitorLimiter({ limit: 3, windowMs: 1000 })
    expect([allow('a', 0), allow('a', 10), allow('a', 20), allow('a', 30)]).toEqual([true, true, true, false])
    expect(allow('b', 30)).toBe(true)
    expect(allow('a', 1005)).toBe(true)
  })
})
