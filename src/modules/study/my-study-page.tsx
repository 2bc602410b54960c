// /pubmy: what this device has read and how its exercises went. /pubmkdce: notes with exercises, to
// test oneself.
import { useLiveQuery } from 'dexie-react-hooks'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatCompanyTime } from '../../lib/company-time.ts'
import { notesDb, refreshNoteList } from './public-notes-db.ts'
import { studyText } from './study.text.ts'
import { useRefresh } from './use-note-refresh.ts'

export function MyStudyPage() {
  const { t } = useTranslation(studyText.ns)
  const read =
    useLiveQuery(() => notesDb.notes.where('read_at').above(0).reverse().sortBy('read_at'), []) ?? []
  const attempts = useLiveQuery(() => notesDb.attempts.orderBy('at').reverse().limit(50).toArray(), []) ?? []
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('mine.title')}</h1>
      <h2 className="font-medium">{t('mine.read')}</h2>
      <ul className="list-disc pl-5">
        {read.map((n) => (
          <li key={n.id}>
            <Link to={`/pubmkdinfo?id=${n.id}`} className="text-primary">
              {n.title}
            </Link>
          </li>
        ))}
      </ul>
      <h2 className="font-medium">{t('mine.scores')}</h2>
      <table className="w-full text-left text-sm">
        <tbody>
          {attempts.map((a) => (
            <tr key={a.id} className="border-b">
              <td className="py-1">{a.title}</td>
              <td>
                {a.percent} {t('mine.points')} ({a.right}/{a.total})
              </td>
              <td className="text-slate-500">{formatCompanyTime(a.at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

export function SelfTestPage() {
  const { t } = useTranslation(studyText.ns)
  useRefresh(refreshNoteList, 'list')
  const notes = useLiveQuery(() => notesDb.notes.orderBy('title').toArray(), []) ?? []
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-3">
      <h1 className="text-xl font-semibold">{t('mine.selfTest')}</h1>
      <ul className="flex flex-col gap-2">
        {notes.map((n) => (
          <li key={n.id} className="flex justify-between rounded-pm3 border bg-white p-3">
            <span>{n.title}</span>
            <Link to={`/pubmkdxiti?id=${n.id}`} className="text-primary">
              {t('mine.start')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
