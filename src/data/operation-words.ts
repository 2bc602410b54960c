// What a write did, in words the user knows, kept with its line in the operation log (/logtext): the
// outbox entry, and with it the payload, is gone once the server has it, and a removed record is gone
// from the mirror at once. The record is named the way the sync panel and the list name it; a workflow command says itself through its own `describe`, in both languages.
import type { Language } from '../api/error-catalogue.ts'
import { type AnyResource, removeKind, saveKind } from '../resources/define-resource.ts'
import { isPatch } from '../resources/patch.ts'
import { recordName } from '../resources/record-name.ts'
import { namingLabels } from './naming-labels.ts'
import type { UserDb } from './user-db.ts'

type Payload = Record<string, unknown>

const LANGUAGES: Language[] = ['zh', 'en']

/** The sales, named by their receipt number. */
export const SALES = new Set(['shop.cashCheckout', 'shop.memberCheckout'])

export const resourceOfKind = (db: UserDb, kind: string): AnyResource | undefined =>
  db.catalogue.resources.find((r) => saveKind(r) === kind || removeKind(r) === kind)

/**
 * A saved or removed record by its name (src/resources/record-name.ts): what the entry sends wins
 * over the server's current row, and that over the device's copy. A record gone from all three (an
 * edit of a row someone deleted meanwhile) keeps the name it was logged with, never its id.
 */
export async function nameOfTouched(
  db: UserDb,
  r: AnyResource,
  payload: Payload,
  lang: Language,
  current?: Payload,
  logged?: string,
): Promise<string> {
  const sent = isPatch(payload)
    ? Object.fromEntries(Object.entries(payload.patch).map(([k, c]) => [k, c.to]))
    : payload
  const mirrored = await db.rows(r).get(String(payload.id))
  const row = { ...mirrored, ...current, ...sent, id: payload.id }
  const name = recordName(r, row, lang, await namingLabels(db, r, [row]))
  return name === String(payload.id) && logged ? logged : name
}

export interface OperationWords {
  /** The record a save or remove touched, by name; a sale's receipt number. */
  record?: string
  /** A workflow command's own words for what it did, per language. */
  said?: Partial<Record<Language, string>>
}

/** Before the write: a record it removes is still in the mirror. */
export async function touchedRecord(
  db: UserDb,
  kind: string,
  payload: Payload,
  lang: Language,
): Promise<OperationWords> {
  if (SALES.has(kind)) return payload.receipt_no ? { record: String(payload.receipt_no) } : {}
  const r = resourceOfKind(db, kind)
  return r ? { record: await nameOfTouched(db, r, payload, lang) } : {}
}

/** After the write: a command's words may read what it just changed (the sop it decided). */
export async function commandWords(db: UserDb, kind: string, payload: Payload): Promise<OperationWords> {
  if (SALES.has(kind) || resourceOfKind(db, kind)) return {}
  const describe = db.commandFor(kind).describe
  if (!describe) return {}
  const said: Partial<Record<Language, string>> = {}
  for (const lang of LANGUAGES) said[lang] = await describe(db, payload, lang).catch(() => undefined)
  return { said }
}
