// /yunrizhi: the log notebook: dated entries kept on the device, synced to the cloud account.
import { useLiveQuery } from 'dexie-react-hooks'
import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/button.tsx'
import { inputClass } from '../../ui/input-class.ts'
import { pricingText } from './pricing.text.ts'
import { type LogBody, yunDb } from './yun-db.ts'
import { addNote, syncNotebooks, useYunSignedIn } from './yun-session.ts'

const today = () => new Date().toLocaleDateString('sv-SE')

export function LogNotebookPage() {
  const { t } = useTranslation([pricingText.ns, 'translation'])
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
    if (!text.trim()) return setError(t('log.empty'))
    setError('')
    await addNote('log', { date, text: text.trim() })
    setText('')
  }

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('tools.log')}</h1>
      <form onSubmit={submit} className="flex flex-col gap-2">
        <input
          type="date"
          aria-label={t('translation:common.date')}
          className={`${inputClass} w-44`}
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />
        <textarea
          aria-label={t('log.entry')}
          rows={3}
          className={inputClass}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        {error && <p className="text-sm text-red-600">{error}</p>}
        <Button type="submit" className="self-start">
          {t('log.add')}
        </Button>
      </form>
      <ul className="flex flex-col gap-2">
        {entries.map((n) => (
          <li key={n.id} className="rounded-pm3 border bg-white p-3">
            <div className="flex justify-between text-xs text-slate-500">
              <span>{(n.body as LogBody).date}</span>
              <span>
                {n.synced ? t('translation:oplog.synced') : who ? t('log.waiting') : t('log.deviceOnly')}
              </span>
            </div>
            <p className="whitespace-pre-wrap">{(n.body as LogBody).text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
