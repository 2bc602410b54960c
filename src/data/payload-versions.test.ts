// The upcaster chain: an entry queued under any version still accepted reaches today's shape, one of
// a retired or a newer version is named as such, and a broken declaration fails when it is defined.
import { describe, expect, it } from 'vitest'
import {
  checkPayloadVersions,
  oldestVersion,
  PayloadVersionUnknown,
  upcastPayload,
} from './payload-versions.ts'

// A sale that became `{tender}` (v2) and then `{tender, lines}` (v3).
const sale = {
  version: 3,
  upcasters: {
    1: (p: Record<string, unknown>) => {
      const { method, ...rest } = p
      return { ...rest, tender: method }
    },
    2: (p: Record<string, unknown>) => ({ ...p, lines: p.lines ?? [] }),
  },
}

describe('payload versions', () => {
  it('takes a payload of every accepted version to today’s shape, and leaves today’s alone', () => {
    expect(upcastPayload('sale', sale, { id: 'a', method: 'cash' }, 1)).toEqual({
      id: 'a',
      tender: 'cash',
      lines: [],
    })
    expect(upcastPayload('sale', sale, { id: 'a', tender: 'card' }, 2)).toEqual({
      id: 'a',
      tender: 'card',
      lines: [],
    })
    const today = { id: 'a', tender: 'cash', lines: [1] }
    expect(upcastPayload('sale', sale, today, 3)).toBe(today)
  })

  it('a command that never changed accepts version 1 only', () => {
    expect(upcastPayload('plain', {}, { id: 'x' }, 1)).toEqual({ id: 'x' })
    expect(() => upcastPayload('plain', {}, { id: 'x' }, 2)).toThrow(PayloadVersionUnknown)
  })

  it('a version whose upcaster was dropped is retired; one above today’s is newer', () => {
    const retiredOne = { version: 3, upcasters: { 2: sale.upcasters[2] } }
    expect(oldestVersion(retiredOne)).toBe(2)
    const old = (() => {
      try {
        upcastPayload('sale', retiredOne, { id: 'a' }, 1)
      } catch (e) {
        return e
      }
    })() as PayloadVersionUnknown
    expect(old).toMatchObject({ version: 1, oldest: 2, current: 3, isNewer: false })
    const newer = (() => {
      try {
        upcastPayload('sale', sale, { id: 'a' }, 4)
      } catch (e) {
        return e
      }
    })() as PayloadVersionUnknown
    expect(newer.isNewer).toBe(true)
  })

  it('refuses a declaration with a gap in its chain or an upcaster past today’s version', () => {
    expect(() => checkPayloadVersions('gap', { version: 3, upcasters: { 1: (p) => p } })).toThrow(/missing/)
    expect(() => checkPayloadVersions('past', { version: 2, upcasters: { 2: (p) => p } })).toThrow(
      /does not lead/,
    )
    expect(() => checkPayloadVersions('zero', { version: 0 })).toThrow()
    expect(() => checkPayloadVersions('fine', sale)).not.toThrow()
  })
})
