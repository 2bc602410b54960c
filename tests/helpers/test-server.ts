// The real PM3 server, in-process on a free port with a fresh temporary database: an SQLite file,
// or, when PM3_TEST_DATABASE_URL names a PostgreSQL server, a fresh PostgreSQL database on it.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { configFromEnv, type ServerConfig } from '../../server/config.ts'
import { DevelopmentSmsSender } from '../../server/ports/sms.ts'
import { type RunningServer, startServer } from '../../server/start.ts'
import { createTestDatabase } from './test-database.ts'

export interface TestClock {
  now: number
  advance(ms: number): void
}

export interface TestServer extends RunningServer {
  clock: TestClock
  api: string
  stop(): Promise<void>
}

export async function startTestServer(
  overrides: Partial<ServerConfig> & { withApp?: boolean } = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm3-test-'))
  const database = await createTestDatabase()
  const clock: TestClock = {
    now: Date.now(),
    advance(ms) {
      this.now += ms
    },
  }
  const base = configFromEnv({})
  const { withApp, ...rest } = overrides
  // PM3_TEST_LOG=1 shows the server's log lines (and 500s' stacks) while debugging a test.
  const log = process.env.PM3_TEST_LOG === '1' ? (line: string) => console.info(line) : () => undefined
  const running = await startServer({
    ...base,
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: database?.url ?? null,
    staticDir: withApp ? base.staticDir : null,
    now: () => clock.now,
    log,
    development: true,
    sms: new DevelopmentSmsSender(log, () => clock.now),
    // Scheduled tasks run in a test only when it asks (schedulerTickMs), never behind its back.
    schedulerTickMs: null,
    // Backups run in a test only when it asks for them.
    backup: null,
    // No storage reserve file per test server (megabytes written for nothing); storage tests set one.
    storageReserveBytes: 0,
    ...rest,
  })
  return {
    ...running,
    clock,
    api: `${running.url}/api`,
    async stop() {
      await running.close()
      await database?.drop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export interface Answer<T = unknown> {
  status: number
  body: { code: number; msg: string; data: T; token?: string; total?: number }
}

/** A raw call, for tests of the wire protocol itself. */
export async function call<T = unknown>(
  server: TestServer,
  method: string,
  pathAndQuery: string,
  init: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const res = await fetch(`${server.api}${pathAndQuery}`, {
    method,
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  return { status: res.status, body: (await res.json()) as Answer<T>['body'] }
}

export async function login(server: TestServer, username: string, password: string): Promise<string> {
  const { body } = await call(server, 'POST', '/user/userLogin', { body: { username, password } })
  if (!body.token) throw new Error(`login of ${username} failed: ${body.msg}`)
  return body.token
}

export const bearer = (token: string) => ({ token: `Bearer ${token}` })

/**
 * The server's change sequence as the demo company sees it: each write applied there moves it by
 * exactly one (each company has its own counter, server/db/resource-tables.ts nextRev).
 */
export async function serverRev(server: TestServer, comId = 1): Promise<number> {
  const rows = await server.db
    .selectFrom('sequences')
    .select(['name', 'value'])
    .where('name', 'in', ['rev', `rev:${comId}`])
    .execute()
  const own = rows.find((r) => r.name === `rev:${comId}`) ?? rows.find((r) => r.name === 'rev')
  return Number(own!.value)
}

/** Every row of a server table, as the server stored it (for asserting what reached it). */
export function tableRows(server: TestServer, table: string): Promise<Record<string, unknown>[]> {
  return server.db
    .selectFrom(table as never)
    .selectAll()
    .execute() as Promise<Record<string, unknown>[]>
}
