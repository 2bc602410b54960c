// /mkdlist: the knowledge point tree; each point opens its detail (/mkdinfo) in a new tab.
import { useLiveQuery } from 'dexie-react-hooks'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { type CachedPoint, notesDb, refreshNoteList } from './public-notes-db.ts'
import { ReaderWatermark } from './reader-watermark.tsx'
import { studyText } from './study.text.ts'
import { useRefresh } from './use-note-refresh.ts'

function Branch({ parent, points }: { parent: string; points: CachedPoint[] }) {
  const children = points.filter((p) => p.parent === parent)
  if (!children.length) return null
  return (
    <ul className="ml-4 list-disc">
      {children.map((p) => (
        <li key={p.id} className="py-1">
          <a href={`/mkdinfo?id=${p.id}`} target="_blank" rel="noopener" className="text-primary">
            {p.name}
          </a>
          {p.summary && <span className="ml-2 text-sm text-slate-500">{p.summary}</span>}
          <Branch parent={p.id} points={points} />
        </li>
      ))}
    </ul>
  )
}

export function PointsPage() {
  const { t } = useTranslation(studyText.ns)
  useRefresh(refreshNoteList, 'list')
  const points = useLiveQuery(() => notesDb.points.orderBy('sort').toArray(), []) ?? []
  const ids = new Set(points.map((p) => p.id))
  const roots = points.filter((p) => !ids.has(p.parent)).map((p) => p.parent)
  return (
    <section className="mx-auto max-w-3xl">
      <h1 className="mb-3 text-xl font-semibold">{t('points.title')}</h1>
      {[...new Set(roots)].map((r) => (
        <Branch key={r || 'root'} parent={r} points={points} />
      ))}
    </section>
  )
}

/** /mkdinfo?id=: one knowledge point, its sub-points and its notes. */
export function PointDetailPage() {
  const { t } = useTranslation(studyText.ns)
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  useRefresh(refreshNoteList, 'list')
  const point = useLiveQuery(() => notesDb.points.get(id), [id])
  const notes = useLiveQuery(() => notesDb.notes.where('point').equals(id).toArray(), [id]) ?? []
  const points = useLiveQuery(() => notesDb.points.toArray(), []) ?? []
  if (!point) return <p className="text-slate-500">{t('points.missing')}</p>
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-3">
      <ReaderWatermark />
      <h1 className="text-xl font-semibold">{point.name}</h1>
      <p className="text-slate-600">{point.summary}</p>
      <Branch parent={point.id} points={points} />
      <ul className="flex flex-col gap-2">
        {notes.map((n) => (
          <li key={n.id}>
            <a href={`/pubmkdinfo?id=${n.id}`} className="text-primary">
              {n.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
