// Keeps the session's site info (what menus, titles and the guard read) in step with the copy in the
// user's database, which the outbox changes: an admin's saved switch hides its menu group at once,
// a refused save brings it back, the server's confirmed answer settles it. A local change carries over
// only the keys it changed, so a fresher copy fetched by the session is not undone; the server's
// answer to a save carries over whole (the session may have fetched site info before the save arrived).
// Fetches of site info keep what a save changed here until the server has answered it (site-edits.ts).
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useRef } from 'react'
import { session } from '../auth/session-store.ts'
import { siteEdits } from '../auth/site-edits.ts'
import type { SiteInfo } from '../auth/site-info.ts'
import { useUserDb } from '../data/db-context.tsx'

/** The meta row startSync copies the session's site info into. */
const SITE_INFO_KEY = 'siteInfo'

type Values = Record<string, unknown>

export function SiteInfoFollower() {
  const db = useUserDb()
  const row = useLiveQuery(
    async () =>
      ((await db.meta.get(SITE_INFO_KEY)) as { value?: Values | null; source?: string } | undefined) ?? null,
    [db],
  )
  const last = useRef<Values | null | undefined>(undefined)

  useEffect(() => {
    if (row === undefined) return
    const stored = row?.value ?? null
    const previous = last.current
    last.current = stored
    // The first read is the copy the session itself just wrote.
    if (previous === undefined || !stored) return
    const changed = Object.keys(stored).filter(
      (k) => row?.source === 'server' || JSON.stringify(stored[k]) !== JSON.stringify(previous?.[k]),
    )
    const site = session.siteInfo()
    if (!site || !changed.length) return
    const next = { ...site } as unknown as Values
    for (const k of changed) next[k] = stored[k]
    if (row?.source === 'server') siteEdits.answered()
    else siteEdits.madeHere(Object.fromEntries(changed.map((k) => [k, stored[k]])))
    session.setSiteInfo(next as unknown as SiteInfo)
  }, [row])
  return null
}
