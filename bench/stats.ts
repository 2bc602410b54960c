// Percentiles and timing helpers shared by the bench scripts.
import type { Page } from 'playwright-core'
export function pct(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN
}

export const median = (values: number[]) => pct(values, 0.5)

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The in-page helpers every bench script string starts with (strings: tsx would wrap functions). */
export const PAGE_HELPERS = `
  const openDb = (name, upgrade) => new Promise((resolve, reject) => {
    const r = upgrade ? indexedDB.open(name, 1) : indexedDB.open(name)
    if (upgrade) r.onupgradeneeded = () => upgrade(r.result)
    r.onsuccess = () => { r.result.onversionchange = () => r.result.close(); resolve(r.result) }
    r.onerror = () => reject(r.error)
  })
  const done = (tx) => new Promise((resolve, reject) => { tx.oncomplete = resolve; tx.onerror = () => reject(tx.error); tx.onabort = () => reject(tx.error) })
  const req = (r) => new Promise((resolve, reject) => { r.onsuccess = () => resolve(r.result); r.onerror = () => reject(r.error) })
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
  const userDbName = async () => (await indexedDB.databases()).map((d) => d.name).find((n) => n && /^pm3:\\d+:\\d+$/.test(n))
`

/**
 * Resolves in the first animation frame in which an element matching `selector` is visible. A
 * locator's waitFor re-checks on a backoff (up to 500 ms apart), which would be counted as start time.
 */
export async function firstVisible(page: Page, selector: string, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    (sel) =>
      [...document.querySelectorAll(sel)].some((e) => {
        const box = e.getBoundingClientRect()
        return box.width > 0 && box.height > 0 && e.checkVisibility()
      }),
    selector,
    { polling: 'raf', timeout },
  )
}

/**
 * In the page: window.__seen resolves (wall clock, ms) when the visible list shows `text`. The list's
 * table is its header row and owns its body by id (aria-owns), so the body is looked up, not nested.
 */
export const watchListFor = (text: string) => `window.__seen = new Promise((resolve) => {
  const body = (t) => document.getElementById(t.getAttribute('aria-owns') || '') || t
  const has = () => [...document.querySelectorAll('[role="table"]')].some((t) => t.offsetParent && body(t).textContent.includes(${JSON.stringify(text)}))
  const obs = new MutationObserver(() => { if (has()) { obs.disconnect(); resolve(performance.timeOrigin + performance.now()) } })
  obs.observe(document.body, { subtree: true, childList: true, characterData: true })
}); undefined`

/** The visible list's body, where its rows are (the table element is the header row). */
export async function listBody(page: Page) {
  const owns = await page.locator('[role="table"]').filter({ visible: true }).getAttribute('aria-owns')
  return owns ? page.locator(`[id="${owns}"]`) : page.locator('[role="table"]').filter({ visible: true })
}
