// Makes one backup folder: a consistent database snapshot (SQLite: VACUUM INTO; PostgreSQL:
// pg_dump -Fc in an exported snapshot whose row counts go in the manifest), the attachments and
// Uploads/ beside it, and manifest.json with sizes and hashes. The folder is built under a hidden
// name, fsynced, then renamed: a half-made backup never looks like a backup.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import {
  type BackupFile,
  describeFile,
  FILE_FOLDERS,
  filesUnder,
  MANIFEST,
  type Manifest,
  PG_DUMP,
  readManifest,
  SQLITE_COPY,
  syncPath,
  timeStamp,
} from './manifest.ts'
import { pgTool, postgresRowCounts } from './pg-tools.ts'
import { snapshotSqlite } from './sqlite-snapshot.ts'

export interface BackupSource {
  dataDir: string
  /** PostgreSQL URL; null: the embedded SQLite in dataDir. */
  databaseUrl: string | null
  now: () => number
  log: (line: string) => void
}

/** Backup folders are named by their UTC time, so they sort by age. */
export const BACKUP_NAME = /^pm3-\d{8}-\d{6}(-\d+)?$/

/** The backups in `backupDir`, newest first. */
export function backupsIn(backupDir: string): string[] {
  if (!fs.existsSync(backupDir)) return []
  return fs
    .readdirSync(backupDir)
    .filter((n) => BACKUP_NAME.test(n))
    .sort()
    .reverse()
    .map((n) => path.join(backupDir, n))
}

async function snapshotPostgres(url: string, target: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    // The counts and the dump read the same snapshot, so the manifest says what the dump holds.
    await client.query('begin isolation level repeatable read read only')
    const snapshot = (await client.query<{ s: string }>('select pg_export_snapshot() as s')).rows[0]!.s
    const rows = await postgresRowCounts(client)
    await promisify(execFile)(pgTool('pg_dump'), ['-Fc', '--snapshot', snapshot, '-f', target, '-d', url])
    await client.query('commit')
    return rows
  } finally {
    await client.end()
  }
}

/**
 * Attachments are named by their hash and never change: one the previous backup holds is linked from
 * it (no second copy on disk, no re-read); others are copied and checked. A damaged one is left out
 * and logged (its good copy may be in an older backup, and devices are asked for it when it is read).
 */
async function copyFiles(
  source: BackupSource,
  folder: string,
  previous: { dir: string; files: Map<string, BackupFile> } | null,
): Promise<BackupFile[]> {
  const files: BackupFile[] = []
  for (const top of FILE_FOLDERS) {
    for (const rel of filesUnder(path.join(source.dataDir, top))) {
      if (rel.endsWith('.part')) continue
      const name = `${top}/${rel.split(path.sep).join('/')}`
      const target = path.join(folder, name)
      fs.mkdirSync(path.dirname(target), { recursive: true })
      const before = top === 'attachments' ? previous?.files.get(name) : undefined
      if (before && previous) {
        try {
          fs.linkSync(path.join(previous.dir, name), target)
          files.push(before)
          continue
        } catch {
          // Another disk, or gone: copied below.
        }
      }
      fs.copyFileSync(path.join(source.dataDir, top, rel), target)
      const described = await describeFile(folder, name)
      if (top === 'attachments' && described.sha256 !== path.basename(rel)) {
        source.log(`backup: attachment ${name} fails its hash; left out of this backup`)
        fs.rmSync(target)
        continue
      }
      files.push(described)
    }
  }
  return files
}

function syncTree(dir: string): void {
  for (const e of fs.readdirSync(dir, { recursive: true, withFileTypes: true }))
    syncPath(path.join(e.parentPath, e.name))
  syncPath(dir)
}

/** Makes a backup in `backupDir` and answers its folder. */
export async function makeBackup(source: BackupSource, backupDir: string): Promise<string> {
  fs.mkdirSync(backupDir, { recursive: true })
  const takenAt = source.now()
  let name = `pm3-${timeStamp(takenAt)}`
  for (let n = 2; fs.existsSync(path.join(backupDir, name)); n++) name = `pm3-${timeStamp(takenAt)}-${n}`
  const partial = path.join(backupDir, `.${name}.partial`)
  fs.rmSync(partial, { recursive: true, force: true })
  fs.mkdirSync(partial)
  try {
    const engine = source.databaseUrl ? 'postgres' : 'sqlite'
    const dbFile = engine === 'postgres' ? PG_DUMP : SQLITE_COPY
    const rows =
      engine === 'postgres'
        ? await snapshotPostgres(source.databaseUrl!, path.join(partial, dbFile))
        : await snapshotSqlite(path.join(source.dataDir, 'pm3.sqlite'), path.join(partial, dbFile))
    const last = backupsIn(backupDir)[0]
    const lastManifest = last ? readManifest(last) : null
    const previous =
      last && lastManifest ? { dir: last, files: new Map(lastManifest.files.map((f) => [f.path, f])) } : null
    const files = await copyFiles(source, partial, previous)
    const manifest: Manifest = {
      format: 1,
      engine,
      takenAt,
      database: await describeFile(partial, dbFile),
      rows,
      files,
    }
    fs.writeFileSync(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 1)}\n`)
    syncTree(partial)
    const done = path.join(backupDir, name)
    fs.renameSync(partial, done)
    syncPath(backupDir)
    return done
  } catch (e) {
    fs.rmSync(partial, { recursive: true, force: true })
    throw e
  }
}

/** Removes all but the newest `keep` backups. */
export function pruneBackups(backupDir: string, keep: number): string[] {
  const old = backupsIn(backupDir).slice(Math.max(1, keep))
  for (const dir of old) fs.rmSync(dir, { recursive: true, force: true })
  return old
}
