import { describe, expect, it } from 'vitest'
import { isWebKit, sevenDayDeletionApplies } from './storage-persistence.ts'

const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15'
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const CHROME_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1'
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'

describe("Safari's 7-day deletion", () => {
  it('is WebKit for Safari and for every browser on iPhone, not for Chromium or Firefox', () => {
    expect(isWebKit(SAFARI_MAC)).toBe(true)
    expect(isWebKit(SAFARI_IPHONE)).toBe(true)
    expect(isWebKit(CHROME_IPHONE)).toBe(true)
    expect(isWebKit(CHROME_WINDOWS)).toBe(false)
    expect(isWebKit(CHROME_ANDROID)).toBe(false)
    expect(isWebKit(FIREFOX)).toBe(false)
  })

  it('applies in a Safari tab whose storage is not kept, not once PM3 is on the Home Screen', () => {
    expect(sevenDayDeletionApplies({ persisted: false, standalone: false, userAgent: SAFARI_IPHONE })).toBe(
      true,
    )
    expect(sevenDayDeletionApplies({ persisted: false, standalone: true, userAgent: SAFARI_IPHONE })).toBe(
      false,
    )
    expect(sevenDayDeletionApplies({ persisted: true, standalone: false, userAgent: SAFARI_MAC })).toBe(false)
    expect(sevenDayDeletionApplies({ persisted: false, standalone: false, userAgent: CHROME_WINDOWS })).toBe(
      false,
    )
  })
})
