// Write commands: what a command does to the local mirror at once (its optimistic effect) and which
// call delivers it. Declared once, used by enqueue on the page and by push in the workers.

import { type AnyResource, removeKind, saveKind } from '../resources/define-resource.ts'
import { checkPatch, editPayload, isPatch, revOf } from '../resources/patch.ts'
import { fieldErrors, saveSchema } from '../resources/schema.ts'
import { uploadAttachment } from './attachment-upload-command.ts'
import type { Catalogue } from './catalogue.ts'
import { bumpCount, type Command, InvalidPayload, putWithUndo } from './command-kit.ts'
import type { BeforeImage } from './outbox-types.ts'
import type { Row, UserDb } from './user-db.ts'

/** The mirror row prepare read for the payload it returned; apply runs next in the same transaction. */
const readByPrepare = new WeakMap<object, Row | null>()

const GRANT_TOKEN = /^[A-Za-z0-9_-]{20,64}$/
/**
 * A shop manager's grant a save carries beside its record (a member card with value): it goes to the
 * server with the save, which checks and spends it, and never into the mirror's row.
 */
const grantOf = (payload: Record<string, unknown>) =>
  typeof payload.grant === 'string' && GRANT_TOKEN.test(payload.grant) ? { grant: payload.grant } : {}
const withoutGrant = ({ grant: _, ...fields }: Record<string, unknown>) => fields

function saveCommand(r: AnyResource, path: string): Command {
  return {
    kind: saveKind(r),
    path,
    tables: [r.name, 'syncState'],
    parse(payload, lang) {
      // The same derived schema as the form and the server: nothing malformed enters the outbox.
      if (isPatch(payload)) {
        const checked = checkPatch(r, payload, lang)
        if (!checked.ok) throw new InvalidPayload(checked.messages)
        return { ...checked.value, ...grantOf(payload) }
      }
      const parsed = saveSchema(r, lang).safeParse(payload)
      if (!parsed.success) throw new InvalidPayload(Object.values(fieldErrors(parsed.error)))
      return { ...(parsed.data as Record<string, unknown>), ...grantOf(payload) }
    },
    async prepare(db, payload) {
      if (isPatch(payload)) return payload
      // A whole record for a row the server gave a revision: only what differs from the mirror goes,
      // on that base, so a caller that saves a whole row (a review page) cannot overwrite others.
      const before = (await db.rows(r).get(String(payload.id))) ?? null
      const sent = { ...editPayload(r, before, withoutGrant(payload)), ...grantOf(payload) }
      readByPrepare.set(sent, before)
      return sent
    },
    async apply(db, payload) {
      const id = String(payload.id)
      const undo: BeforeImage[] = []
      // The row prepare just read in this same transaction: one round trip fewer while the user waits.
      const known = readByPrepare.get(payload)
      readByPrepare.delete(payload)
      const before = known !== undefined ? known : ((await db.rows(r).get(id)) ?? null)
      if (isPatch(payload)) {
        if (!before) return undo
        const row: Row = { ...before }
        for (const [name, change] of Object.entries(payload.patch)) row[name] = change.to
        await putWithUndo(db, r.name, row, undo, { before })
        return undo
      }
      const row = { ...withoutGrant(payload), id, updated_at: before?.updated_at ?? 0, ...revKept(before) }
      await putWithUndo(db, r.name, row, undo, { before })
      return undo
    },
    pending(payload) {
      const id = String(payload.id)
      if (!isPatch(payload)) return [{ table: r.name, id, fields: { ...withoutGrant(payload), id } }]
      const fields: Record<string, unknown> = { id }
      for (const [name, change] of Object.entries(payload.patch)) fields[name] = change.to
      return [{ table: r.name, id, fields }]
    },
    confirmed: (_payload, data) => [{ table: r.name, row: data as Row }],
  }
}

function removeCommand(r: AnyResource, path: string): Command {
  return {
    kind: removeKind(r),
    path,
    tables: [r.name, 'syncState'],
    async apply(db, payload) {
      const id = String(payload.id)
      const before = (await db.rows(r).get(id)) ?? null
      if (before) {
        await db.rows(r).delete(id)
        await bumpCount(db, r.name, -1)
      }
      return [{ table: r.name, id, before }]
    },
  }
}

/** The server revision an optimistic row keeps: the base of the next edit made on it. */
const revKept = (before: Row | null) => (before && revOf(before) !== undefined ? { rev: before.rev } : {})

/** Every command of a catalogue by kind: its workflows, the attachment upload, each resource's save and remove. */
export function commandRegistry(catalogue: Catalogue): Map<string, Command> {
  const registry = new Map<string, Command>()
  for (const command of catalogue.commands) registry.set(command.kind, command)
  registry.set(uploadAttachment.kind, uploadAttachment)
  for (const r of catalogue.resources) {
    if (r.api.save) registry.set(saveKind(r), saveCommand(r, r.api.save))
    if (r.api.remove) registry.set(removeKind(r), removeCommand(r, r.api.remove))
  }
  return registry
}

/** Puts a before-image back; used when the server rejects the entry that made the change. */
export async function restore(db: UserDb, image: BeforeImage): Promise<void> {
  const table = db.table(image.table)
  const now = await table.get(image.id)
  if (image.before) await table.put(image.before)
  else await table.delete(image.id)
  const delta = (image.before ? 1 : 0) - (now ? 1 : 0)
  if (delta) await bumpCount(db, image.table, delta)
}
