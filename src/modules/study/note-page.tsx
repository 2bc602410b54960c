// /pubmkdinfo?id=: one knowledge note, its markdown rendered safely; kept on the device once read.
import { useLiveQuery } from 'dexie-react-hooks'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { buttonClass } from '../../ui/button.tsx'
import { MarkdownView } from './markdown-view.tsx'
import { notesDb, openNote } from './public-notes-db.ts'
import { ReaderWatermark } from './reader-watermark.tsx'
import { studyText } from './study.text.ts'
import { useRefresh } from './use-note-refresh.ts'

export function NotePage() {
  const { t } = useTranslation([studyText.ns, 'translation'])
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const state = useRefresh(() => openNote(id), id)
  const note = useLiveQuery(() => notesDb.notes.get(id), [id])
  const count = useLiveQuery(() => notesDb.exercises.where('note').equals(id).count(), [id]) ?? 0
  if (note?.body === undefined)
    return (
      <p role="status" className="text-slate-500">
        {state === 'loading'
          ? t('translation:app.loading')
          : state === 'missing'
            ? t('note.missing')
            : t('note.notHere')}
      </p>
    )
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4">
      <ReaderWatermark />
      {state === 'offline' && (
        <p className="rounded bg-amber-50 px-3 py-1 text-sm text-amber-700">{t('note.offline')}</p>
      )}
      <h1 className="text-2xl font-semibold">{note.title}</h1>
      <MarkdownView source={note.body} />
      {count > 0 && (
        <Link to={`/pubmkdxiti?id=${id}`} className={`${buttonClass()} self-start`}>
          {t('note.exercises', { count })}
        </Link>
      )}
    </section>
  )
}
