// Whether the browser may delete this device's PM3 data by itself. WebKit (Safari, and every browser
// on iOS) refuses navigator.storage.persist() in a tab and deletes a site's storage after 7 days
// without a visit — queued sales included — unless the site was added to the Home Screen, where it
// runs as an app and is kept. The till and the sync panel say so where it applies.

export interface BrowserFacts {
  /** navigator.storage.persisted(): false when refused or missing. */
  persisted: boolean
  userAgent: string
  /** Opened from the Home Screen (display-mode: standalone, or iOS's navigator.standalone). */
  standalone: boolean
}

/** WebKit's engine without Chromium's or Gecko's: Safari on macOS, any browser on iPhone and iPad. */
export function isWebKit(userAgent: string): boolean {
  return /AppleWebKit/.test(userAgent) && !/Chrome\/|Chromium\/|Edg\/|Android/.test(userAgent)
}

/** Safari's 7-day rule applies: storage not kept, WebKit, and not opened from the Home Screen. */
export function sevenDayDeletionApplies(facts: BrowserFacts): boolean {
  return !facts.persisted && !facts.standalone && isWebKit(facts.userAgent)
}

/** Read from this browser; persisted() is asked after persist() (src/data/sync-client.ts). */
export async function browserFacts(): Promise<BrowserFacts> {
  const persisted = (await navigator.storage?.persisted?.().catch(() => false)) ?? false
  const standalone =
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  return { persisted, userAgent: navigator.userAgent, standalone }
}
