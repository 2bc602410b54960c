// Rows of a windowed list older than what a device keeps (`older=1` on the list call): read online,
// page by page, by the sync worker, and never written to the mirror.

export interface OlderPage {
  rows: Record<string, unknown>[]
  total: number
}

/** Rows per page of the online-only part of a list. */
export const OLDER_PAGE = 20
