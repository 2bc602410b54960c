import { describe, expect, it } from 'vitest'
import { ScanDetector, validRetailBarcode, WholeScan } from './scanner-input.ts'

const feed = (d: ScanDetector, text: string, start: number, gapMs: number) => {
  let at = start
  let out: string | null = null
  for (const key of [...text, 'Enter']) {
    out = d.key(key, at)
    at += gapMs
  }
  return out
}

describe('scanner input', () => {
  it('a burst of digits ending in Enter is a scan', () => {
    expect(feed(new ScanDetector(), '6901234567892', 0, 8)).toBe('6901234567892')
  })

  it('a cashier typing a code and Enter is not', () => {
    expect(feed(new ScanDetector(), 'XJC', 0, 8)).toBeNull() // too short to be a barcode
    expect(feed(new ScanDetector(), '6901234567892', 0, 120)).toBeNull()
  })

  it('one late key inside a scan (a busy page) does not split it', () => {
    const d = new ScanDetector()
    const gaps = [0, 41, 11, 9, 13, 10, 12, 8, 12, 11, 9, 9, 12, 15]
    let at = 0
    const keys = [...'6920000000012', 'Enter']
    let out: string | null = null
    keys.forEach((key, i) => {
      at += gaps[i]!
      out = d.key(key, at)
    })
    expect(out).toBe('6920000000012')
  })

  it('a pause restarts the burst: typed letters before a scan do not stick to its code', () => {
    const d = new ScanDetector()
    d.key('x', 0)
    d.key('j', 150)
    expect(feed(d, '6920000000012', 1000, 5)).toBe('6920000000012')
  })

  it('checks EAN-13, EAN-8 and UPC-A check digits', () => {
    expect(validRetailBarcode('6901234567892')).toBe(true)
    expect(validRetailBarcode('6901234567893')).toBe(false)
    expect(validRetailBarcode('96385074')).toBe(true)
    expect(validRetailBarcode('036000291452')).toBe(true)
    expect(validRetailBarcode('abc')).toBe(false)
  })
})

describe('a scan read whole on the receipt screen', () => {
  it('a 13-digit scan the page paused inside is read whole, not as its tail', () => {
    const scan = new WholeScan()
    const code = '6901234567892'
    let at = 1_000
    let read: string | null = null
    for (const [i, digit] of [...code].entries()) {
      // The page was busy for 300 ms after the first digit.
      at += i === 1 ? 300 : 4
      read = scan.key(digit, at) ?? read
    }
    expect(scan.key('Enter', at + 4)).toBe(code)
    expect(read).toBeNull()
  })

  it('a person typing and pressing Enter is no scan', () => {
    const scan = new WholeScan()
    let at = 0
    for (const digit of '690123') {
      at += 180
      expect(scan.key(digit, at)).toBeNull()
    }
    expect(scan.key('Enter', at + 180)).toBeNull()
  })
})
