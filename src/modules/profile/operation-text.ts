// A line of the operation log in words: what was done (a command's own words, or the list and the
// action) and to which record; never the entry's key.
import type { TFunction } from 'i18next'
import type { Language } from '../../api/error-catalogue.ts'
import type { Operation } from '../../data/operation-log.ts'
import { SALES } from '../../data/operation-words.ts'
import { wordFor } from '../../i18n/keys.ts'
import { inLanguage } from '../../resources/text.ts'
import { resources } from '../registry.ts'

export function operationText(op: Operation, lang: Language, t: TFunction): string {
  const said = op.said?.[lang]
  if (said) return said
  // Lines logged before the count was kept say it in the kind: 'staff.save ×12'.
  const [kind = op.kind, oldCount] = op.kind.split(' ×')
  const count = op.count ?? Number(oldCount ?? 1)
  const [name, action = ''] = kind.split('.')
  const r = resources.find((x) => x.name === name)
  const what =
    (r
      ? `${inLanguage(r.title, lang)} · ${wordFor(t, 'oplog', action)}`
      : wordFor(t, 'oplog.kinds', kind.replace('.', '_'), kind)) + (count > 1 ? ` ×${count}` : '')
  if (!op.record) return what
  const record = SALES.has(kind) ? t('edits.receipt', { no: op.record }) : op.record
  return t('oplog.did', { what, record })
}
