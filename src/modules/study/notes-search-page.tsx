// /pubmksou (search) and /yunmkd (knowledge cloud notes): the published notes, searched on the
// server while online (bodies included) and in the device's copy offline (titles, tags, snippets).
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { inputClass } from '../../ui/input-class.ts'
import { notesDb, refreshNoteList, searchOnline } from './public-notes-db.ts'
import { studyText } from './study.text.ts'
import { useRefresh } from './use-note-refresh.ts'

export function NotesSearchPage({ heading }: { heading: 'title' | 'cloud' }) {
  const { t } = useTranslation(studyText.ns)
  const [params, setParams] = useSearchParams()
  const keyword = params.get('q') ?? ''
  const state = useRefresh(refreshNoteList, 'list')
  const [serverHits, setServerHits] = useState<string[] | null>(null)
  useEffect(() => {
    let live = true
    setServerHits(null)
    if (keyword) void searchOnline(keyword).then((ids) => live && setServerHits(ids))
    return () => {
      live = false
    }
  }, [keyword])
  const notes =
    useLiveQuery(async () => {
      const all = await notesDb.notes.orderBy('title').toArray()
      if (!keyword) return all
      if (serverHits) return all.filter((n) => serverHits.includes(n.id))
      const k = keyword.toLowerCase()
      return all.filter((n) =>
        [n.title, n.tags, n.summary, n.body ?? ''].some((t) => t.toLowerCase().includes(k)),
      )
    }, [keyword, serverHits]) ?? []

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-xl font-semibold">{t(`search.${heading}`)}</h1>
      <input
        type="search"
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        defaultValue={keyword}
        className={inputClass}
        onKeyDown={(e) => {
          if (e.key === 'Enter') setParams(e.currentTarget.value ? { q: e.currentTarget.value } : {})
        }}
      />
      {state === 'offline' && <p className="text-sm text-amber-700">{t('search.offline')}</p>}
      {notes.length === 0 && state !== 'loading' && <p className="text-slate-500">{t('search.none')}</p>}
      <ul className="flex flex-col gap-2">
        {notes.map((n) => (
          <li key={n.id} className="rounded-pm3 border bg-white p-3">
            <Link to={`/pubmkdinfo?id=${n.id}`} className="font-medium text-primary">
              {n.title}
            </Link>
            <p className="text-sm text-slate-600">{n.summary}</p>
            {n.tags && <p className="text-xs text-slate-500">{n.tags}</p>}
          </li>
        ))}
      </ul>
    </section>
  )
}
