import { afterEach, describe, expect, it } from 'vitest'
import { UserDb } from '../../data/user-db.ts'
import { catalogue } from '../../modules/registry.ts'
import { claimRing } from './notice-ring.ts'

let n = 0
let db: UserDb
afterEach(() => db?.delete())
const open = () => {
  db = new UserDb(`ring-${++n}`, catalogue)
  return db
}
const mirror = (known: string[], mirrored: string[] = []) => ({ known, mirrored })

describe('the notice sound', () => {
  it('after each poll that shows a notice (spec §7), once across tabs, not for a poll cleared', async () => {
    open()
    const poll = { polledAt: 1_000, pollShows: true, now: 1_001 }
    expect(await claimRing(db, poll)).toBe(true)
    // Another tab (or a re-render) reporting the same poll.
    expect(await claimRing(db, { ...poll, now: 1_002 })).toBe(false)
    expect(await claimRing(db, { ...poll, polledAt: 61_000, now: 61_001 })).toBe(true)
    expect(await claimRing(db, { polledAt: 121_000, pollShows: false, now: 121_001 })).toBe(false)
  })

  it('at once for a notice the mirror brings between polls, and not again when the poll reports it', async () => {
    open()
    // The lists' first fill is what was there: no news.
    expect(await claimRing(db, { polledAt: 0, pollShows: false, mirror: mirror(['A:0']), now: 10 })).toBe(
      false,
    )
    expect(
      await claimRing(db, { polledAt: 1_000, pollShows: true, mirror: mirror(['A:0']), now: 1_001 }),
    ).toBe(true)
    // B comes through the change stream 3 s after someone filed it.
    const withB = mirror(['A:0', 'B:0'], ['B:0'])
    expect(await claimRing(db, { polledAt: 1_000, pollShows: true, mirror: withB, now: 5_000 })).toBe(true)
    expect(await claimRing(db, { polledAt: 1_000, pollShows: true, mirror: withB, now: 5_100 })).toBe(false)
    // The next poll has B as well: it was just heard.
    expect(
      await claimRing(db, { polledAt: 61_000, pollShows: true, mirror: mirror(['A:0', 'B:0']), now: 61_001 }),
    ).toBe(false)
    // A minute on, still pending: the spec's reminder.
    expect(
      await claimRing(db, {
        polledAt: 121_000,
        pollShows: true,
        mirror: mirror(['A:0', 'B:0']),
        now: 121_001,
      }),
    ).toBe(true)
  })

  it('not for notices already on the device after a reload', async () => {
    open()
    await claimRing(db, { polledAt: 1_000, pollShows: true, mirror: mirror(['A:0']), now: 1_001 })
    await claimRing(db, {
      polledAt: 1_000,
      pollShows: true,
      mirror: mirror(['A:0', 'B:0'], ['B:0']),
      now: 2_000,
    })
    // The page opens again: the stored poll and the mirror say what they said.
    expect(
      await claimRing(db, {
        polledAt: 1_000,
        pollShows: true,
        mirror: mirror(['A:0', 'B:0'], ['B:0']),
        now: 9_000,
      }),
    ).toBe(false)
  })

  it('takes over the poll a page of the previous version rang for', async () => {
    open()
    await db.meta.put({ key: 'noticesRung', value: 1_000 })
    expect(await claimRing(db, { polledAt: 1_000, pollShows: true, now: 5_000 })).toBe(false)
    expect(await claimRing(db, { polledAt: 61_000, pollShows: true, now: 61_001 })).toBe(true)
  })
})
