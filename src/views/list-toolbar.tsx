// The office tools above a generic list: export (.xlsx, CSV) of exactly what the list shows, print,
// columns (show, hide, reorder) and saved views.
import i18next from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Language } from '../api/error-catalogue.ts'
import { session } from '../auth/session-store.ts'
import type { ListQuery } from '../data/list-query.ts'
import { download, exportInWorker } from '../data/sheet-client.ts'
import type { SheetFormat } from '../data/sheet-jobs.ts'
import { companyDateTime } from '../lib/company-time.ts'
import type { AnyResource } from '../resources/define-resource.ts'
import { inLanguage } from '../resources/text.ts'
import { Button, buttonClass } from '../ui/button.tsx'
import type { ListControlProps } from './list-filters.tsx'
import { officeText } from './office.text.ts'
import type { SavedView } from './use-list-query.ts'

const tool = buttonClass('outline', 'sm')

/** "某某公司 · 打印日期 2026-11-24": the caption of a printed page, or of an export ('exportedAt'). */
export function companyCaption(lang: Language, when: 'printedAt' | 'exportedAt' = 'printedAt'): string {
  const say = i18next.getFixedT(lang, officeText.ns)
  const company = session.siteInfo()?.company || session.siteInfo()?.erp_title || 'PM3'
  return `${company} · ${say(when)} ${companyDateTime(Date.now())[0]}`
}

export function ExportButtons({
  resource: r,
  dbName,
  query,
  lang,
}: {
  resource: AnyResource
  dbName: string
  query: ListQuery
  lang: Language
}) {
  const { t: say } = useTranslation(officeText.ns)
  const [status, setStatus] = useState('')
  const run = async (format: SheetFormat) => {
    setStatus(say('exporting'))
    try {
      const title = inLanguage(r.title, lang)
      const result = await exportInWorker({
        dbName,
        resource: r.name,
        query,
        lang,
        format,
        caption: `${title} — ${companyCaption(lang, 'exportedAt')}`,
      })
      const day = companyDateTime(Date.now())[0].replaceAll('-', '')
      download(result.bytes, result.mime, `${title}-${day}.${format}`)
      setStatus(say('exported', { n: result.rows }))
    } catch (e) {
      setStatus(say('exportFailed', { message: e instanceof Error ? e.message : String(e) }))
    }
  }
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => void run('xlsx')}>
        {say('exportXlsx')}
      </Button>
      <Button variant="outline" size="sm" onClick={() => void run('csv')}>
        {say('exportCsv')}
      </Button>
      <span role="status" className="text-xs text-slate-500">
        {status}
      </span>
    </>
  )
}

export function ColumnsMenu({ resource: r, query, setQuery, lang }: ListControlProps) {
  const { t: say } = useTranslation(officeText.ns)
  // Every declared field may be shown; hidden ones keep their place after the shown ones.
  const all = [
    ...query.columns,
    ...Object.keys(r.fields).filter((c) => c !== 'id' && !query.columns.includes(c)),
  ]
  const toggle = (c: string) =>
    setQuery((q) => {
      if (!q.columns.includes(c))
        return { ...q, columns: all.filter((x) => x === c || q.columns.includes(x)) }
      if (q.columns.length === 1) return q
      return { ...q, columns: q.columns.filter((x) => x !== c) }
    })
  const move = (c: string, by: -1 | 1) =>
    setQuery((q) => {
      const cols = [...q.columns]
      const i = cols.indexOf(c)
      const j = i + by
      if (i < 0 || j < 0 || j >= cols.length) return q
      ;[cols[i], cols[j]] = [cols[j]!, cols[i]!]
      return { ...q, columns: cols }
    })
  return (
    <details className="relative">
      <summary className={`${tool} cursor-pointer list-none`}>{say('columns')}</summary>
      <ul className="absolute z-20 mt-1 w-56 rounded border border-slate-200 bg-white p-2 shadow-lg">
        {all.map((c) => {
          const label = inLanguage(r.fields[c]!.label, lang)
          const shown = query.columns.includes(c)
          return (
            <li key={c} className="flex items-center gap-2 py-0.5 text-sm">
              <input
                type="checkbox"
                title={say('showColumn', { label })}
                checked={shown}
                onChange={() => toggle(c)}
              />
              <span className="flex-1 truncate">{label}</span>
              {shown && (
                <>
                  <button type="button" title={say('moveUp', { label })} onClick={() => move(c, -1)}>
                    ↑
                  </button>
                  <button type="button" title={say('moveDown', { label })} onClick={() => move(c, 1)}>
                    ↓
                  </button>
                </>
              )}
            </li>
          )
        })}
      </ul>
    </details>
  )
}

export function ViewsMenu({
  views,
  onSave,
  onOpen,
  onDelete,
}: {
  views: SavedView[]
  onSave: (name: string) => void
  onOpen: (name: string | null) => void
  onDelete: (name: string) => void
}) {
  const { t: say } = useTranslation(officeText.ns)
  const [name, setName] = useState('')
  return (
    <details className="relative">
      <summary className={`${tool} cursor-pointer list-none`}>{say('views')}</summary>
      <div className="absolute z-20 mt-1 w-64 space-y-2 rounded border border-slate-200 bg-white p-2 shadow-lg">
        <Button variant="link" onClick={() => onOpen(null)} className="block text-sm">
          {say('defaultView')}
        </Button>
        {views.map((v) => (
          <div key={v.name} className="flex items-center gap-2 text-sm">
            <Button variant="link" onClick={() => onOpen(v.name)} className="flex-1 text-left">
              {v.name}
            </Button>
            <Button
              variant="danger-link"
              aria-label={`${say('deleteView')} ${v.name}`}
              onClick={() => onDelete(v.name)}
            >
              ×
            </Button>
          </div>
        ))}
        <form
          className="flex gap-1"
          onSubmit={(e) => {
            e.preventDefault()
            if (name.trim()) onSave(name.trim())
            setName('')
          }}
        >
          <input
            aria-label={say('viewName')}
            placeholder={say('viewName')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            className="min-w-0 flex-1 rounded border border-slate-300 px-2 py-1 text-sm"
          />
          <Button size="sm" type="submit">
            {say('saveView')}
          </Button>
        </form>
      </div>
    </details>
  )
}
