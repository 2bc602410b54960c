import { describe, expect, it } from 'vitest'
import type { AttachmentRow } from '../data/attachment-row.ts'
import { UserDb } from '../data/user-db.ts'
import { catalogue } from '../modules/registry.ts'
import { evictUnderPressure } from './attachment-mirror.ts'

let n = 0
const row = (hash: string, over: Partial<AttachmentRow>): AttachmentRow => ({
  hash,
  name: `${hash}.jpg`,
  type: 'image/jpeg',
  size: 100,
  state: 'mirrored',
  blob: new Blob([new Uint8Array(100)]),
  sent: 100,
  keep: 0,
  lastUsed: 0,
  ...over,
})

describe('evicting attachment bytes under storage pressure', () => {
  it('drops evictable files oldest-opened first, never those needed offline or still queued', async () => {
    const db = new UserDb(`evict-test-${++n}`, catalogue)
    await db.attachments.bulkPut([
      row('old', { lastUsed: 1 }),
      row('newer', { lastUsed: 5 }),
      row('newest', { lastUsed: 9 }),
      row('mine', { keep: 1, lastUsed: 0 }),
      row('queued', { state: 'queued', lastUsed: 0 }),
    ])
    // 200 bytes over the 80 % line: of three evictable files of 100 bytes, the two oldest go.
    const evicted = await evictUnderPressure(db, async () => ({ usage: 1000, quota: 1000 }))
    expect(evicted).toBe(2)
    const left = Object.fromEntries((await db.attachments.toArray()).map((a) => [a.hash, !!a.blob]))
    expect(left).toEqual({ old: false, newer: false, newest: true, mine: true, queued: true })
    // The rows stay: the page knows the file and fetches it again on demand.
    expect(await db.attachments.count()).toBe(5)
  })

  it('keeps everything while storage is not under pressure', async () => {
    const db = new UserDb(`evict-test-${++n}`, catalogue)
    await db.attachments.bulkPut([row('a', {}), row('b', {})])
    expect(await evictUnderPressure(db, async () => ({ usage: 500, quota: 1000 }))).toBe(0)
    expect((await db.attachments.toArray()).every((a) => a.blob)).toBe(true)
  })
})
