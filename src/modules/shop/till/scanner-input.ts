// Telling a barcode scanner from a person: a scanner "types" the whole code in one burst (a few ms
// between keys) and ends it with Enter; a cashier types far slower. The till watches its search box
// with this, so a scan adds the item instead of leaving digits in the box.

export interface ScanOptions {
  /** The longest pause between two keys of one scan (ms). */
  maxGapMs?: number
  /** The shortest code counted as a scan (shorter bursts are typing). */
  minLength?: number
}

export class ScanDetector {
  private burst = ''
  private last = -Infinity
  private readonly maxGapMs: number
  private readonly minLength: number

  constructor({ maxGapMs = 40, minLength = 6 }: ScanOptions = {}) {
    this.maxGapMs = maxGapMs
    this.minLength = minLength
  }

  /** Feed each key as it comes; on the Enter that ends a scan, the scanned code; otherwise null. */
  key(key: string, at: number): string | null {
    const gap = at - this.last
    this.last = at
    if (key === 'Enter') {
      const code = gap <= this.maxGapMs && this.burst.length >= this.minLength ? this.burst : null
      this.burst = ''
      return code
    }
    if (key.length !== 1) return null
    this.burst = gap <= this.maxGapMs ? this.burst + key : key
    return null
  }
}

/** Whether a code is a well-formed EAN-13 / EAN-8 / UPC-A (its check digit adds up). */
export function validRetailBarcode(code: string): boolean {
  if (!/^(\d{8}|\d{12}|\d{13})$/.test(code)) return false
  const digits = [...code].map(Number)
  const check = digits.pop()!
  // Weights 3,1,3,1… from the digit next to the check digit leftwards.
  const sum = digits.reverse().reduce((s, d, i) => s + d * (i % 2 === 0 ? 3 : 1), 0)
  return (10 - (sum % 10)) % 10 === check
}
