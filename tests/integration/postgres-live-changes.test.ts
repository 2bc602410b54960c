// Live changes across server processes: two real PM3 processes on one PostgreSQL; a device streams
// from one while a staff edit commits through the other, and the device hears of it and pulls it.
// Needs PM3_TEST_DATABASE_URL (CI starts a throwaway PostgreSQL); skipped without it.
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../src/data/enqueue.ts'
import { type LiveDevice, liveDevice } from '../helpers/live-device.ts'
import { startServerProcess, stopServerProcess } from '../helpers/server-process.ts'
import { createTestDatabase, type TestDatabase, testDatabaseUrl } from '../helpers/test-database.ts'

type Row = Record<string, unknown> & { id: string }
interface Envelope<T = unknown> {
  code: number
  data: T
  token?: string
  cursor?: string
}

describe.skipIf(!testDatabaseUrl)(
  'live changes across server processes on PostgreSQL (skipped without PM3_TEST_DATABASE_URL)',
  () => {
    let database: TestDatabase
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm3-live-'))
    const processes: ChildProcess[] = []
    let urls: string[] = []
    let device: LiveDevice | undefined

    const request = async <T>(server: number, route: string, token: string, body?: unknown) => {
      const res = await fetch(`${urls[server]}/api${route}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { token: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'idempotency-key': newId() }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return (await res.json()) as Envelope<T>
    }
    const login = async (server: number, username: string, password: string) =>
      (await request(server, '/user/userLogin', '', { username, password })).token!

    beforeAll(async () => {
      database = (await createTestDatabase())!
      const started = await Promise.all([
        startServerProcess(database.url, dataDir),
        startServerProcess(database.url, dataDir),
      ])
      processes.push(...started.map((s) => s.child))
      urls = started.map((s) => s.url)
    }, 60_000)

    afterAll(async () => {
      device?.close()
      await Promise.all(processes.map(stopServerProcess))
      await database?.drop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    })

    it('a staff edit committed through one process reaches a device streaming from the other', async () => {
      const reader = await login(1, 'office', 'office123')
      device = await liveDevice(`${urls[1]}/api`, reader)
      const cursor = (await request(1, '/staff/getStaffList?limit=1', reader)).cursor!

      const writer = await login(0, 'admin', 'admin123')
      const [first] = (await request<Row[]>(0, '/staff/getStaffList?limit=1', writer)).data
      const { updated_at: _, ...row } = first!
      const mobile = `138${String(Date.now()).slice(-8)}`
      expect((await request(0, '/staff/saveStaff', writer, { ...row, mobile })).code).toBe(200)

      const event = await device.waitFor((e) => e.resource === 'staff', 5000)
      expect(Number(event.cursor)).toBeGreaterThan(Number(cursor))
      const delta = await request<Row[]>(1, `/staff/getStaffList?updated_since=${cursor}&limit=50`, reader)
      expect(delta.data.find((r) => r.id === row.id)).toMatchObject({ mobile })
    })
  },
)
