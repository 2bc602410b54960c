// At start, before migrations, seeding or the first sale: PRAGMA quick_check of the SQLite file. A
// damaged database is refused with the file, what SQLite found and the way out (the last backup and
// `npm run restore`), so PM3 never takes sales on a corrupt copy.
import path from 'node:path'
import { sql } from 'kysely'
import { type Db, isPostgres, openDatabase } from '../db/connection.ts'
import { backupsIn } from './make-backup.ts'

/** PM3 will not start; the message says why and what to do, for the operator's terminal or log. */
export class StartRefused extends Error {}

type Settings = Parameters<typeof openDatabase>[0] & { backup?: { dir: string } | null }

/** SQLite's answers for a file that is not a whole database. */
const DAMAGED = /^SQLITE_(CORRUPT|NOTADB)/

/** openDatabase, refusing a damaged SQLite file with StartRefused. */
export async function openUndamaged(config: Settings): Promise<Db> {
  let db: Db
  try {
    db = openDatabase(config)
  } catch (e) {
    const code = (e as { code?: string }).code ?? ''
    if (DAMAGED.test(code)) throw refusal(config, e instanceof Error ? e.message : code)
    throw e
  }
  if (isPostgres(db)) return db
  let found: string
  try {
    const rows = await sql<{ quick_check: string }>`PRAGMA quick_check`.execute(db)
    found = rows.rows.map((r) => r.quick_check).join('; ')
  } catch (e) {
    found = e instanceof Error ? e.message : String(e)
  }
  if (found === 'ok') return db
  await db.destroy()
  throw refusal(config, found)
}

function refusal(config: Settings, found: string): StartRefused {
  const file = path.join(config.dataDir, 'pm3.sqlite')
  const dir = config.backup?.dir ?? path.join(config.dataDir, 'backups')
  const last = backupsIn(dir)[0]
  const wayOut = last
    ? `Restore the last backup with the server stopped:\n  npm run restore -- ${last}\n(backups are in ${dir}; \`npm run restore -- <backup> --check\` only checks one).`
    : `No backup was found in ${dir}. Restore one you keep elsewhere with \`npm run restore -- <backup>\`, or move the damaged file aside to start empty.`
  return new StartRefused(
    `PM3 will not start: the database ${file} is damaged (PRAGMA quick_check: ${found.slice(0, 500)}).\nStarting on it could take sales into a corrupt copy.\n${wayOut}`,
  )
}
