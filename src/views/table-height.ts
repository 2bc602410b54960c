// Spec §9: a list's table is the window's height minus 291 px, and 60 px less for each extra row
// its toolbar takes (the toolbar wraps on narrow screens). Never shorter than a few rows.
import { type RefObject, useLayoutEffect, useState } from 'react'

export const TABLE_HEIGHT_OFFSET = 291
export const EXTRA_ROW_HEIGHT = 60
/** PM3's own floor, so a short window still shows some rows. */
export const MIN_TABLE_HEIGHT = 374

export function tableHeight(windowHeight: number, extraRows: number): number {
  return Math.max(
    MIN_TABLE_HEIGHT,
    windowHeight - TABLE_HEIGHT_OFFSET - EXTRA_ROW_HEIGHT * Math.max(0, extraRows),
  )
}

/** How many lines a wrapping toolbar's children take beyond the first. */
export function extraLines(tops: number[]): number {
  return Math.max(0, new Set(tops.map((top) => Math.round(top))).size - 1)
}

/** The table height for the window and this toolbar, kept as either changes size. */
export function useTableHeight(toolbar: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(() => tableHeight(window.innerHeight, 0))
  useLayoutEffect(() => {
    const bar = toolbar.current
    if (!bar) return
    const measure = () => {
      // The toolbar's direct items (the buttons group counts as one item per line it spans).
      const tops = [...bar.querySelectorAll<HTMLElement>(':scope > *, :scope > div > *')].map(
        (el) => el.offsetTop,
      )
      setHeight(tableHeight(window.innerHeight, extraLines(tops)))
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
