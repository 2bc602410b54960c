// `npm run backup [-- <folder>]`: one backup now, of the server the environment describes (the same
// PM3_DATA_DIR / DATABASE_URL as `npm run serve`), safe while that server runs.
import { configFromEnv } from '../config.ts'
import { makeBackup, pruneBackups } from './make-backup.ts'
import { readManifest } from './manifest.ts'

const config = configFromEnv()
const folder = process.argv[2] ?? config.backup?.dir ?? `${config.dataDir}/backups`
const started = performance.now()
try {
  const dir = await makeBackup({ ...config, log: (line) => console.warn(line) }, folder)
  const m = readManifest(dir)!
  const rows = Object.values(m.rows).reduce((a, b) => a + b, 0)
  const bytes = m.files.reduce((a, f) => a + f.bytes, m.database.bytes)
  console.info(
    `Backup written to ${dir}: ${Object.keys(m.rows).length} tables, ${rows} rows, ${m.files.length} files, ${(bytes / 1048576).toFixed(1)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
  if (config.fileStore)
    console.info(
      `Attachments live in ${config.fileStore.where}: not copied here; keep that bucket versioned (docs).`,
    )
  if (process.env.PM3_BACKUP_KEEP) {
    const removed = pruneBackups(folder, config.backup?.keep ?? 28)
    if (removed.length) console.info(`Removed ${removed.length} older backups (PM3_BACKUP_KEEP).`)
  }
} catch (e) {
  console.error(`Backup failed: ${e instanceof Error ? e.message : e}`)
  process.exit(1)
}
