// A defined command on the device: its effect runs on the Dexie mirror inside the enqueue transaction
// as the optimistic change, every row it writes keeping its before-image so a rejection undoes it.
import type { AnyResource } from '../resources/define-resource.ts'
import { unsetRow } from '../resources/fields.ts'
import { type Actor, bumpCount, type Command, putWithUndo } from './command-kit.ts'
import { type AnyDefinedCommand, type CommandStore, isRow, type Row } from './define-command.ts'
import type { BeforeImage } from './outbox-types.ts'
import type { UserDb } from './user-db.ts'

/** The meta row holding the company's site info (src/shell/site-info-follower.tsx follows it). */
export const SITE_INFO_KEY = 'siteInfo'

/** The store an effect writes on the device; `undo` collects the rows as they were. */
const reader =
  (db: UserDb) =>
  async (r: AnyResource, id: string): Promise<Row | undefined> => {
    const row: unknown = await db.table(r.name).get(id)
    return isRow(row) ? row : undefined
  }

export function dexieStore(db: UserDb, undo: BeforeImage[]): CommandStore {
  const read = reader(db)
  return {
    get: read,
    async findBy(r, field, value) {
      const row: unknown = await db.table(r.name).where(field).equals(value).first()
      return isRow(row) ? row : undefined
    },
    async insert(r, row) {
      // Not confirmed yet: updated_at 0 until the server's row replaces it. A field the effect
      // leaves out holds what the server's row will (its column's default): a list sorted by it (an
      // index skips rows without the key) would otherwise hide the new row.
      await putWithUndo(
        db,
        r.name,
        { ...unsetRow(r.fields), ...row, id: String(row.id), updated_at: 0 },
        undo,
      )
    },
    async remove(r, id) {
      const before = await read(r, id)
      if (!before) return
      undo.push({ table: r.name, id, before })
      await db.table(r.name).delete(id)
      await bumpCount(db, r.name, -1)
    },
    async update(r, id, changes) {
      const before = await read(r, id)
      if (!before) return
      await putWithUndo(
        db,
        r.name,
        { ...before, ...changes, id, updated_at: Number(before.updated_at ?? 0) },
        undo,
        {
          before: { ...before, id, updated_at: Number(before.updated_at ?? 0) },
        },
      )
    },
    async patchSiteInfo(patch) {
      const stored: unknown = await db.meta.get(SITE_INFO_KEY)
      const before = isRow(stored) ? stored : null
      const value = before && isRow(before.value) ? before.value : {}
      undo.push({ table: 'meta', id: SITE_INFO_KEY, before })
      await db.meta.put({ key: SITE_INFO_KEY, value: { ...value, ...patch } })
    },
  }
}

/** Who is acting, as the page stored it for offline starts (when the caller did not say). */
async function actor(db: UserDb): Promise<Actor> {
  const info: unknown = await db.meta.get('userInfo')
  return actorOf(isRow(info) ? info.value : undefined)
}

/** The actor named by a stored UserInfo (src/auth/user-info.ts): ID, nickname, username. */
export function actorOf(info: unknown): Actor {
  const user: Row = isRow(info) ? info : {}
  return { id: Number(user.ID ?? 0), name: String(user.nickname || user.username || '') }
}

/** The outbox's view of a defined command (enqueue, push and the sync panel use this shape). */
export function outboxCommand(command: AnyDefinedCommand): Command {
  const { fallback, describe } = command
  return {
    kind: command.kind,
    path: command.path,
    version: command.version ?? 1,
    upcast: (payload, from) => command.upcast(payload, from),
    tables: [...new Set([...command.writes.map((r) => r.name), 'syncState', 'meta'])],
    parse: (payload, lang) => command.parse(payload, lang),
    async apply(db, payload, lang, known) {
      const undo: BeforeImage[] = []
      const ctx = { actor: known ?? (await actor(db)), time: { client: Date.now(), server: 0 }, lang }
      await command.effect(dexieStore(db, undo), command.parse(payload, lang), ctx)
      return undo
    },
    ...(fallback
      ? {
          fallback: {
            label: fallback.label,
            to: (payload) => fallback.to(command.parse(payload, 'zh')),
          },
        }
      : {}),
    ...(describe
      ? {
          describe: async (db, payload, lang) =>
            describe(command.parse(payload, lang), lang, { get: reader(db) }),
        }
      : {}),
    confirmed: (_payload, data) =>
      (
        command.confirmed?.(data) ??
        Object.entries(command.answer).flatMap(([key, r]) => {
          const row = isRow(data) ? data[key] : undefined
          return isRow(row) ? [{ table: r.name, row }] : []
        })
      ).map(({ table, row }) => ({
        table,
        row: { ...row, id: String(row.id), updated_at: Number(row.updated_at ?? 0) },
      })),
  }
}
