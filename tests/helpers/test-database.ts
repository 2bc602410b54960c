// Integration tests on PostgreSQL: PM3_TEST_DATABASE_URL names a server and a database whose role
// may create databases; every test server gets a database of its own, dropped when it stops.
import { randomBytes } from 'node:crypto'
import pg from 'pg'

export const testDatabaseUrl = process.env.PM3_TEST_DATABASE_URL?.trim() || null

export interface TestDatabase {
  url: string
  drop(): Promise<void>
}

async function asAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseUrl! })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** A fresh, empty PostgreSQL database, or null when the tests run on SQLite. */
export async function createTestDatabase(): Promise<TestDatabase | null> {
  if (!testDatabaseUrl) return null
  const name = `pm3_test_${randomBytes(6).toString('hex')}`
  await asAdmin((admin) => admin.query(`create database ${name}`))
  const url = new URL(testDatabaseUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () =>
      asAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  }
}
