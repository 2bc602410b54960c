// /expe/staff_buka: file a make-up punch (works offline; the server judges its time by its own clock)
// and see one's own; /expe/staff_buka_sp: the punches waiting on this approver, decided in the list.
import { useLiveQuery } from 'dexie-react-hooks'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { InvalidPayload } from '../../data/command-kit.ts'
import { useUserDb, useWriteCommand } from '../../data/db-context.tsx'
import { newId } from '../../data/enqueue.ts'
import type { Row } from '../../data/user-db.ts'
import { useLanguage } from '../../i18n/use-language.ts'
import { companyDateTime } from '../../lib/company-time.ts'
import { inLanguage } from '../../resources/text.ts'
import { Button } from '../../ui/button.tsx'
import { inputClass } from '../../ui/input-class.ts'
import { QueuedWriteNote } from '../../views/queued-write-note.tsx'
import { fileMakeUpPunch } from './approvals.commands.ts'
import { PUNCH_SLOTS, type PunchSlot } from './approvals.resource.ts'
import { DecidePanel } from './decide-panel.tsx'
import { punchTimeMessage } from './sop-rules.ts'
import { StatusBadge } from './sop-table.tsx'
import { detailPath } from './sop-templates.ts'
import { sopFilters, useMarks, useSops, useStandIns, useUid } from './use-approvals.ts'

interface PunchValues {
  date: string
  time: string
  slot: PunchSlot
  reason: string
}

const latestFirst = (a: Row, b: Row) => `${b.date}${b.time}`.localeCompare(`${a.date}${a.time}`)

/**
 * This user's make-up punches the server refused (another device filed the same date and slot
 * first, the server's clock said no): their effect is undone, so they are rows only here, shown
 * from the refused outbox entries with the server's reason until retried or discarded.
 */
function useRefusedPunches(uid: number): Row[] {
  const db = useUserDb()
  return useLiveQuery(
    async () =>
      (await db.outbox.where('targets').startsWith('staffBuka:').toArray())
        .filter((e) => e.state === 'failed' && e.kind === fileMakeUpPunch.kind && e.audit.uid === uid)
        .map((e) => ({ ...e.payload, id: e.id, updated_at: 0, refusal: e.error?.message ?? '' })),
    [db, uid],
    [] as Row[],
  )
}

export function PunchPage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const db = useUserDb()
  const uid = useUid()
  const writeCommand = useWriteCommand()
  const marks = useMarks('staffBuka')
  const [message, setMessage] = useState<string | null>(null)
  const [queued, setQueued] = useState<string | null>(null)
  const refused = useRefusedPunches(uid)
  const mine = useLiveQuery(
    async () => (await db.table('staffBuka').where('applicant_id').equals(uid).toArray()) as Row[],
    [db, uid],
    [] as Row[],
  )
  const form = useForm<PunchValues>({
    defaultValues: { date: companyDateTime(Date.now())[0], time: '09:00', slot: 'in', reason: '' },
  })
  const submit = form.handleSubmit(async (v) => {
    setMessage(null)
    setQueued(null)
    // The server refuses a second punch for the same date and slot; say so before it is queued.
    const taken = mine.some(
      (p) => p.date === v.date && p.slot === v.slot && (p.status === 'pending' || p.status === 'approved'),
    )
    const timeProblem = punchTimeMessage(v.date, v.time, Date.now(), lang, 'device')
    if (timeProblem) {
      setMessage(timeProblem)
      return
    }
    if (taken) {
      setMessage(t('sop.punchDuplicate', { date: v.date, slot: inLanguage(PUNCH_SLOTS[v.slot], lang) }))
      return
    }
    try {
      const id = newId()
      await writeCommand(fileMakeUpPunch, { id, ...v }, { id })
      form.reset({ ...v, reason: '' })
      setQueued(id)
    } catch (e) {
      if (e instanceof InvalidPayload) setMessage(e.messages.join('；'))
      else throw e
    }
  })
  return (
    <div className="space-y-4">
      <section className="max-w-xl rounded-pm3 bg-white p-4 shadow-sm">
        <h1 className="mb-3 text-lg font-semibold">{t('sop.punch')}</h1>
        <form onSubmit={submit} className="space-y-3" noValidate data-testid="punch-form">
          {/* A phone: date and time side by side, the punch type under them at full width. */}
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <label className="min-w-0 text-sm">
              <span className="mb-1 block font-medium whitespace-nowrap">{t('sop.punchDate')}</span>
              <input type="date" className={inputClass} {...form.register('date')} />
            </label>
            <label className="min-w-0 text-sm">
              <span className="mb-1 block font-medium whitespace-nowrap">{t('sop.punchTime')}</span>
              <input type="time" className={inputClass} {...form.register('time')} />
            </label>
            <label className="col-span-2 min-w-0 text-sm sm:col-span-1">
              <span className="mb-1 block font-medium whitespace-nowrap">{t('sop.punchSlot')}</span>
              <select className={inputClass} {...form.register('slot')}>
                {Object.entries(PUNCH_SLOTS).map(([k, text]) => (
                  <option key={k} value={k}>
                    {inLanguage(text, lang)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <label className="block text-sm">
            <span className="mb-1 block font-medium">{t('sop.punchReason')}</span>
            <textarea rows={2} className={inputClass} {...form.register('reason')} />
          </label>
          <p className="text-xs text-slate-500">{t('sop.punchTimeHint')}</p>
          {message && (
            <p role="alert" className="text-sm text-red-600">
              {message}
            </p>
          )}
          {queued && <QueuedWriteNote entryId={queued} />}
          <Button type="submit">{t('sop.punchSubmit')}</Button>
        </form>
      </section>
      <section className="rounded-pm3 bg-white p-4 shadow-sm">
        <h2 className="mb-2 font-medium">{t('sop.myPunches')}</h2>
        <table className="w-full text-left text-sm" data-testid="my-punches">
          <tbody>
            {[...mine, ...refused].sort(latestFirst).map((p) => (
              <tr key={p.id} className="border-b border-slate-100" data-punch={p.id}>
                <td className="py-2 pr-2 whitespace-nowrap">
                  {String(p.date)} {String(p.time)}
                </td>
                <td className="pr-2 whitespace-nowrap">
                  {inLanguage(PUNCH_SLOTS[p.slot as PunchSlot], lang)}
                </td>
                <td>
                  {String(p.reason)}
                  {p.refusal !== undefined && <div className="text-red-700">{String(p.refusal)}</div>}
                </td>
                <td>
                  {p.refusal !== undefined ? (
                    <span className="rounded bg-red-500 px-1.5 text-xs text-white">{t('sync.refused')}</span>
                  ) : (
                    <StatusBadge status={String(p.status)} mark={marks.get(p.id)} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  )
}

export function PunchApprovalPage() {
  const { t } = useTranslation()
  const uid = useUid()
  const standIns = useStandIns()
  const sops = useSops()
  const waiting =
    sops?.filter((s) => s.template === 'staff_buka' && sopFilters.waiting(uid, standIns)(s)) ?? []
  return (
    <section className="rounded-pm3 bg-white p-4 shadow-sm">
      <h1 className="mb-3 text-lg font-semibold">{t('sop.waiting')}</h1>
      {waiting.length === 0 && <p className="py-8 text-center text-slate-500">{t('sop.empty')}</p>}
      <ul className="space-y-3">
        {waiting.map((s) => (
          <li key={s.id} className="rounded border border-slate-100 p-3" data-sop={s.id}>
            <div className="mb-2 flex justify-between text-sm">
              <Link className="text-primary" to={detailPath(s.template, s.code, s.id)}>
                {s.title}
              </Link>
              <span className="text-slate-500">{String(s.applicant_name)}</span>
            </div>
            <DecidePanel sop={s} compact />
          </li>
        ))}
      </ul>
    </section>
  )
}
