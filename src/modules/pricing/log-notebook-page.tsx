// /yunrizhi: the log notebook: dated entries kept on the device, synced to the cloud account.
import { useLiveQuery } from 'dexie-react-hooks'
import { type FormEvent, useEffect, useState } from 'react'
import { useBilingual } from '../../i18n/use-bilingual.ts'
import { inputClass } from '../../ui/input-class.ts'
import { type LogBody, yunDb } from './yun-db.ts'
import { addNote, syncNotebooks, useYunSignedIn } from './yun-session.ts'

const today = () => new Date().toLocaleDateString('sv-SE')

export function LogNotebookPage() {
  const tr = useBilingual()
  const who = useYunSignedIn()
  const [date, setDate] = useState(today)
  const [text, setText] = useState('')
  const [error, setError] = useState('')
  const entries =
    useLiveQuery(() => yunDb.notes.where('book').equals('log').reverse().sortBy('created_at'), []) ?? []
  useEffect(() => {
    void syncNotebooks()
  }, [])

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (!text.trim()) return setError(tr('请输入日志内容', 'Write something first'))
    setError('')
    await addNote('log', { date, text: text.trim() })
    setText('')
  }

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-xl font-semibold">{tr('日志笔记本', 'Log notebook')}</h1>
      <form onSubmit={submit} className="flex flex-col gap-2">
        <input
          type="date"
          aria-label={tr('日期', 'Date')}
          className={`${inputClass} w-44`}
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />
        <textarea
          aria-label={tr('日志内容', 'Entry')}
          rows={3}
          className={inputClass}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        {error && <p className="text-sm text-red-600">{error}</p>}
        <button type="submit" className="self-start rounded-pm3 bg-primary px-4 py-2 text-white">
          {tr('记一笔', 'Add entry')}
        </button>
      </form>
      <ul className="flex flex-col gap-2">
        {entries.map((n) => (
          <li key={n.id} className="rounded-pm3 border bg-white p-3">
            <div className="flex justify-between text-xs text-slate-500">
              <span>{(n.body as LogBody).date}</span>
              <span>
                {n.synced
                  ? tr('已同步', 'Synced')
                  : who
                    ? tr('待同步', 'Waiting')
                    : tr('仅本机', 'This device only')}
              </span>
            </div>
            <p className="whitespace-pre-wrap">{(n.body as LogBody).text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
