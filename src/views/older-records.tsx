// Below a list whose resource has a sync window: the rows the device does not keep (older ones,
// other shops'), read online page by page through the sync worker and never stored, so they are
// marked as not kept offline. Offline, the line says they need the network. Kept apart from the
// list above, which reads only the mirror.
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { OLDER_PAGE, type OlderPage } from '../api/older-rows.ts'
import { olderRows } from '../data/sync-client.ts'
import { useLanguage } from '../i18n/use-language.ts'
import type { AnyResource } from '../resources/define-resource.ts'
import { displayValue } from '../resources/field-text.ts'
import { inLanguage } from '../resources/text.ts'
import { useOnline } from '../ui/use-online.ts'
import { useRefLabels } from './use-ref-labels.ts'

export function OlderRecords({ resource: r, search }: { resource: AnyResource; search: string }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const refs = useRefLabels(r)
  const online = useOnline()
  const [open, setOpen] = useState(false)
  // The page belongs to the search it was turned for: a new search starts at its first page.
  const [paging, setPaging] = useState({ search, page: 1 })
  const page = paging.search === search ? paging.page : 1
  const setPage = (to: number) => setPaging({ search, page: to })
  const [state, setState] = useState<{ data?: OlderPage; error?: string }>({})
  useEffect(() => {
    if (!open || !online) return
    let live = true
    setState({})
    olderRows(r.name, page, search).then(
      (data) => live && setState({ data }),
      (e: unknown) => live && setState({ error: e instanceof Error ? e.message : String(e) }),
    )
    return () => {
      live = false
    }
  }, [open, online, r.name, page, search])

  const w = r.syncWindow
  const kept = w?.shop ? 'older.keptShop' : w?.open ? 'older.keptOpen' : 'older.keptDays'
  const pages = Math.max(1, Math.ceil((state.data?.total ?? 0) / OLDER_PAGE))
  return (
    <section
      data-testid="older-records"
      aria-label={t('older.title')}
      className="mt-4 border-t border-slate-200 pt-3 text-sm"
    >
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-medium text-slate-700">{t('older.line')}</span>
        <span className="text-slate-500">{t(kept, { days: w?.days ?? 0 })}</span>
        {online ? (
          <button type="button" className="text-primary underline" onClick={() => setOpen((o) => !o)}>
            {open ? t('older.hide') : t('older.show')}
          </button>
        ) : (
          <span className="text-slate-500">{t('older.offline')}</span>
        )}
      </div>
      {open && online && (
        <div className="mt-2">
          {state.error && <p className="text-red-700">{t('older.failed', { message: state.error })}</p>}
          {!state.data && !state.error && <p className="text-slate-500">{t('older.loading')}</p>}
          {state.data && (
            <>
              <p className="mb-1 text-xs text-amber-700">{t('older.notKept', { count: state.data.total })}</p>
              <div className="overflow-x-auto">
                <table className="min-w-full text-left" data-testid="older-table">
                  <thead>
                    <tr className="border-b border-slate-200 text-slate-500">
                      {r.list.columns.map((c) => (
                        <th key={c} scope="col" className="px-2 py-1 font-normal">
                          {inLanguage(r.fields[c]!.label, lang)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {state.data.rows.map((row) => (
                      <tr key={String(row.id)} className="border-b border-slate-100">
                        {r.list.columns.map((c) => (
                          <td key={c} className="px-2 py-1">
                            {displayValue(r.fields[c]!, row[c], lang, refs.label)}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <div className="mt-2 flex items-center gap-3">
                <button
                  type="button"
                  disabled={page <= 1}
                  onClick={() => setPage(page - 1)}
                  className="underline disabled:opacity-40"
                >
                  {t('older.previous')}
                </button>
                <span className="text-slate-500">{t('older.page', { page, pages })}</span>
                <button
                  type="button"
                  disabled={page >= pages}
                  onClick={() => setPage(page + 1)}
                  className="underline disabled:opacity-40"
                >
                  {t('older.next')}
                </button>
              </div>
            </>
          )}
        </div>
      )}
    </section>
  )
}
