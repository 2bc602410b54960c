// `npm run restore -- <backup> [--check]`: checks the backup, and unless --check puts it in place of
// the database and files the environment names (PM3_DATA_DIR / DATABASE_URL). Stop PM3 first.
import { configFromEnv } from '../config.ts'
import { checkBackup } from './check-backup.ts'
import { RestoreRefused, restoreBackup } from './restore-backup.ts'

const args = process.argv.slice(2)
const dir = args.find((a) => !a.startsWith('--'))
if (!dir) {
  console.error('Usage: npm run restore -- <backup folder> [--check]')
  process.exit(2)
}
const config = configFromEnv()
try {
  if (args.includes('--check')) {
    const { problems } = await checkBackup(dir)
    if (problems.length)
      throw new RestoreRefused(`The backup ${dir} is damaged:\n  - ${problems.join('\n  - ')}`)
    console.info(`The backup ${dir} is whole: the database and every file match the manifest.`)
  } else {
    console.info(await restoreBackup(dir, config))
  }
} catch (e) {
  console.error(
    e instanceof RestoreRefused ? e.message : `Restore failed: ${e instanceof Error ? e.message : e}`,
  )
  process.exit(1)
}
