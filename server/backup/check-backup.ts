// Checks a backup before anything is replaced with it: the manifest is there, the database copy and
// every file have the size and SHA-256 the manifest gives, an SQLite copy passes integrity_check and
// has the manifest's row counts, a PostgreSQL dump is readable by pg_restore.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { type BackupFile, type Manifest, readManifest, sha256OfFile } from './manifest.ts'
import { pgTool } from './pg-tools.ts'
import { inspectSqlite } from './sqlite-snapshot.ts'

export interface BackupCheck {
  manifest: Manifest | null
  /** Empty: the backup is whole. */
  problems: string[]
}

async function fileProblem(dir: string, f: BackupFile): Promise<string | null> {
  const full = path.join(dir, f.path)
  if (!fs.existsSync(full)) return `${f.path} is missing`
  if (fs.statSync(full).size !== f.bytes)
    return `${f.path} has ${fs.statSync(full).size} bytes, the manifest says ${f.bytes}`
  if ((await sha256OfFile(full)) !== f.sha256) return `${f.path} does not match its SHA-256 in the manifest`
  return null
}

/** Tables whose count differs between the manifest and the restored or copied database. */
export function rowDifferences(expected: Record<string, number>, found: Record<string, number>): string[] {
  return Object.entries(expected)
    .filter(([table, n]) => found[table] !== n)
    .map(([table, n]) => `table ${table} has ${found[table] ?? 'no'} rows, the manifest says ${n}`)
}

export async function checkBackup(dir: string): Promise<BackupCheck> {
  const manifest = readManifest(dir)
  if (!manifest)
    return { manifest, problems: [`${path.join(dir, 'manifest.json')} is missing or unreadable`] }
  const problems: string[] = []
  const database = await fileProblem(dir, manifest.database)
  if (database) problems.push(database)
  else if (manifest.engine === 'sqlite') {
    const { integrity, rows } = await inspectSqlite(path.join(dir, manifest.database.path))
    if (integrity !== 'ok')
      problems.push(`the database copy fails integrity_check: ${integrity.slice(0, 300)}`)
    else problems.push(...rowDifferences(manifest.rows, rows))
  } else {
    try {
      await promisify(execFile)(pgTool('pg_restore'), ['--list', path.join(dir, manifest.database.path)])
    } catch (e) {
      problems.push(`pg_restore cannot read the dump: ${e instanceof Error ? e.message.split('\n')[0] : e}`)
    }
  }
  for (const f of manifest.files) {
    const problem = await fileProblem(dir, f)
    if (problem) problems.push(problem)
  }
  return { manifest, problems }
}
