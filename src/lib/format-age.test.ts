import { describe, expect, it } from 'vitest'
import { formatAge } from './format-age.ts'

describe('formatAge', () => {
  it('says a wait in the largest unit that reads naturally, in the reader language', () => {
    expect(formatAge(5_000, 'en')).toBe('5 seconds')
    expect(formatAge(3 * 60_000, 'en')).toBe('3 minutes')
    expect(formatAge(26 * 3_600_000, 'en')).toBe('26 hours')
    expect(formatAge(3 * 86_400_000, 'en')).toBe('3 days')
    expect(formatAge(3 * 60_000, 'zh')).toBe('3分钟')
    expect(formatAge(3 * 86_400_000, 'zh')).toBe('3天')
  })

  it('never says a negative wait when the device clock ran backwards', () => {
    expect(formatAge(-10_000, 'en')).toBe('0 seconds')
  })
})
