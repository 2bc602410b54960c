// 导入 Excel on a generic list: pick a sheet (PM3's own export reads back unchanged), map its columns
// to fields, see every row checked by the form's own schema (bad cells named per row, in the user's
// language, showing what was typed) and what it will do — add a record, update the one it names, or
// skip it — and only on confirming send them, each as its own outbox entry, offline too.

import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Language } from '../api/error-catalogue.ts'
import { useUserDb } from '../data/db-context.tsx'
import { newId } from '../data/enqueue.ts'
import {
  autoMap,
  type CheckedRow,
  type ColumnMapping,
  checkAgainstMirror,
  fieldLabel,
  type ImportAction,
  importableFields,
  importPayload,
  sheetBody,
} from '../data/import-rows.ts'
import type { RefLabels } from '../data/list-query.ts'
import { download, readSheetInWorker, templateInWorker } from '../data/sheet-client.ts'
import type { Cell } from '../data/sheet-table.ts'
import { writeMany } from '../data/sync-client.ts'
import type { Row } from '../data/user-db.ts'
import { companyDateTime } from '../lib/company-time.ts'
import { type AnyResource, saveKind } from '../resources/define-resource.ts'
import { recordName } from '../resources/record-name.ts'
import { inLanguage } from '../resources/text.ts'
import { Button } from '../ui/button.tsx'
import { DialogButtons } from '../ui/form-parts.tsx'
import { Modal } from '../ui/modal.tsx'
import { officeText } from './office.text.ts'

/**
 * Rows the preview's table draws at most: the rows that add or change a record or are refused, in
 * sheet order; a row that says exactly what its record says is only counted (every bad row is also
 * listed above the table whatever the count).
 */
const PREVIEW_ROWS = 100

export function ImportButton({
  resource: r,
  refs,
  lang,
}: {
  resource: AnyResource
  refs: RefLabels
  lang: Language
}) {
  const { t: say } = useTranslation([officeText.ns, 'translation'])
  const input = useRef<HTMLInputElement>(null)
  const [sheet, setSheet] = useState<Cell[][] | null>(null)
  const [message, setMessage] = useState('')
  const pick = async (file: File | undefined) => {
    if (!file) return
    const { rows } = await readSheetInWorker(await file.arrayBuffer())
    if (input.current) input.current.value = ''
    if (rows.length < 2) setMessage(say('importEmpty'))
    else setSheet(rows)
  }
  const template = async () => {
    const today = companyDateTime(Date.now())[0]
    const result = await templateInWorker({ resource: r.name, lang, refs, today })
    download(
      result.bytes,
      result.mime,
      `${say('importTemplateFile', { title: inLanguage(r.title, lang) })}.xlsx`,
    )
  }
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => input.current?.click()}>
        {say('importSheet')}
      </Button>
      <Button variant="outline" size="sm" onClick={() => void template()}>
        {say('importTemplate')}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".xlsx,.xls,.csv"
        aria-label={say('importSheet')}
        className="hidden"
        onChange={(e) => void pick(e.target.files?.[0])}
      />
      {message && (
        <span role="status" className="text-xs text-slate-500">
          {message}
        </span>
      )}
      {sheet && (
        <ImportPreview
          resource={r}
          sheet={sheet}
          refs={refs}
          lang={lang}
          onClose={(done) => {
            setSheet(null)
            setMessage(done === null ? '' : say('importDone', { n: done }))
          }}
        />
      )}
    </>
  )
}

function ImportPreview({
  resource: r,
  sheet,
  refs,
  lang,
  onClose,
}: {
  resource: AnyResource
  sheet: Cell[][]
  refs: RefLabels
  lang: Language
  onClose: (queued: number | null) => void
}) {
  const { t: say } = useTranslation([officeText.ns, 'translation'])
  const body = useMemo(() => sheetBody(r, sheet), [r, sheet])
  const header = body.header
  const [mapping, setMapping] = useState<ColumnMapping>(() => autoMap(r, header))
  const [chosen, setChosen] = useState<Record<number, ImportAction>>({})
  const [busy, setBusy] = useState(false)
  const db = useUserDb()
  // Read once as the sheet opens: the rows the import itself queues must not turn into matches of
  // their own sheet while it is being confirmed. The taken unique values and the records rows match
  // come from this one read (checkAgainstMirror).
  const [mirror, setMirror] = useState<Row[] | undefined>(undefined)
  useEffect(() => {
    void db
      .rows(r)
      .toArray()
      .then((rows) => setMirror(rows as Row[]))
  }, [db, r])
  const checked = useMemo(
    () => checkAgainstMirror(r, body, mapping, mirror ?? [], refs, lang, newId),
    [r, body, mapping, refs, lang, mirror],
  )
  const actionOf = (row: CheckedRow) => chosen[row.line] ?? row.action
  const bad = checked.filter((c) => Object.keys(c.errors).length > 0)
  const good = checked.filter((c) => Object.keys(c.errors).length === 0)
  const count = (action: ImportAction) => good.filter((row) => actionOf(row) === action).length
  const sent = good.filter((row) => actionOf(row) !== 'skip')
  const shown = mapping.flatMap((m) => (m && m !== 'id' ? [m] : []))
  const isUnchanged = (row: CheckedRow) => row.action === 'skip' && Object.keys(row.errors).length === 0
  const unchanged = checked.filter(isUnchanged)
  const listed = checked.filter((row) => !isUnchanged(row))
  const confirm = async () => {
    setBusy(true)
    const { queued } = await writeMany(
      saveKind(r),
      sent.map((row) => importPayload(r, row)),
    )
    onClose(queued.length)
  }
  const valueText = (name: string, v: unknown) => {
    const f = r.fields[name]!
    if (f.kind === 'money') return (Number(v) / 100).toFixed(2)
    if (f.kind === 'enum')
      return f.options[String(v)] ? inLanguage(f.options[String(v)]!, lang) : String(v ?? '')
    if (f.kind === 'ref') return refs[f.resource]?.get(String(v)) ?? ''
    return String(v ?? '')
  }
  // A refused cell shows what was typed; a changed one what it was and what it becomes.
  const cellText = (row: CheckedRow, name: string) => {
    if (row.errors[name]) return row.typed[name] ?? ''
    const now = valueText(name, row.values[name])
    if (!row.existing || !row.changed.includes(name)) return now
    return `${valueText(name, row.existing[name]) || say('importEmptyValue')} → ${now || say('importEmptyValue')}`
  }
  const actionLabel = (row: CheckedRow, action: ImportAction) =>
    action === 'create'
      ? say('translation:list.add')
      : action === 'update'
        ? say('importUpdate')
        : row.existing && row.changed.length === 0
          ? say('importUnchanged')
          : say('importLeave')
  return (
    <Modal
      open
      onClose={() => onClose(null)}
      title={say('importTitle', { title: inLanguage(r.title, lang) })}
      size="max-w-5xl"
    >
      <div className="space-y-4 text-sm">
        <table className="w-full">
          <thead>
            <tr className="text-left text-slate-500">
              <th className="py-1">{say('importColumn')}</th>
              <th className="py-1">{say('importField')}</th>
            </tr>
          </thead>
          <tbody>
            {header.map((h, col) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a sheet's columns keep their order
              <tr key={col}>
                <td className="py-0.5">{String(h)}</td>
                <td className="py-0.5">
                  <select
                    aria-label={`${say('importField')} ${String(h)}`}
                    className="rounded border border-slate-300 px-2 py-0.5"
                    value={mapping[col] ?? ''}
                    onChange={(e) =>
                      setMapping((m) =>
                        m.map((x, i) =>
                          i === col ? e.target.value || null : x === e.target.value ? null : x,
                        ),
                      )
                    }
                  >
                    <option value="">{say('importSkip')}</option>
                    <option value="id">{fieldLabel(r, 'id', lang)}</option>
                    {importableFields(r).map((name) => (
                      <option key={name} value={name}>
                        {fieldLabel(r, name, lang)}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p role="status" data-testid="import-summary" className="font-medium">
          {say('importSummary', { total: checked.length, good: good.length, bad: bad.length })}
        </p>
        <p role="status" data-testid="import-plan">
          {say('importPlan', { create: count('create'), update: count('update'), skip: count('skip') })}
        </p>
        {bad.length > 0 && (
          <ul
            aria-label="import-errors"
            className="max-h-60 overflow-auto rounded bg-red-50 p-2 text-red-700"
          >
            {bad.map((row) => (
              <li key={row.line} data-line={row.line}>
                {say('importRow', { n: row.line })}：
                {Object.entries(row.errors)
                  .map(([name, msg]) => `${fieldLabel(r, name, lang)}（${msg}）`)
                  .join('；')}
              </li>
            ))}
          </ul>
        )}
        <div className="max-h-72 overflow-auto">
          <table className="w-full border-collapse text-xs">
            <thead>
              <tr>
                <th className="border px-1">#</th>
                <th className="border px-1">{say('importAction')}</th>
                {shown.map((name) => (
                  <th key={name} className="border px-1">
                    {fieldLabel(r, name, lang)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {listed.slice(0, PREVIEW_ROWS).map((row) => {
                const ok = Object.keys(row.errors).length === 0
                const options: ImportAction[] = row.existing ? ['update', 'skip'] : ['create', 'skip']
                return (
                  <tr key={row.line} data-line={row.line}>
                    <td className="border px-1">{row.line}</td>
                    <td
                      className="border px-1"
                      title={
                        row.existing
                          ? say('importMatched', { name: recordName(r, row.existing, lang) })
                          : undefined
                      }
                    >
                      {ok && (
                        <select
                          aria-label={`${say('importAction')} ${say('importRow', { n: row.line })}`}
                          className="rounded border border-slate-300 px-1"
                          value={actionOf(row)}
                          onChange={(e) =>
                            setChosen((c) => ({ ...c, [row.line]: e.target.value as ImportAction }))
                          }
                        >
                          {options.map((action) => (
                            <option key={action} value={action}>
                              {actionLabel(row, action)}
                            </option>
                          ))}
                        </select>
                      )}
                    </td>
                    {shown.map((name) => (
                      <td
                        key={name}
                        title={row.errors[name]}
                        className={`border px-1 ${row.errors[name] ? 'bg-red-100 text-red-700' : row.changed.includes(name) ? 'bg-amber-50' : ''}`}
                      >
                        {row.errors[name]
                          ? `${cellText(row, name)} ⚠ ${row.errors[name]}`
                          : cellText(row, name)}
                      </td>
                    ))}
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
        {(unchanged.length > 0 || listed.length > PREVIEW_ROWS) && (
          <p className="text-xs text-slate-500" data-testid="import-unlisted">
            {listed.length > PREVIEW_ROWS && say('importFirstRows', { n: PREVIEW_ROWS })}
            {unchanged.length > 0 && say('importUnchangedRows', { n: unchanged.length })}
          </p>
        )}
        <DialogButtons
          cancel={say('translation:form.cancel')}
          save={say('importConfirm', { n: sent.length })}
          onCancel={() => onClose(null)}
          onSave={() => void confirm()}
          disabled={busy || mirror === undefined || sent.length === 0}
        />
      </div>
    </Modal>
  )
}
