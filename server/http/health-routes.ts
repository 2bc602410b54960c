// GET /healthz (the process answers: restart it if not) and GET /readyz (send it traffic: the database
// answers and it is not draining). Outside /api so a load balancer's probe needs no token and no
// envelope. A full disk leaves the process ready (reads, sign-in and queued devices still work)
// but reports it degraded on both, so a monitor can page someone without the balancer pulling it.
import { Hono } from 'hono'
import { sql } from 'kysely'
import type { Db } from '../db/connection.ts'
import type { ServerState } from './server-state.ts'

/** A database that takes longer than this to answer `select 1` counts as unreachable. */
const DATABASE_PROBE_MS = 2_000

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_PROBE_MS)
  })
  const probe = sql`select 1`
    .execute(db)
    .then(() => true)
    .catch(() => false)
  try {
    return await Promise.race([probe, late])
  } finally {
    clearTimeout(timer)
  }
}

export function healthRoutes(db: Db, state: ServerState) {
  const app = new Hono()
  const storage = () => (state.storageFullSince === null ? 'ok' : 'full')

  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json({ status: storage() === 'ok' ? 'ok' : 'degraded', storage: storage() })
  })

  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store')
    const database = (await databaseAnswers(db)) ? 'ok' : 'unreachable'
    const ready = database === 'ok' && !state.draining
    const status = !ready ? 'not ready' : storage() === 'ok' ? 'ready' : 'degraded'
    return c.json({ status, database, storage: storage(), draining: state.draining }, ready ? 200 : 503)
  })

  return app
}
