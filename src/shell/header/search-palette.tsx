import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useUserDb } from '../../data/db-context.tsx'
import { namingLabels } from '../../data/naming-labels.ts'
import { searchRows } from '../../data/resource-queries.ts'
import { resources } from '../../modules/registry.ts'
import { recordName } from '../../resources/record-name.ts'
import { inLanguage } from '../../resources/text.ts'
import {
  Combobox,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Dialog,
  DialogPanel,
} from '../../ui/headless.tsx'
import { Icon, useMenu } from '../parts/use-menu.tsx'

interface Hit {
  key: string
  label: string
  hint: string
  icon: string
  to: string
}

/** Ctrl/Cmd-K: jump to any menu entry, or to a local record the user may see. */
export function SearchPalette() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const navigate = useNavigate()
  const db = useUserDb()
  const { menu, text, title, lang } = useMenu()

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault()
        setOpen(true)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  const q = query.trim().toLowerCase()
  const menuHits: Hit[] = menu.flatMap(({ group, items }) =>
    items
      .filter((i) => !q || text(i.title).toLowerCase().includes(q) || i.path.includes(q))
      .map((i) => ({ key: i.path, label: text(i.title), hint: title(group), icon: i.icon, to: i.path })),
  )
  const allowed = resources.filter((r) => menu.some((m) => m.items.some((i) => i.path === r.route)))
  const recordHits =
    useLiveQuery(async () => {
      if (q.length < 1) return []
      const hits: Hit[] = []
      for (const r of allowed) {
        const rows = (await searchRows(db, r, q, { field: r.list.sort, desc: false })).slice(0, 5)
        const refLabel = await namingLabels(db, r, rows)
        for (const row of rows) {
          hits.push({
            key: `${r.name}:${row.id}`,
            label: recordName(r, row, lang, refLabel),
            hint: inLanguage(r.title, lang),
            icon: 'file-list-line',
            to: r.route,
          })
        }
      }
      return hits
    }, [q, db, allowed.map((r) => r.name).join()]) ?? []
  const hits = [...menuHits.slice(0, 12), ...recordHits]

  const go = (hit: Hit | null) => {
    if (!hit) return
    setOpen(false)
    setQuery('')
    navigate(hit.to)
  }
  return (
    <>
      <button
        type="button"
        aria-label={t('header.search')}
        title={t('header.searchPlaceholder')}
        onClick={() => setOpen(true)}
        className="rounded px-2 py-1 hover:bg-black/5"
      >
        <Icon name="search-line" />
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} className="relative z-50">
        <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
        <div className="fixed inset-0 flex items-start justify-center p-4 pt-[15vh]">
          <DialogPanel className="w-full max-w-lg overflow-hidden rounded-lg bg-white shadow-xl">
            <Combobox onChange={go}>
              <ComboboxInput
                autoFocus
                aria-label={t('header.search')}
                placeholder={t('header.searchPlaceholder')}
                onChange={(e) => setQuery(e.target.value)}
                className="w-full border-b border-slate-200 px-4 py-3 text-sm outline-none"
              />
              <ComboboxOptions static className="max-h-80 overflow-y-auto py-1">
                {hits.map((hit) => (
                  <ComboboxOption
                    key={hit.key}
                    value={hit}
                    className="flex cursor-pointer items-center gap-2 px-4 py-2 text-sm data-focus:bg-primary/10"
                  >
                    <Icon name={hit.icon} className="text-slate-500" />
                    <span className="flex-1">{hit.label}</span>
                    <span className="text-xs text-slate-500">{hit.hint}</span>
                  </ComboboxOption>
                ))}
              </ComboboxOptions>
            </Combobox>
          </DialogPanel>
        </div>
      </Dialog>
    </>
  )
}
