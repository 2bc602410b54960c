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
    const poll = { polledAt: 1_000, pollShows: ['A:0'] }
    expect(await claimRing(db, poll)).toBe(true)
    // Another tab (or a re-render) reporting the same poll.
    expect(await claimRing(db, { ...poll })).toBe(false)
    expect(await claimRing(db, { ...poll, polledAt: 61_000 })).toBe(true)
    expect(await claimRing(db, { polledAt: 121_000, pollShows: [] })).toBe(false)
  })

  it('at once for a notice the mirror brings between polls, and not again when the poll reports only it', async () => {
    open()
    // The lists' first fill is what was there: no news.
    expect(await claimRing(db, { polledAt: 0, pollShows: [], mirror: mirror(['A:0']) })).toBe(false)
    expect(await claimRing(db, { polledAt: 1_000, pollShows: ['A:0'], mirror: mirror(['A:0']) })).toBe(true)
    // B comes through the change stream 3 s after someone filed it; A was decided meanwhile.
    const withB = mirror(['A:0', 'B:0'], ['B:0'])
    expect(await claimRing(db, { polledAt: 1_000, pollShows: ['A:0'], mirror: withB })).toBe(true)
    expect(await claimRing(db, { polledAt: 1_000, pollShows: ['A:0'], mirror: withB })).toBe(false)
    // The next poll shows B alone: it was just heard.
    expect(await claimRing(db, { polledAt: 61_000, pollShows: ['B:0'], mirror: mirror(['B:0']) })).toBe(false)
    // A minute on, still pending: the spec's reminder.
    expect(await claimRing(db, { polledAt: 121_000, pollShows: ['B:0'], mirror: mirror(['B:0']) })).toBe(true)
  })

  it('for a poll that brings a notice the mirror never had, right after a mirrored one rang', async () => {
    open()
    await claimRing(db, { polledAt: 1_000, pollShows: [], mirror: mirror([]) })
    expect(await claimRing(db, { polledAt: 1_000, pollShows: [], mirror: mirror(['B:0'], ['B:0']) })).toBe(
      true,
    )
    // The poll also brings an overdue reminder only the server knows of.
    expect(
      await claimRing(db, { polledAt: 61_000, pollShows: ['B:0', 'overdue:7'], mirror: mirror(['B:0']) }),
    ).toBe(true)
  })

  it('not for notices already on the device after a reload', async () => {
    open()
    await claimRing(db, { polledAt: 1_000, pollShows: ['A:0'], mirror: mirror(['A:0']) })
    await claimRing(db, { polledAt: 1_000, pollShows: ['A:0'], mirror: mirror(['A:0', 'B:0'], ['B:0']) })
    // The page opens again: the stored poll and the mirror say what they said.
    expect(
      await claimRing(db, { polledAt: 1_000, pollShows: ['A:0'], mirror: mirror(['A:0', 'B:0'], ['B:0']) }),
    ).toBe(false)
  })

  it('takes over the poll a page of the previous version rang for', async () => {
    open()
    await db.meta.put({ key: 'noticesRung', value: 1_000 })
    expect(await claimRing(db, { polledAt: 1_000, pollShows: ['A:0'] })).toBe(false)
    expect(await claimRing(db, { polledAt: 61_000, pollShows: ['A:0'] })).toBe(true)
  })
})
