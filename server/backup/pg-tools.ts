// PostgreSQL's side of backups: where pg_dump and pg_restore are (PM3_PG_BIN, else the newest
// Debian/Ubuntu install, since a pg_dump must not be older than its server, else whatever PATH
// finds), and the row count of every table as one connection sees them.
import fs from 'node:fs'
import path from 'node:path'
import type pg from 'pg'

export function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const fromEnv = process.env.PM3_PG_BIN?.trim()
  if (fromEnv) return path.join(fromEnv, name)
  const root = '/usr/lib/postgresql'
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : []
  return versions[0] ? path.join(root, versions[0], 'bin', name) : name
}

/** Rows per table of the public schema, read in the client's current transaction (if any). */
export async function postgresRowCounts(client: pg.Client): Promise<Record<string, number>> {
  const tables = await client.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
  )
  const rows: Record<string, number> = {}
  for (const { name } of tables.rows) {
    const counted = await client.query<{ n: string }>(
      `select count(*) as n from "${name.replaceAll('"', '""')}"`,
    )
    rows[name] = Number(counted.rows[0]!.n)
  }
  return rows
}
