import { describe, expect, it } from 'vitest'
import { fenDigits, formatFen } from './money-format.ts'

describe('formatFen', () => {
  it('groups yuan by thousands and always shows two fen digits', () => {
    expect(formatFen(865_000_000)).toBe('¥8,650,000.00')
    expect(formatFen(5)).toBe('¥0.05')
    expect(formatFen(123_456)).toBe('¥1,234.56')
  })
  it('puts the minus sign before the currency mark, as a receipt does', () => {
    expect(formatFen(-2000)).toBe('-¥20.00')
    expect(formatFen(-123_456_789)).toBe('-¥1,234,567.89')
    expect(fenDigits(-500)).toBe('-5.00')
  })
  it('never writes a negative zero', () => {
    expect(formatFen(-0)).toBe('¥0.00')
    expect(formatFen(-0.4)).toBe('¥0.00')
  })
})
