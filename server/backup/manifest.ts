// What a backup holds and how it is checked: the database copy and every file beside it, each with
// its SHA-256, and the row count of every table as the copy has them. A restore believes nothing the
// manifest cannot prove.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export const MANIFEST = 'manifest.json'
export const SQLITE_COPY = 'pm3.sqlite'
export const PG_DUMP = 'pm3.pgdump'
/** The folders of the data directory a backup carries beside the database. */
export const FILE_FOLDERS = ['attachments', 'Uploads'] as const

export interface BackupFile {
  /** Relative to the backup folder, with forward slashes. */
  path: string
  bytes: number
  sha256: string
}

export interface Manifest {
  format: 1
  engine: 'sqlite' | 'postgres'
  /** Server time the database snapshot was taken (ms). */
  takenAt: number
  database: BackupFile
  /** Rows per table in the snapshot. */
  rows: Record<string, number>
  files: BackupFile[]
}

export async function sha256OfFile(file: string): Promise<string> {
  const digest = createHash('sha256')
  for await (const chunk of fs.createReadStream(file)) digest.update(chunk as Buffer)
  return digest.digest('hex')
}

export async function describeFile(root: string, rel: string): Promise<BackupFile> {
  const full = path.join(root, rel)
  return {
    path: rel.split(path.sep).join('/'),
    bytes: fs.statSync(full).size,
    sha256: await sha256OfFile(full),
  }
}

/** Every regular file under `dir`, relative to it. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort()
}

export function readManifest(dir: string): Manifest | null {
  try {
    const m = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8')) as Manifest
    return m.format === 1 && m.database && m.rows && Array.isArray(m.files) ? m : null
  } catch {
    return null
  }
}

/** fsync of a file or a folder (a folder's fsync makes the names in it durable). */
export function syncPath(p: string): void {
  const fd = fs.openSync(p, 'r')
  try {
    fs.fsyncSync(fd)
  } finally {
    fs.closeSync(fd)
  }
}

/** UTC time as 20261128-043000: names that sort by age. */
export const timeStamp = (ms: number) =>
  new Date(ms).toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)
