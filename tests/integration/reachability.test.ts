// What the till believes about the network decides what its manager approval asks for: the password
// (checked by the server) or a one-use offline code. It must follow the server's answers, across a
// reload and across requests that were sent before the network came back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StatusRow } from '../../src/data/outbox-types.ts'
import { signedInClient } from '../helpers/sync-client.ts'
import { startTestServer, type TestServer } from '../helpers/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const cutFetch: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'))
const statusOf = async (db: { meta: { get(key: string): Promise<unknown> } }) =>
  (await db.meta.get('status')) as StatusRow | undefined

describe('the sync status follows the server’s answers', () => {
  it('a till reloaded while cut off says it is back as soon as the server answers', async () => {
    const before = await signedInClient(server, 'shop', 'shop123', { fetchImpl: cutFetch })
    await before.engine.pull().catch(() => undefined)
    expect((await statusOf(before.db))?.reachable).toBe(false)
    before.engine.stop()

    // The reload: a new engine on the same database, and the network is back before it failed once.
    const after = await signedInClient(server, 'shop', 'shop123', { db: before.db })
    await after.engine.pull()
    await expect.poll(async () => (await statusOf(after.db))?.reachable).toBe(true)
    after.engine.stop()
  })

  it('a request sent before the network came back does not mark it cut again when it fails late', async () => {
    let failLate: (() => void) | undefined
    let calls = 0
    const fetchImpl: typeof fetch = (input, init) => {
      calls++
      if (calls === 1) {
        // Sent into the dead network; its failure arrives only after the next request was answered.
        return new Promise((_, reject) => {
          failLate = () => reject(new TypeError('Failed to fetch'))
        })
      }
      return fetch(input, init)
    }
    const client = await signedInClient(server, 'shop', 'shop123', { fetchImpl })
    const stale = client.engine.api.get('/user/userInfo').catch(() => undefined)
    await client.engine.api.get('/user/userInfo')
    failLate?.()
    await stale
    await expect.poll(async () => (await statusOf(client.db))?.reachable).toBe(true)
    // Still true once every write the failure might have queued has landed.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect((await statusOf(client.db))?.reachable).toBe(true)
    client.engine.stop()
  })
})
