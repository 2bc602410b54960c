// Typed catalogue keys (see src/app/i18next.d.ts) and the one checked way to turn a value that comes from
// data (a payment method, a ledger kind, an error key a schema carries) into catalogue words.
import i18next, { type ParseKeys, type TFunction } from 'i18next'

export type TextKey = ParseKeys

/** Sections whose keys are values found in data. */
export type DataSection = 'till.methods' | 'member.kinds' | 'oplog' | 'oplog.kinds' | 'edits.historyFields'

export function isTextKey(key: string): key is TextKey {
  return i18next.exists(key)
}

/** The words for `value` under `section`, or `fallback` (default: the value itself) when none exist. */
export function wordFor(t: TFunction, section: DataSection, value: string, fallback = value): string {
  const key = `${section}.${value}`
  return isTextKey(key) ? t(key) : fallback
}

/** A message that is a catalogue key (schemas written with keys, e.g. 'validation.usernameRequired'). */
export function keyedMessage(t: TFunction, message: string): string {
  return isTextKey(message) ? t(message) : message
}
