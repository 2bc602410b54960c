// Starts PM3's server: open and migrate the database, seed demo data, listen. Used by `npm start`
// and, in-process on a free port, by the integration and browser tests.
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { resources } from '../src/modules/registry.ts'
import { createApp } from './app.ts'
import { sweepOrphanAttachments } from './attachments/attachment-refs.ts'
import { localFileStore } from './attachments/file-store.ts'
import { createRsaKeys } from './auth/rsa.ts'
import { startBackupSchedule } from './backup/backup-schedule.ts'
import { openUndamaged } from './backup/start-check.ts'
import type { ServerConfig } from './config.ts'
import type { Db } from './db/connection.ts'
import { lockDataFolder } from './db/folder-lock.ts'
import { migrateToLatest } from './db/migrate.ts'
import { ensureResourceTable } from './db/resource-tables.ts'
import { whileStartingAlone } from './db/startup-lock.ts'
import { DEFAULT_RESERVE_BYTES, storageReserve } from './db/storage-reserve.ts'
import { placeUploads } from './demo/demo-uploads.ts'
import { DEMO_COM_ID, seedIfEmpty } from './demo/seed.ts'
import { DEFAULT_DRAIN_MS, type DrainOutcome, drainServer } from './drain.ts'
import { ServerState } from './http/server-state.ts'
import { type ChangeHub, createChangeHub } from './live/change-hub.ts'
import { startPgRelay } from './live/pg-relay.ts'
import { ensureReceiptNoIndex } from './shop/receipt-numbers.ts'
import { ensureTaskRows } from './tasks/run-task.ts'
import { startScheduler } from './tasks/scheduler.ts'

export interface RunningServer {
  url: string
  db: Db
  config: ServerConfig
  live: ChangeHub
  state: ServerState
  close(): Promise<void>
  /** SIGTERM: stop taking requests, let running ones finish (at most `boundMs`), then close. */
  drain(boundMs?: number): Promise<DrainOutcome>
}

/** Files uploaded but never referenced go a day later; checked hourly, never on the request path. */
function sweepOrphansHourly(db: Db, config: ServerConfig): NodeJS.Timeout {
  const store = config.fileStore ?? localFileStore(config.dataDir)
  config.log(`PM3: attachments in ${store.where}`)
  const timer = setInterval(() => {
    sweepOrphanAttachments(db, store, config.now()).catch((e) =>
      config.log(`attachments: orphan sweep failed: ${e instanceof Error ? e.message : e}`),
    )
  }, 3600_000)
  timer.unref()
  return timer
}

export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const folderLock = config.databaseUrl ? null : lockDataFolder(config.dataDir)
  // A damaged SQLite file is refused before anything is written to it (server/backup/start-check.ts).
  const db = await openUndamaged(config).catch((e: unknown) => {
    folderLock?.release()
    throw e
  })
  const seeded = await whileStartingAlone(db, async () => {
    await migrateToLatest(db)
    for (const r of resources) if (!r.customServer) await ensureResourceTable(db as never, r)
    await ensureReceiptNoIndex(db)
    const seeded = await seedIfEmpty(db, config.now())
    for (const { com_id } of await db.selectFrom('site_info').select('com_id').execute())
      await ensureTaskRows(db, com_id, config.now())
    return seeded
  })
  placeUploads(config.dataDir, seeded ? DEMO_COM_ID : null)
  if (seeded)
    config.log(`PM3: new database with demo data in ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}`)
  const live = createChangeHub(db, config)
  if (config.databaseUrl)
    live.attachRelay(
      await startPgRelay({
        url: config.databaseUrl,
        deliver: (events) => live.deliver(events),
        resync: () => live.resyncAll(),
        log: config.log,
      }),
    )
  const reserve = config.databaseUrl
    ? null
    : storageReserve(config.dataDir, config.storageReserveBytes ?? DEFAULT_RESERVE_BYTES, config.log)
  const state = new ServerState(config.log, config.now, reserve)
  const app = createApp(db, config, config.rsaLogin ? createRsaKeys() : null, live, state)
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }) as Server
  const orphanSweep = sweepOrphansHourly(db, config)
  const scheduler = startScheduler(db, config, live)
  const backups = startBackupSchedule(config)
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  const { port } = server.address() as AddressInfo
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host
  const release = async () => {
    clearInterval(orphanSweep)
    state.stop()
    await db.destroy()
    folderLock?.release()
  }
  return {
    url: `http://${shownHost}:${port}`,
    db,
    config,
    live,
    state,
    async close() {
      // Open streams would keep server.close() waiting for ever.
      await scheduler?.stop()
      await backups?.stop()
      await live.close()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await release()
    },
    async drain(boundMs = config.drainMs ?? DEFAULT_DRAIN_MS) {
      // No task starts from now on; one already running finishes while the requests do.
      const schedulerStopped = scheduler?.stop()
      const backupsStopped = backups?.stop()
      const outcome = await drainServer(server, state, live, boundMs)
      await schedulerStopped
      await backupsStopped
      await live.close()
      await release()
      return outcome
    },
  }
}
