// Bulk actions on the selected rows of a list: delete, or set one field to one value. Each row is its
// own outbox entry (its own idempotency key), so each lands exactly once and a refusal names its row;
// rows the device itself refuses are listed here at once.

import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Language } from '../api/error-catalogue.ts'
import { InvalidPayload } from '../data/command-kit.ts'
import { writeMany } from '../data/sync-client.ts'
import type { Row, UserDb } from '../data/user-db.ts'
import { type AnyResource, removeKind, saveKind } from '../resources/define-resource.ts'
import type { Field } from '../resources/fields.ts'
import { editableFields, editPayload, revOf } from '../resources/patch.ts'
import { inLanguage } from '../resources/text.ts'
import { Button } from '../ui/button.tsx'
import { officeText } from './office.text.ts'

const SETTABLE: Field['kind'][] = ['enum', 'bool', 'ref', 'text', 'date', 'month', 'mobile']
/** One value for many records: never a code only one record may hold. */
const settable = (field: Field) => SETTABLE.includes(field.kind) && !(field.kind === 'text' && field.unique)

function typedValue(field: Field, raw: string): unknown {
  if (field.kind === 'bool') return raw === 'true'
  return raw
}

export function BulkActions({
  resource: r,
  db,
  selected,
  rowName,
  refOptions,
  lang,
  removable,
  onDone,
}: {
  resource: AnyResource
  db: UserDb
  selected: string[]
  rowName: (row: Row) => string
  refOptions: (resource: string) => { id: string; label: string }[]
  lang: Language
  removable: boolean
  onDone: () => void
}) {
  const { t: say } = useTranslation([officeText.ns, 'translation'])
  const fields = editableFields(r).filter((n) => settable(r.fields[n]!))
  const [field, setField] = useState(fields[0] ?? '')
  const [value, setValue] = useState('')
  const [report, setReport] = useState<{ queued: number; failed: string[] } | null>(null)
  const target = r.fields[field]

  const each = async (make: (row: Row) => [string, Record<string, unknown>]) => {
    const rows = (await db.rows(r).bulkGet(selected)).filter((x): x is Row => x !== undefined)
    // Grouped by command kind, each group one local transaction (one entry per row all the same).
    const made = rows.map((row) => ({ row, write: make(row) }))
    let queued = 0
    const failed: string[] = []
    for (const kind of new Set(made.map((m) => m.write[0]))) {
      const group = made.filter((m) => m.write[0] === kind)
      const result = await writeMany(
        kind,
        group.map((m) => m.write[1]),
      )
      queued += result.queued.length
      for (const { index, error } of result.refused) {
        const why = error instanceof InvalidPayload ? error.messages.join('；') : String(error)
        failed.push(`${rowName(group[index]!.row)}：${why}`)
      }
    }
    setReport({ queued, failed })
    onDone()
  }
  const removeAll = () => {
    if (!window.confirm(say('confirmBulkDelete', { n: selected.length }))) return
    void each((row) => {
      const rev = revOf(row)
      return [removeKind(r), rev === undefined ? { id: row.id } : { id: row.id, base_rev: rev }]
    })
  }
  const setAll = () => {
    if (!target) return
    void each((row) => [saveKind(r), editPayload(r, row, { ...row, [field]: typedValue(target, value) })])
  }
  const box = 'rounded border border-slate-300 px-2 py-1 text-sm'
  return (
    <section
      className="mb-2 flex flex-wrap items-center gap-2 rounded bg-sky-50 px-3 py-2 text-sm"
      aria-label={say('bulkSet')}
    >
      <span>{say('selected', { n: selected.length })}</span>
      {r.api.remove && removable && (
        <Button variant="danger-link" disabled={!selected.length} onClick={removeAll}>
          {say('bulkDelete')}
        </Button>
      )}
      {r.api.save && fields.length > 0 && (
        <>
          <select
            aria-label={say('translation:edits.field')}
            className={box}
            value={field}
            onChange={(e) => setField(e.target.value)}
          >
            {fields.map((n) => (
              <option key={n} value={n}>
                {inLanguage(r.fields[n]!.label, lang)}
              </option>
            ))}
          </select>
          {target?.kind === 'enum' || target?.kind === 'bool' || target?.kind === 'ref' ? (
            <select
              aria-label={say('bulkValue')}
              className={box}
              value={value}
              onChange={(e) => setValue(e.target.value)}
            >
              <option value="" />
              {target.kind === 'enum' &&
                Object.entries(target.options).map(([k, t]) => (
                  <option key={k} value={k}>
                    {inLanguage(t, lang)}
                  </option>
                ))}
              {target.kind === 'bool' && (
                <>
                  <option value="true">{say('translation:list.yes')}</option>
                  <option value="false">{say('translation:list.no')}</option>
                </>
              )}
              {target.kind === 'ref' &&
                refOptions(target.resource).map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.label}
                  </option>
                ))}
            </select>
          ) : (
            <input
              aria-label={say('bulkValue')}
              type={target?.kind === 'date' || target?.kind === 'month' ? target.kind : 'text'}
              className={box}
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
          )}
          <Button size="sm" disabled={!selected.length} onClick={setAll}>
            {say('apply')}
          </Button>
        </>
      )}
      {report && (
        <div role="status" className="w-full">
          {say('bulkQueued', { n: report.queued })}
          {report.failed.length > 0 && (
            <div className="text-red-700">
              {say('bulkFailed', { n: report.failed.length })}
              <ul className="list-disc pl-5">
                {report.failed.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </section>
  )
}
