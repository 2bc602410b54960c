// Full pull of 100k staff rows into IndexedDB, then scrolling the virtualised list: frame times,
// and the page's JS heap after scrolling the list end to end.
import { launchBrowser, openPage, signInThroughPage, startAppServer } from '../tests/helpers/browser.ts'
import { addStaffRows } from './generate.ts'

/** The list's one scroller: it holds the table (the header row) and the rows the table owns. */
const SCROLLER = `document.querySelector('[role="table"]').closest('.overflow-auto')`

/** Scrolls the list STEP px a frame for 4 s and answers the sorted frame durations (ms). */
const scrollAndTimeFrames = (step: number) => `new Promise((resolve) => {
  const el = ${SCROLLER}
  const times = []
  let last = performance.now()
  const end = last + 4000
  function step(t) {
    times.push(t - last)
    last = t
    el.scrollTop += ${step}
    if (t < end) requestAnimationFrame(step)
    else resolve(times.slice(1).sort((a, b) => a - b))
  }
  requestAnimationFrame(step)
})`

export interface ListScrollFigures {
  rows: number
  pullSeconds: number
  pullRowsPerSecond: number
  /** Frame times (ms) while scrolling at each speed, in px per frame. */
  scrolls: { step: number; p50: number; p95: number; max: number }[]
  /** Page JS heap after a full garbage collection, once the list was scrolled end to end (MB). */
  heapMb: number
}

/** Walks the list top to bottom a screen-sized jump at a time, letting each window of rows load. */
const scrollEndToEnd = `(async () => {
  const el = ${SCROLLER}
  el.scrollTop = 0
  while (el.scrollTop + el.clientHeight < el.scrollHeight - 1) {
    el.scrollTop += el.clientHeight * 20
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)))
  }
})()`

export async function listScroll(rows: number): Promise<ListScrollFigures> {
  const server = await startAppServer()
  const browser = await launchBrowser()
  try {
    await addStaffRows(server, rows)
    const { page } = await openPage(browser, server)
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/login')
    await signInThroughPage(page, 'office', 'office123')
    await page.waitForURL(`${server.url}/`)
    const started = Date.now()
    await page.goto('/staff/stafflist')
    const expected = `共 ${rows + 48} 条`
    await page.getByTestId('list-total').filter({ hasText: expected }).waitFor({ timeout: 300_000 })
    const pullSeconds = (Date.now() - started) / 1000
    const scrolls = []
    for (const step of [200, 1500]) {
      await page.evaluate(`${SCROLLER}.scrollTop = 0`)
      // A string, not a function: tsx would wrap a function's inner closures in a helper the page lacks.
      const frames = (await page.evaluate(scrollAndTimeFrames(step))) as number[]
      const pct = (p: number) => frames[Math.min(frames.length - 1, Math.floor(frames.length * p))]!
      scrolls.push({ step, p50: pct(0.5), p95: pct(0.95), max: frames.at(-1)! })
    }
    await page.evaluate(scrollEndToEnd)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')
    return {
      rows: rows + 48,
      pullSeconds,
      pullRowsPerSecond: Math.round((rows + 48) / pullSeconds),
      scrolls,
      heapMb: Math.round(usedSize / 1024 / 102.4) / 10,
    }
  } finally {
    await browser.close()
    await server.stop()
  }
}
