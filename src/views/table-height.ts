// Spec §9: a list's table is the window's height minus 291 px, less what its toolbar takes beyond one
// line (the toolbar wraps on narrow screens). Never shorter than a few rows.
import { type RefObject, useLayoutEffect, useState } from 'react'

export const TABLE_HEIGHT_OFFSET = 291
/** PM3's own floor, so a short window still shows some rows. */
export const MIN_TABLE_HEIGHT = 374

export function tableHeight(windowHeight: number, toolbarExtra: number): number {
  return Math.max(MIN_TABLE_HEIGHT, windowHeight - TABLE_HEIGHT_OFFSET - Math.max(0, toolbarExtra))
}

export interface Box {
  top: number
  bottom: number
}

/**
 * How many pixels a wrapping toolbar's items reach below its first line. The items are centred on
 * their line and are of different heights (a title, a search box, buttons), so their tops differ by
 * a few pixels on one line: a line is the items that start before the shortest of the first ends.
 * (Counting distinct tops as lines took a one-line desktop toolbar for five and shrank the table to
 * its floor.)
 */
export function toolbarExtraHeight(items: Box[]): number {
  if (items.length === 0) return 0
  const firstEnds = Math.min(...items.map((b) => b.bottom))
  const firstLineBottom = Math.max(...items.filter((b) => b.top < firstEnds).map((b) => b.bottom))
  return Math.max(0, Math.round(Math.max(...items.map((b) => b.bottom)) - firstLineBottom))
}

/** The table height for the window and this toolbar, kept as either changes size. */
export function useTableHeight(toolbar: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(() => tableHeight(window.innerHeight, 0))
  useLayoutEffect(() => {
    const bar = toolbar.current
    if (!bar) return
    const measure = () => {
      // The toolbar's items, and those of its buttons group (which wraps on its own).
      const items = [...bar.querySelectorAll<HTMLElement>(':scope > *, :scope > div > *')]
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.height > 0)
      setHeight(tableHeight(window.innerHeight, toolbarExtraHeight(items)))
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(bar)
    window.addEventListener('resize', measure)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', measure)
    }
  }, [toolbar])
  return height
}
