// The step actions beside 同意/驳回 (step-actions.ts): a holder of the waiting step transfers it, adds
// an approver before or after it, or returns the request to an earlier step; the applicant urges.
// Each is queued like a decision (offline too) and the server re-checks it when it arrives.
import { useLiveQuery } from 'dexie-react-hooks'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useUserDb, useWriteCommand } from '../../data/db-context.tsx'
import { newId } from '../../data/enqueue.ts'
import type { Row } from '../../data/user-db.ts'
import { useLanguage } from '../../i18n/use-language.ts'
import { formatCompanyTime } from '../../lib/company-time.ts'
import { parseYuan } from '../../lib/money-input.ts'
import { Button } from '../../ui/button.tsx'
import { SearchablePicker } from '../../ui/searchable-picker.tsx'
import { TextField } from '../../ui/text-field.tsx'
import { moneyProblemText } from '../../views/money-problem.ts'
import {
  addSopApprover,
  resubmitSop,
  returnSop,
  returnSopToApplicant,
  transferSop,
  urgeSop,
} from './approvals.commands.ts'
import { colleagues } from './colleagues.resource.ts'
import { actorText, snapshotLabel, sopStateOf, stepsOf } from './sop-rules.ts'
import { nextUrgeAt, receiverProblem } from './step-actions.ts'
import type { SopRow } from './use-approvals.ts'
import { useQueued } from './use-queued.ts'

/** 转交 / 加签 / 退回, for a holder of the waiting step. */
export function StepActions({ sop, uid }: { sop: SopRow; uid: number }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const db = useUserDb()
  const ids = useId()
  const [person, setPerson] = useState('')
  const [toStep, setToStep] = useState('')
  const [note, setNote] = useState('')
  const { error, busy, run } = useQueued()
  const writeCommand = useWriteCommand()
  const state = sopStateOf(sop)
  const people = useLiveQuery(
    async () =>
      ((await db.table(colleagues.name).orderBy('name').toArray()) as Row[]).map((c) => ({
        id: Number(c.id),
        name: String(c.name),
      })),
    [db],
    [] as { id: number; name: string }[],
  )
  const eligible = people.filter((p) => receiverProblem(state, uid, p) === '')
  const chosen = eligible.find((p) => String(p.id) === person)
  const earlier = stepsOf(state).slice(0, state.step)
  const base = { sop_id: sop.id, step: state.step, comment: note.trim() }
  const done = (sent: boolean) => {
    if (!sent) return
    setPerson('')
    setToStep('')
    setNote('')
  }
  const handOver = async (how: 'transfer' | 'before' | 'after') => {
    if (!chosen) return
    done(
      await run(() =>
        how === 'transfer'
          ? writeCommand(transferSop, { id: newId(), ...base, to_id: chosen.id, to_name: chosen.name })
          : writeCommand(addSopApprover, {
              id: newId(),
              ...base,
              user_id: chosen.id,
              user_name: chosen.name,
              position: how,
            }),
      ),
    )
  }
  const sendBack = async () => {
    if (toStep === '') return
    done(await run(() => writeCommand(returnSop, { id: newId(), ...base, to_step: Number(toStep) })))
  }
  // The schema refuses an empty note in the user's words: the applicant must know what to change.
  const toApplicant = async () =>
    done(await run(() => writeCommand(returnSopToApplicant, { id: newId(), ...base })))
  return (
    <details className="mt-3 text-sm" data-testid="step-actions">
      <summary className="cursor-pointer text-primary">{t('sop.moreActions')}</summary>
      <div className="mt-2 space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={`${ids}-person`}>{t('sop.handTo')}</label>
          <SearchablePicker
            id={`${ids}-person`}
            value={person}
            onChange={setPerson}
            empty={t('sop.choosePerson')}
            options={eligible.map((p) => ({ id: String(p.id), label: String(p.name) }))}
            className="min-h-11 rounded border border-slate-300 px-2"
          />
          <Button
            variant="outline"
            size="sm"
            disabled={busy || !chosen}
            onClick={() => void handOver('transfer')}
          >
            {t('sop.transfer')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={busy || !chosen}
            onClick={() => void handOver('before')}
          >
            {t('sop.addBefore')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={busy || !chosen}
            onClick={() => void handOver('after')}
          >
            {t('sop.addAfter')}
          </Button>
        </div>
        {earlier.length > 0 && (
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor={`${ids}-step`}>{t('sop.returnTo')}</label>
            <select
              id={`${ids}-step`}
              value={toStep}
              onChange={(e) => setToStep(e.target.value)}
              className="min-h-11 rounded border border-slate-300 px-2"
            >
              <option value="">{t('sop.chooseStep')}</option>
              {earlier.map((s, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a step is its place in the flow
                <option key={i} value={i}>
                  {i + 1}. {snapshotLabel(s, lang)}
                </option>
              ))}
            </select>
            <Button
              variant="danger"
              size="sm"
              disabled={busy || toStep === ''}
              onClick={() => void sendBack()}
            >
              {t('sop.return')}
            </Button>
          </div>
        )}
        <Button variant="danger" size="sm" disabled={busy} onClick={() => void toApplicant()}>
          {t('sop.returnToApplicant')}
        </Button>
        <input
          aria-label={t('sop.actionNote')}
          placeholder={t('sop.actionNote')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          className="min-h-11 w-full rounded border border-slate-300 px-2"
        />
        {error && (
          <p role="alert" className="text-red-600">
            {error}
          </p>
        )}
      </div>
    </details>
  )
}

/** 催办, for the applicant while the request waits: once an hour per step, as the server allows. */
export function UrgeButton({ sop, results }: { sop: SopRow; results: Row[] }) {
  const { t } = useTranslation()
  const { error, busy, run } = useQueued()
  const writeCommand = useWriteCommand()
  const step = Number(sop.step)
  const last = results
    .filter((r) => r.decision === 'urge' && Number(r.step) === step)
    .reduce((at, r) => Math.max(at, Number(r.server_time || r.client_time)), 0)
  const waitUntil = nextUrgeAt(last || undefined)
  const urged = waitUntil > Date.now()
  return (
    <span className="flex items-center gap-2 text-sm">
      <Button
        variant="link"
        disabled={busy || urged}
        onClick={() => void run(() => writeCommand(urgeSop, { id: newId(), sop_id: sop.id, step }))}
      >
        {t('sop.urge')}
      </Button>
      {urged && <span className="text-slate-500">{t('sop.urgedAt', { time: formatCompanyTime(last) })}</span>}
      {error && (
        <span role="alert" className="text-red-600">
          {error}
        </span>
      )}
    </span>
  )
}

/** 修改后重新提交, for the applicant of a request an approver returned: its title and amount, and a note. */
export function ResubmitPanel({ sop, results }: { sop: SopRow; results: Row[] }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const [title, setTitle] = useState(String(sop.title))
  // A request with no amount (a make-up punch) keeps none; a claim's amount may be corrected.
  const hasAmount = Number(sop.amount ?? 0) > 0
  const [amount, setAmount] = useState((Number(sop.amount ?? 0) / 100).toFixed(2))
  const [note, setNote] = useState('')
  const [typed, setTyped] = useState('')
  const { error, busy, run } = useQueued()
  const writeCommand = useWriteCommand()
  // What the approver asked to change: the latest return, shown above the form.
  const asked = results.filter((r) => r.decision === 'returnToApplicant').at(-1)
  const resubmit = async () => {
    const parsed = parseYuan(amount)
    if (!parsed.ok) return setTyped(moneyProblemText(t, parsed.problem))
    setTyped('')
    await run(() =>
      writeCommand(resubmitSop, {
        id: newId(),
        sop_id: sop.id,
        title: title.trim(),
        amount: parsed.fen,
        comment: note.trim(),
      }),
    )
  }
  return (
    <section className="rounded-pm3 border border-amber-300 bg-amber-50 p-4 text-sm" data-testid="resubmit">
      <p className="mb-1">{t('sop.returnedHint')}</p>
      {asked && (
        <p className="mb-3 font-medium" data-testid="returned-because">
          {actorText(asked, lang)}：{String(asked.comment)}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField label={t('sop.resubmitTitle')} value={title} onChange={(e) => setTitle(e.target.value)} />
        {hasAmount && (
          <TextField
            label={t('sop.resubmitAmount')}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        )}
        <TextField label={t('sop.resubmitNote')} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      {(typed || error) && (
        <p role="alert" className="mt-2 text-red-600">
          {typed || error}
        </p>
      )}
      <Button className="mt-3" disabled={busy} onClick={() => void resubmit()}>
        {t('sop.resubmit')}
      </Button>
    </section>
  )
}
