// Telling a barcode scanner from a person: a scanner "types" the whole code in one burst (a few ms
// between keys) and ends it with Enter; a cashier types far slower. The till watches its search box
// with this, so a scan adds the item instead of leaving digits in the box.

export interface ScanOptions {
  /** A pause longer than this (ms) starts a new burst: a person stopped typing. */
  pauseMs?: number
  /** The longest average time between the keys of a scan (ms); people type several times slower. */
  meanGapMs?: number
  /** The shortest code counted as a scan (shorter bursts are typing). */
  minLength?: number
}

export class ScanDetector {
  private burst = ''
  private first = 0
  private last = Number.NEGATIVE_INFINITY
  private readonly pauseMs: number
  private readonly meanGapMs: number
  private readonly minLength: number

  // The pace is judged on the mean, not on every gap: a busy page may see one late key inside a scan.
  constructor({ pauseMs = 100, meanGapMs = 35, minLength = 6 }: ScanOptions = {}) {
    this.pauseMs = pauseMs
    this.meanGapMs = meanGapMs
    this.minLength = minLength
  }

  /** Feed each key as it comes; on the Enter that ends a scan, the scanned code; otherwise null. */
  key(key: string, at: number): string | null {
    const paused = at - this.last > this.pauseMs
    this.last = at
    if (key === 'Enter') {
      const n = this.burst.length
      const fast = !paused && n >= this.minLength && (at - this.first) / n <= this.meanGapMs
      const code = fast ? this.burst : null
      this.burst = ''
      return code
    }
    if (key.length !== 1) return null
    if (paused || this.burst === '') {
      this.burst = key
      this.first = at
    } else this.burst += key
    return null
  }
}

/**
 * A scan read whole where no box holds it (the receipt screen): a busy page may pause inside a scan,
 * and the detector then times only the tail; the code is every digit typed since the last Enter.
 */
export class WholeScan {
  private readonly detector: ScanDetector
  private typed = ''

  constructor(options: ScanOptions = {}) {
    this.detector = new ScanDetector(options)
  }

  key(key: string, at: number): string | null {
    const code = this.detector.key(key, at)
    const whole = this.typed
    this.typed = key === 'Enter' ? '' : key.length === 1 ? whole + key : whole
    if (!code) return null
    return /^\d+$/.test(whole) && whole.endsWith(code) ? whole : code
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
