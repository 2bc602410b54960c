// Recorded releases, kept forever: the Dexie stores of every shipped schema version, and per release a
// device database export (mirror rows and queued outbox) with the server database it was made against.
// The recorder (tests/record-release-fixture.ts) writes them; the replay tests read them.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { Dexie } from 'dexie'

export const FIXTURES = path.resolve(import.meta.dirname, '../fixtures')
export const SCHEMAS_DIR = path.join(FIXTURES, 'dexie-schemas')
export const RELEASES_DIR = path.join(FIXTURES, 'releases')

/** The stores one schema version declared (`v{N}.json`; a variant that shipped under the same number too). */
export interface SchemaSnapshot {
  version: number
  /** The commit (or release) whose build declared it. */
  shippedBy: string
  note?: string
  stores: Record<string, string>
}

export function schemaSnapshots(): (SchemaSnapshot & { file: string })[] {
  return fs
    .readdirSync(SCHEMAS_DIR)
    .filter((f) => f.endsWith('.json'))
    .map((file) => ({
      file,
      ...(JSON.parse(fs.readFileSync(path.join(SCHEMAS_DIR, file), 'utf8')) as SchemaSnapshot),
    }))
    .sort((a, b) => a.version - b.version || a.file.localeCompare(b.file))
}

export const snapshotFile = (version: number) => path.join(SCHEMAS_DIR, `v${version}.json`)

/** Stores in one order, so two declarations compare equal whatever order they were built in. */
export const sortedStores = (stores: Record<string, string>) =>
  Object.fromEntries(Object.entries(stores).sort(([a], [b]) => a.localeCompare(b)))

/** A device's IndexedDB as it stood: its schema and every row of every table. */
export interface DexieExport {
  format: 'pm3-dexie-export'
  formatVersion: 1
  name: string
  /** Dexie's version number (DB_VERSION of the build that wrote it). */
  version: number
  stores: Record<string, string>
  tables: Record<string, unknown[]>
}

/** Refuses what JSON would not keep (bytes of an attachment): a fixture must replay as it was recorded. */
function plain(value: unknown, where: string): void {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) plain(v, `${where}[${i}]`)
    return
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [k, v] of Object.entries(value as object)) if (v !== undefined) plain(v, `${where}.${k}`)
    return
  }
  throw new Error(`not JSON at ${where}: record attachments without their bytes`)
}

export async function exportDatabase(db: Dexie): Promise<DexieExport> {
  const stores: Record<string, string> = {}
  const tables: Record<string, unknown[]> = {}
  for (const table of db.tables) {
    stores[table.name] = [table.schema.primKey, ...table.schema.indexes].map((i) => i.src).join(', ')
    const rows = await table.toArray()
    plain(rows, table.name)
    tables[table.name] = rows
  }
  return {
    format: 'pm3-dexie-export',
    formatVersion: 1,
    name: db.name,
    version: db.verno,
    stores: sortedStores(stores),
    tables: sortedStores(tables as never) as never,
  }
}

/** Writes the recorded database under `name` exactly as its build had it (its version, its stores). */
export async function importDatabase(recorded: DexieExport, name: string): Promise<void> {
  const db = new Dexie(name)
  db.version(recorded.version).stores(recorded.stores)
  await db.open()
  await db.transaction('rw', db.tables, async () => {
    for (const [table, rows] of Object.entries(recorded.tables)) await db.table(table).bulkAdd(rows)
  })
  db.close()
}

/** One device of a recorded release: who it was signed in as, and its database. */
export interface RecordedDevice {
  username: string
  password: string
  uid: number
  /** `device-<username>.json.gz`: a DexieExport. */
  file: string
  /** The queued entries' kinds in order, for a reader of the manifest. */
  kinds: string[]
}

export interface ReleaseManifest {
  release: string
  /** The devices' and the server's clock when recorded: a replay runs the server at this time. */
  recordedAt: number
  dbVersion: number
  /** `server.sqlite.gz`: the server's SQLite database as the devices last pulled from it. */
  server: string
  devices: RecordedDevice[]
}

export function releaseFixtures(): { dir: string; manifest: ReleaseManifest }[] {
  if (!fs.existsSync(RELEASES_DIR)) return []
  return fs
    .readdirSync(RELEASES_DIR)
    .map((release) => path.join(RELEASES_DIR, release))
    .filter((dir) => fs.existsSync(path.join(dir, 'manifest.json')))
    .map((dir) => ({
      dir,
      manifest: JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as ReleaseManifest,
    }))
}

export const writeGzip = (file: string, data: string | Buffer) =>
  fs.writeFileSync(file, zlib.gzipSync(data, { level: 9 }))
export const readGzip = (file: string): Buffer => zlib.gunzipSync(fs.readFileSync(file))

export function readDevice(dir: string, device: RecordedDevice): DexieExport {
  return JSON.parse(readGzip(path.join(dir, device.file)).toString('utf8')) as DexieExport
}
