// Puts a checked backup in place. Nothing is touched until checkBackup finds the backup whole. SQLite:
// the current database (with its WAL) and any file the backup brings another version of are moved
// into `replaced-<time>/` in the data folder, never deleted. PostgreSQL: restored only into an empty
// database (made for it), then counted against the manifest; the old database stays as it was.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { checkBackup, rowDifferences } from './check-backup.ts'
import { type Manifest, sha256OfFile, syncPath, timeStamp } from './manifest.ts'
import { pgTool, postgresRowCounts } from './pg-tools.ts'

export interface RestoreTarget {
  dataDir: string
  databaseUrl: string | null
  now: () => number
}

/** A backup that is not restored, with the reason in words for the operator. */
export class RestoreRefused extends Error {}

/** Copies durably: to a temporary name, fsync, rename, fsync the folder. */
function placeFile(from: string, to: string): void {
  fs.mkdirSync(path.dirname(to), { recursive: true })
  const temporary = `${to}.restoring`
  fs.copyFileSync(from, temporary)
  syncPath(temporary)
  fs.renameSync(temporary, to)
  syncPath(path.dirname(to))
}

function moveAside(file: string, aside: string, rel: string): void {
  if (!fs.existsSync(file)) return
  const to = path.join(aside, rel)
  fs.mkdirSync(path.dirname(to), { recursive: true })
  fs.renameSync(file, to)
}

async function restoreFiles(dir: string, manifest: Manifest, target: RestoreTarget, aside: string) {
  for (const f of manifest.files) {
    const to = path.join(target.dataDir, f.path)
    if (fs.existsSync(to) && (await sha256OfFile(to)) === f.sha256) continue
    moveAside(to, aside, f.path)
    placeFile(path.join(dir, f.path), to)
  }
}

async function postgresTables(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await postgresRowCounts(client)
  } finally {
    await client.end()
  }
}

/** Restores `dir` into the target; answers what was done, in words. Throws RestoreRefused. */
export async function restoreBackup(dir: string, target: RestoreTarget): Promise<string> {
  const { manifest, problems } = await checkBackup(dir)
  if (!manifest || problems.length > 0)
    throw new RestoreRefused(
      `The backup ${dir} is damaged; nothing was replaced.\n${problems
        .slice(0, 10)
        .map((p) => `  - ${p}`)
        .join('\n')}${problems.length > 10 ? `\n  … and ${problems.length - 10} more` : ''}`,
    )
  const aside = path.join(target.dataDir, `replaced-${timeStamp(target.now())}`)
  if (manifest.engine === 'postgres') {
    if (!target.databaseUrl)
      throw new RestoreRefused('This backup is a PostgreSQL dump: set DATABASE_URL to a new, empty database.')
    if (Object.keys(await postgresTables(target.databaseUrl)).length > 0)
      throw new RestoreRefused(
        'The database DATABASE_URL names is not empty. Create a new database (createdb pm3_restored), point DATABASE_URL at it and run the restore again; the old one stays as it is.',
      )
    await promisify(execFile)(pgTool('pg_restore'), [
      '--no-owner',
      '--exit-on-error',
      '-d',
      target.databaseUrl,
      path.join(dir, manifest.database.path),
    ])
    const differences = rowDifferences(manifest.rows, await postgresTables(target.databaseUrl))
    if (differences.length > 0)
      throw new RestoreRefused(
        `The restored database differs from the manifest:\n  - ${differences.join('\n  - ')}`,
      )
    await restoreFiles(dir, manifest, target, aside)
    return `PostgreSQL database restored from ${dir} (taken ${new Date(manifest.takenAt).toISOString()}), ${manifest.files.length} files checked or placed in ${target.dataDir}.`
  }
  if (target.databaseUrl)
    throw new RestoreRefused(
      'This backup is an SQLite database: unset DATABASE_URL to restore it into PM3_DATA_DIR.',
    )
  fs.mkdirSync(target.dataDir, { recursive: true })
  for (const suffix of ['', '-wal', '-shm'])
    moveAside(path.join(target.dataDir, `pm3.sqlite${suffix}`), aside, `pm3.sqlite${suffix}`)
  placeFile(path.join(dir, manifest.database.path), path.join(target.dataDir, 'pm3.sqlite'))
  await restoreFiles(dir, manifest, target, aside)
  const kept = fs.existsSync(aside) ? ` What it replaced is kept in ${aside}.` : ''
  return `Restored ${dir} (taken ${new Date(manifest.takenAt).toISOString()}) into ${target.dataDir}.${kept}`
}
