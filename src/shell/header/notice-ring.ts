// When the notice bell plays its sound. Spec §7: after each poll that shows a notice. Besides, a notice
// the approval mirror brings between polls (bell-notices.ts) rings as it comes, once; the poll after
// it then stays silent, so one new notice is not heard twice. Notices on the device before a reload,
// or that filled the mirror at its first pull, are not news and do not ring. Every tab sees the same
// reports: the one whose transaction claims a report first plays it.
import type { UserDb } from '../../data/user-db.ts'

/** The last poll a ring was decided for, and when a mirrored notice last rang. */
const RUNG = 'noticesRung'
/** The notices this device has already shown (polled or mirrored), by rid. */
const SEEN = 'noticesSeen'

interface RingState {
  polledAt: number
  mirrorRangAt: number
}

/** Older pages kept only the poll they rang for (a number). */
function ringState(value: unknown): RingState {
  if (typeof value === 'number') return { polledAt: value, mirrorRangAt: 0 }
  const v = (value ?? {}) as Partial<RingState>
  return { polledAt: Number(v.polledAt ?? 0), mirrorRangAt: Number(v.mirrorRangAt ?? 0) }
}

export interface BellReport {
  /** The poll shown, and whether it shows a notice not cleared. */
  polledAt: number
  pollShows: boolean
  /**
   * Every notice the bell lists and which of them only the mirror knows of, by rid; absent while the
   * approval lists have not been pulled once (their first fill is no news).
   */
  mirror?: { known: string[]; mirrored: string[] }
  now: number
}

/** Whether this tab plays the sound for this report (claimed in one transaction across tabs). */
export function claimRing(db: UserDb, report: BellReport): Promise<boolean> {
  return db.transaction('rw', db.meta, async () => {
    const [rung, seenRow] = (await db.meta.bulkGet([RUNG, SEEN])) as ({ value?: unknown } | undefined)[]
    const ring = ringState(rung?.value)
    let play = false
    if (report.mirror) {
      const seen = new Set((seenRow?.value as string[] | undefined) ?? [])
      const news = seenRow !== undefined && report.mirror.mirrored.some((rid) => !seen.has(rid))
      if (news) {
        play = true
        ring.mirrorRangAt = report.now
      }
      const known = new Set(report.mirror.known)
      if (!seenRow || known.size !== seen.size || [...known].some((rid) => !seen.has(rid)))
        await db.meta.put({ key: SEEN, value: [...known] })
    }
    if (report.polledAt > ring.polledAt) {
      if (report.pollShows && !(ring.mirrorRangAt > ring.polledAt)) play = true
      ring.polledAt = report.polledAt
    }
    await db.meta.put({ key: RUNG, value: ring })
    return play
  })
}
