// /pubmkdinfo?id=: one knowledge note, its markdown rendered safely; kept on the device once read.
import { useLiveQuery } from 'dexie-react-hooks'
import { Link, useSearchParams } from 'react-router'
import { useBilingual } from '../../i18n/use-bilingual.ts'
import { MarkdownView } from './markdown-view.tsx'
import { notesDb, openNote } from './public-notes-db.ts'
import { ReaderWatermark } from './reader-watermark.tsx'
import { useRefresh } from './use-note-refresh.ts'

export function NotePage() {
  const tr = useBilingual()
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const state = useRefresh(() => openNote(id), id)
  const note = useLiveQuery(() => notesDb.notes.get(id), [id])
  const count = useLiveQuery(() => notesDb.exercises.where('note').equals(id).count(), [id]) ?? 0
  if (note?.body === undefined)
    return (
      <p role="status" className="text-slate-500">
        {state === 'loading'
          ? tr('加载中…', 'Loading…')
          : state === 'missing'
            ? tr('该知识笔记不存在或未公开', 'This note does not exist or is not public')
            : tr(
                '无网络，且本机尚未保存该笔记。',
                'Offline, and this note has not been kept on this device yet.',
              )}
      </p>
    )
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4">
      <ReaderWatermark />
      {state === 'offline' && (
        <p className="rounded bg-amber-50 px-3 py-1 text-sm text-amber-700">
          {tr('离线阅读：本机保存的版本', 'Offline: the copy kept on this device')}
        </p>
      )}
      <h1 className="text-2xl font-semibold">{note.title}</h1>
      <MarkdownView source={note.body} />
      {count > 0 && (
        <Link to={`/pubmkdxiti?id=${id}`} className="self-start rounded-pm3 bg-primary px-4 py-2 text-white">
          {tr(`做练习（${count} 题）`, `Exercises (${count})`)}
        </Link>
      )}
    </section>
  )
}
