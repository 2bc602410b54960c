// Starts PM3's server: open and migrate the database, seed demo data, listen. Used by `npm start`
// and, in-process on a free port, by the integration and browser tests.
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { resources } from '../src/modules/registry.ts'
import { sweepOrphanAttachments } from './attachments/attachment-refs.ts'
import { localFileStore } from './attachments/file-store.ts'
import { createRsaKeys } from './auth/rsa.ts'
import type { ServerConfig } from './config.ts'
import { type Db, openDatabase } from './db/connection.ts'
import { placeUploads } from './db/demo-uploads.ts'
import { migrateToLatest } from './db/migrate.ts'
import { ensureResourceTable } from './db/resource-tables.ts'
import { DEMO_COM_ID, seedIfEmpty } from './db/seed.ts'
import { whileStartingAlone } from './db/startup-lock.ts'
import { createApp } from './http/app.ts'
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
  close(): Promise<void>
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
  const db = openDatabase(config)
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
  const app = createApp(db, config, config.rsaLogin ? createRsaKeys() : null, live)
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host })
  const orphanSweep = sweepOrphansHourly(db, config)
  const scheduler = startScheduler(db, config, live)
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  const { port } = server.address() as AddressInfo
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host
  return {
    url: `http://${shownHost}:${port}`,
    db,
    config,
    live,
    async close() {
      // Open streams would keep server.close() waiting for ever.
      await scheduler?.stop()
      await live.close()
      clearInterval(orphanSweep)
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await db.destroy()
    },
  }
}
