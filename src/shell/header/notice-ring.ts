// When the notice bell plays its sound. Spec §7: after each poll that shows a notice. Besides, a notice
// the approval mirror brings between polls (bell-notices.ts) rings as it comes, once; the poll after
// it stays silent when all it shows is what the mirror just rang for, so one new notice is not heard
// twice, and rings as the spec says when it shows anything else (an overdue reminder, a digest). Notices on the device before a reload,
// or that filled the mirror at its first pull, are not news and do not ring. Every tab sees the same
// reports: the one whose transaction claims a report first plays it.
import type { UserDb } from '../../data/user-db.ts'

/** The last poll a ring was decided for, and when a mirrored notice last rang. */
const RUNG = 'noticesRung'
/** The notices this device has already shown (polled or mirrored), by rid. */
const SEEN = 'noticesSeen'

interface RingState {
  polledAt: number
  /** The notices the mirror rang for since that poll. */
  mirrorRang: string[]
}

/** Older pages kept only the poll they rang for (a number). */
function ringState(value: unknown): RingState {
  if (typeof value === 'number') return { polledAt: value, mirrorRang: [] }
  const v = (value ?? {}) as Partial<RingState>
  return { polledAt: Number(v.polledAt ?? 0), mirrorRang: Array.isArray(v.mirrorRang) ? v.mirrorRang : [] }
}

export interface BellReport {
  /** The poll shown, and the notices it shows that were not cleared, by rid. */
  polledAt: number
  pollShows: string[]
  /**
   * Every notice the bell lists and which of them only the mirror knows of, by rid; absent while the
   * approval lists have not been pulled once (their first fill is no news).
   */
  mirror?: { known: string[]; mirrored: string[] }
}

/** Whether this tab plays the sound for this report (claimed in one transaction across tabs). */
export function claimRing(db: UserDb, report: BellReport): Promise<boolean> {
  return db.transaction('rw', db.meta, async () => {
    const [rung, seenRow] = (await db.meta.bulkGet([RUNG, SEEN])) as ({ value?: unknown } | undefined)[]
    const ring = ringState(rung?.value)
    let play = false
    if (report.mirror) {
      const seen = new Set((seenRow?.value as string[] | undefined) ?? [])
      const news = seenRow === undefined ? [] : report.mirror.mirrored.filter((rid) => !seen.has(rid))
      if (news.length) {
        play = true
        ring.mirrorRang = [...new Set([...ring.mirrorRang, ...news])]
      }
      const known = new Set(report.mirror.known)
      if (!seenRow || known.size !== seen.size || [...known].some((rid) => !seen.has(rid)))
        await db.meta.put({ key: SEEN, value: [...known] })
    }
    if (report.polledAt > ring.polledAt) {
      const rung = new Set(ring.mirrorRang)
      if (report.pollShows.some((rid) => !rung.has(rid))) play = true
      ring.polledAt = report.polledAt
      ring.mirrorRang = []
    }
    await db.meta.put({ key: RUNG, value: ring })
    return play
  })
}
