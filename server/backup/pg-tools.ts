// Where pg_dump and pg_restore are: PM3_PG_BIN, else the newest Debian/Ubuntu install (a pg_dump
// must not be older than its server), else whatever PATH finds.
import fs from 'node:fs'
import path from 'node:path'

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
