// One edit conflict in the open: who changed each field and when, theirs beside yours, and the
// user's three choices. Shown in the sync panel and in the record's form.

import { useTranslation } from 'react-i18next'
import { conflictResource, editStart, keepMine, takeTheirs } from '../data/conflict-choices.ts'
import { useUserDb } from '../data/db-context.tsx'
import type { OutboxEntry } from '../data/outbox-types.ts'
import { refresh, write } from '../data/sync-client.ts'
import { useLanguage } from '../i18n/use-language.ts'
import { formatCompanyTime } from '../lib/company-time.ts'
import type { AnyResource } from '../resources/define-resource.ts'
import { displayValue } from '../resources/field-text.ts'
import type { EditConflict } from '../resources/patch.ts'
import { inLanguage } from '../resources/text.ts'
import { Button } from '../ui/button.tsx'
import { useRefLabels } from './use-ref-labels.ts'

type Values = Record<string, unknown>

export function EditConflictView({
  entry,
  conflict,
  onEdit,
}: {
  entry: OutboxEntry
  conflict: EditConflict
  /** Opens the record's form on the merged values, based on the server's row. */
  onEdit: (start: { resource: AnyResource; record: Values; base: Values; replaces: string }) => void
}) {
  const r = conflictResource(useUserDb().catalogue.resources, entry)
  return r ? <ConflictFields r={r} entry={entry} conflict={conflict} onEdit={onEdit} /> : null
}

function ConflictFields({
  r,
  entry,
  conflict,
  onEdit,
}: {
  r: AnyResource
  entry: OutboxEntry
  conflict: EditConflict
  onEdit: Parameters<typeof EditConflictView>[0]['onEdit']
}) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const db = useUserDb()
  const refs = useRefLabels(r)
  const removing = conflict.kind === 'remove'
  const show = (name: string, value: unknown) =>
    r.fields[name] ? displayValue(r.fields[name], value, lang, refs.label) || '—' : String(value ?? '')
  const choose = async (choice: 'mine' | 'theirs') => {
    if (choice === 'mine') await keepMine(db.catalogue.resources, write, entry, conflict)
    else await takeTheirs(db, entry, conflict)
    refresh(r.name)
  }
  return (
    <div data-testid="edit-conflict" className="mt-1 rounded border border-amber-200 bg-amber-50 p-2 text-xs">
      <p className="font-medium text-amber-800">
        {removing ? t('edits.removeConflict') : t('edits.conflictTitle')}
      </p>
      <table className="mt-1 w-full">
        <thead>
          <tr className="text-left text-slate-500">
            <th className="pr-2 font-normal">{t('edits.field')}</th>
            <th className="pr-2 font-normal">{t('edits.theirs')}</th>
            <th className="font-normal">{t('edits.yours')}</th>
          </tr>
        </thead>
        <tbody>
          {conflict.fields.map((f) => (
            <tr key={f.field} data-field={f.field} className="align-top">
              <td className="pr-2">
                {r.fields[f.field] ? inLanguage(r.fields[f.field]!.label, lang) : f.field}
              </td>
              <td className="pr-2" data-side="theirs">
                {show(f.field, f.theirs)}
                <div className="text-slate-500">
                  {f.by && f.at
                    ? t('edits.changedBy', { name: f.by.name, time: formatCompanyTime(f.at) })
                    : t('edits.changedBySomeone')}
                </div>
              </td>
              <td data-side="yours">{removing ? t('edits.removedValue') : show(f.field, f.yours)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-2 flex flex-wrap gap-3">
        <Button variant="link" onClick={() => void choose('mine')}>
          {removing ? t('edits.deleteAnyway') : t('edits.keepMine')}
        </Button>
        <Button variant="link" onClick={() => void choose('theirs')}>
          {removing ? t('edits.keepRecord') : t('edits.takeTheirs')}
        </Button>
        {!removing && (
          <Button
            variant="link"
            onClick={() => onEdit({ resource: r, ...editStart(entry, conflict), replaces: entry.id })}
          >
            {t('edits.edit')}
          </Button>
        )}
      </div>
    </div>
  )
}
