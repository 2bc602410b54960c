// The server backs itself up (PM3_BACKUP_EVERY, default 6h on SQLite; PM3_BACKUP_KEEP, default 28:
// a week of 6-hourly backups), into PM3_BACKUP_DIR. A server that was down past its time takes one a
// minute after it starts. A backup that fails is logged and tried again at the next turn.
import type { ServerConfig } from '../config.ts'
import { backupsIn, makeBackup, pruneBackups } from './make-backup.ts'
import { readManifest } from './manifest.ts'

/** A server that starts with its backup overdue takes it this long after it starts. */
const FIRST_AFTER_MS = 60_000

/** setTimeout's ceiling (about 24.8 days); a longer wait would fire at once. */
const LONGEST_TIMER_MS = 2 ** 31 - 1

export interface BackupSchedule {
  stop(): Promise<void>
}

export function startBackupSchedule(config: ServerConfig): BackupSchedule | null {
  const settings = config.backup
  if (!settings) return null
  let running: Promise<void> = Promise.resolve()
  let timer: NodeJS.Timeout | null = null
  let stopped = false
  // One timer, armed again once a run has finished: a slow backup never overlaps the next turn.
  const arm = (ms: number) => {
    if (stopped) return
    timer = setTimeout(once, Math.min(ms, LONGEST_TIMER_MS))
    timer.unref()
  }
  const once = () => {
    timer = null
    running = running.then(async () => {
      try {
        const dir = await makeBackup(config, settings.dir)
        const removed = pruneBackups(settings.dir, settings.keep)
        config.log(`backup: ${dir} written${removed.length ? `, ${removed.length} older removed` : ''}`)
      } catch (e) {
        config.log(
          `backup: failed, tried again in ${settings.everyMs / 60_000} min: ${e instanceof Error ? e.message : e}`,
        )
      }
      arm(settings.everyMs)
    })
  }
  const last = backupsIn(settings.dir)[0]
  const lastAt = last ? (readManifest(last)?.takenAt ?? 0) : 0
  // The next turn counts from the last backup; one overdue (or never taken) waits a minute.
  arm(Math.max(FIRST_AFTER_MS, lastAt + settings.everyMs - config.now()))
  return {
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      timer = null
      await running
    },
  }
}
