// What an outbox entry is, in words the user knows: the record's name (src/resources/record-name.ts)
// for a save or remove, the receipt number for a sale; not the entry's key.
import { useLiveQuery } from 'dexie-react-hooks'
import { useTranslation } from 'react-i18next'
import type { Language } from '../api/error-catalogue.ts'
import { useUserDb } from '../data/db-context.tsx'
import { operations } from '../data/operation-log.ts'
import { nameOfTouched, resourceOfKind, SALES } from '../data/operation-words.ts'
import type { OutboxEntry } from '../data/outbox-types.ts'
import type { UserDb } from '../data/user-db.ts'
import { useLanguage } from '../i18n/use-language.ts'
import { saveKind } from '../resources/define-resource.ts'
import { inLanguage } from '../resources/text.ts'

/** A workflow command's own words for its entry; none when it declares none or its payload is odd. */
async function describeCommand(db: UserDb, e: OutboxEntry, lang: Language): Promise<string | null> {
  try {
    return (await db.commandFor(e.kind).describe?.(db, db.payloadNow(e), lang)) ?? null
  } catch {
    return null
  }
}

export function useEntryNames(entries: OutboxEntry[]): Map<string, string> {
  const { t } = useTranslation()
  const lang = useLanguage()
  const db = useUserDb()
  const key = entries.map((e) => e.id).join(',')
  return useLiveQuery(
    async () => {
      const names = new Map<string, string>()
      const logged = new Map((await operations(db)).map((op) => [op.entryId, op.record]))
      for (const e of entries) {
        if (SALES.has(e.kind)) {
          names.set(e.id, t('edits.receipt', { no: String(e.payload.receipt_no || e.id) }))
          continue
        }
        const r = resourceOfKind(db, e.kind)
        if (!r) {
          const said = await describeCommand(db, e, lang)
          if (said) names.set(e.id, said)
          continue
        }
        const current = e.error?.conflict?.current ?? undefined
        const name = await nameOfTouched(db, r, e.payload, lang, current, logged.get(e.id))
        const title = inLanguage(r.title, lang)
        names.set(e.id, t(e.kind === saveKind(r) ? 'edits.saveOf' : 'edits.removeOf', { title, name }))
      }
      return names
    },
    [db, key, lang],
    new Map<string, string>(),
  )
}
