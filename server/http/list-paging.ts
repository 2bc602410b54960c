// How a list route reads its paging query: one page is at most MAX_PAGE rows, whatever is asked.
import type { Context } from 'hono'

export const MAX_PAGE = 2000

/** A non-negative whole number from a query value, else the fallback. */
export const intParam = (v: string | undefined, fallback: number) => {
  const n = Number(v)
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback
}

/** The page size asked for (`limit`), between 1 and MAX_PAGE; `fallback` when none is given. */
export const pageLimit = (c: Context, fallback: number = MAX_PAGE) =>
  Math.min(Math.max(intParam(c.req.query('limit'), 0) || fallback, 1), MAX_PAGE)
