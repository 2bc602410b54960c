// /pubmkdxiti?id=: a note's exercises, answered and scored on the device; the score is kept (/pubmy).
import { useLiveQuery } from 'dexie-react-hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { Button } from '../../ui/button.tsx'
import { type Choice, type Score, scoreAnswers } from './exercise-score.ts'
import { notesDb, openNote } from './public-notes-db.ts'
import { ReaderWatermark } from './reader-watermark.tsx'
import { studyText } from './study.text.ts'
import { useRefresh } from './use-note-refresh.ts'

const CHOICES: Choice[] = ['a', 'b', 'c', 'd']

export function ExercisesPage() {
  const { t } = useTranslation(studyText.ns)
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  useRefresh(() => openNote(id), id)
  const note = useLiveQuery(() => notesDb.notes.get(id), [id])
  const questions = useLiveQuery(() => notesDb.exercises.where('note').equals(id).sortBy('sort'), [id]) ?? []
  const [answers, setAnswers] = useState<Record<string, Choice>>({})
  const [score, setScore] = useState<Score | null>(null)

  async function submit() {
    const s = scoreAnswers(questions, answers)
    setScore(s)
    await notesDb.attempts.add({
      note: id,
      title: note?.title ?? '',
      right: s.right,
      total: s.total,
      percent: s.percent,
      at: Date.now(),
    })
  }

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4">
      <ReaderWatermark />
      <h1 className="text-xl font-semibold">
        {t('exercises.title')} · {note?.title}
      </h1>
      {questions.length === 0 && <p className="text-slate-500">{t('exercises.none')}</p>}
      <ol className="flex flex-col gap-4">
        {questions.map((q, i) => (
          <li key={q.id}>
            <fieldset className="rounded-pm3 border bg-white p-3">
              <legend className="px-1 font-medium">
                {i + 1}. {q.question}
              </legend>
              {CHOICES.filter((c) => q[`option_${c}`]).map((c) => (
                <label key={c} className="flex items-center gap-2 py-1">
                  <input
                    type="radio"
                    name={q.id}
                    value={c}
                    checked={answers[q.id] === c}
                    disabled={score !== null}
                    onChange={() => setAnswers((a) => ({ ...a, [q.id]: c }))}
                  />
                  {c.toUpperCase()}. {q[`option_${c}`]}
                </label>
              ))}
              {score && (
                <p className={score.results[q.id] ? 'text-green-700' : 'text-red-600'}>
                  {score.results[q.id]
                    ? t('exercises.right')
                    : t('exercises.wrong', { answer: q.answer.toUpperCase() })}
                  {q.explain && ` · ${q.explain}`}
                </p>
              )}
            </fieldset>
          </li>
        ))}
      </ol>
      {score ? (
        <div className="flex items-center gap-4">
          <p role="status" className="text-lg font-semibold">
            {t('exercises.score', { percent: score.percent, right: score.right, total: score.total })}
          </p>
          <button
            type="button"
            className="underline"
            onClick={() => {
              setScore(null)
              setAnswers({})
            }}
          >
            {t('exercises.again')}
          </button>
          <Link to="/pubmy" className="text-primary underline">
            {t('mine.title')}
          </Link>
        </div>
      ) : (
        questions.length > 0 && (
          <Button onClick={() => void submit()} className="self-start">
            {t('exercises.handIn')}
          </Button>
        )
      )}
    </section>
  )
}
