import { describe, expect, it } from 'vitest'
import { formatReceiptNo, RECEIPT_NO, tillCode } from './receipt-number.ts'

describe('receipt numbers', () => {
  it('read as till, company date and sequence, and match what the server accepts', () => {
    const till = tillCode(new Uint8Array([0, 10, 31, 255]))
    expect(till).toBe('0AZZ')
    expect(formatReceiptNo(till, '2026-11-24', 7)).toBe('0AZZ-261124-007')
    expect(formatReceiptNo(till, '2026-11-24', 1234)).toBe('0AZZ-261124-1234')
    expect(RECEIPT_NO.test(formatReceiptNo(till, '2026-11-24', 7))).toBe(true)
    expect(RECEIPT_NO.test('01KX2Y3Z4W5V6T7S8R9Q0P1N2M')).toBe(false)
    expect(RECEIPT_NO.test('0AZZ-261124-7')).toBe(false)
  })
})
