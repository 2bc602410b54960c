// 代理设置 on 我审批的 (/expe/myapproval), where an approver looks before going away: who decides for
// them and from when to when, changed or ended early, offline too (queued like every write). Holders
// of the flows' right may set one for anyone; everyone else only their own (the server checks).
// A stand-in sees here whom they decide for.
import { useLiveQuery } from 'dexie-react-hooks'
import { useId, useState } from 'react'
import { mayWrite } from '../../auth/may-write.ts'
import { useSession } from '../../auth/use-session.ts'
import { useUserDb, useWriteCommand } from '../../data/db-context.tsx'
import { newId } from '../../data/enqueue.ts'
import type { Row } from '../../data/user-db.ts'
import { useLanguage } from '../../i18n/use-language.ts'
import { fillText, inLanguage, type Text } from '../../resources/text.ts'
import { Button } from '../../ui/button.tsx'
import { SearchablePicker } from '../../ui/searchable-picker.tsx'
import { TextField } from '../../ui/text-field.tsx'
import { sopFlows } from './approvals.resource.ts'
import { standInPanelWords as W } from './approvals.text.ts'
import { colleagues } from './colleagues.resource.ts'
import { endStandIn, setStandIn } from './stand-in.commands.ts'
import { companyDay, inForce } from './stand-in-rules.ts'
import { sopStandIns } from './stand-ins.resource.ts'
import { useUid } from './use-approvals.ts'
import { useQueued } from './use-queued.ts'

interface Person {
  id: number
  name: string
}

interface Draft {
  approver: string
  standIn: string
  from: string
  to: string
  note: string
}

const selectClass = 'min-h-11 w-full rounded border border-slate-300 px-2'

/** "门店收银员 代 办公室文员 审批：11-29 至 11-30（生效中）". */
function rangeText(row: Row, today: string, lang: 'zh' | 'en'): string {
  const state: Text = inForce(row, today) ? W.inForce : String(row.start_date) > today ? W.upcoming : W.ended
  return (
    fillText(W.current, lang, {
      standin: String(row.standin_name),
      approver: String(row.approver_name),
      from: String(row.start_date),
      to: String(row.end_date),
    }) + inLanguage(state, lang)
  )
}

export function StandInPanel() {
  const lang = useLanguage()
  const say = (text: Text, values?: Record<string, string>) => fillText(text, lang, values)
  const db = useUserDb()
  const uid = useUid()
  const user = useSession().user
  const forOthers = mayWrite(sopFlows, user)
  const writeCommand = useWriteCommand()
  const ids = useId()
  const today = companyDay(Date.now())
  const [draft, setDraft] = useState<Draft | null>(null)
  const { error, busy, run } = useQueued()
  const people = useLiveQuery(
    async () =>
      ((await db.table(colleagues.name).orderBy('name').toArray()) as Row[]).map(
        (c): Person => ({ id: Number(c.id), name: String(c.name) }),
      ),
    [db],
    [] as Person[],
  )
  const records = useLiveQuery(
    async () => (await db.table(sopStandIns.name).toArray()) as Row[],
    [db],
    [] as Row[],
  )
  // Not over yet: in force, or still to start.
  const open = records.filter((r) => r.status === 'set' && String(r.end_date) >= today)
  const mine = open.filter((r) => Number(r.approver_id) === uid || forOthers)
  const standingIn = open.filter((r) => Number(r.standin_id) === uid && inForce(r, today))
  // Oneself is always there to choose, even before the colleagues list has reached this device.
  const approvers = people.some((p) => p.id === uid)
    ? people
    : [{ id: uid, name: String(user?.nickname ?? '') }, ...people]
  const nameOf = (id: number) => approvers.find((p) => p.id === id)?.name ?? ''

  const edit = (row?: Row) =>
    setDraft({
      approver: String(row?.approver_id ?? uid),
      standIn: row ? String(row.standin_id) : '',
      from: row ? String(row.start_date) : today,
      to: row ? String(row.end_date) : today,
      note: row ? String(row.note ?? '') : '',
    })

  const save = async () => {
    if (!draft) return
    const approver = Number(draft.approver)
    const standIn = Number(draft.standIn)
    const sent = await run(() =>
      writeCommand(setStandIn, {
        id: newId(),
        approver_id: approver,
        approver_name: nameOf(approver),
        standin_id: standIn,
        standin_name: nameOf(standIn),
        start_date: draft.from,
        end_date: draft.to,
        note: draft.note.trim(),
      }),
    )
    if (sent) setDraft(null)
  }

  const end = (row: Row) =>
    void run(() => writeCommand(endStandIn, { id: newId(), approver_id: Number(row.approver_id) }))

  const change = (field: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft((d) => (d ? { ...d, [field]: e.target.value } : d))

  return (
    <section className="rounded-pm3 bg-white p-4 text-sm shadow-sm" data-testid="stand-in-panel">
      <div className="mb-2 flex items-center justify-between">
        <h2 className="text-lg font-semibold">{say(W.title)}</h2>
        {!draft && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => edit(mine.find((r) => Number(r.approver_id) === uid))}
          >
            {say(W.set)}
          </Button>
        )}
      </div>
      <p className="mb-2 text-slate-500">{say(W.explain)}</p>
      {standingIn.map((r) => (
        <p key={String(r.id)} className="mb-1 text-emerald-700" data-testid="standing-in-for">
          {say(W.standingInFor, { approver: String(r.approver_name), to: String(r.end_date) })}
        </p>
      ))}
      {mine.length === 0 && !draft && <p className="text-slate-600">{say(W.none)}</p>}
      <ul className="space-y-1">
        {mine.map((r) => (
          <li key={String(r.id)} className="flex flex-wrap items-center gap-2" data-testid="stand-in-row">
            <span>{rangeText(r, today, lang)}</span>
            {r.note ? <span className="text-slate-500">· {String(r.note)}</span> : null}
            {Number(r.set_by_id) !== Number(r.approver_id) && (
              <span className="text-slate-500">· {say(W.setBy, { name: String(r.set_by_name) })}</span>
            )}
            <Button variant="link" disabled={busy} onClick={() => edit(r)}>
              {say(W.change)}
            </Button>
            <Button variant="danger-link" disabled={busy} onClick={() => end(r)}>
              {say(W.end)}
            </Button>
          </li>
        ))}
      </ul>
      {draft && (
        <div className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="stand-in-form">
          {forOthers && (
            <div>
              <label htmlFor={`${ids}-approver`} className="mb-1 block font-medium text-slate-700">
                {say(W.approver)}
              </label>
              <SearchablePicker
                id={`${ids}-approver`}
                value={draft.approver}
                onChange={(value) => change('approver')({ target: { value } })}
                options={approvers.map((p) => ({ id: String(p.id), label: String(p.name) }))}
                className={selectClass}
              />
            </div>
          )}
          <div>
            <label htmlFor={`${ids}-standin`} className="mb-1 block font-medium text-slate-700">
              {say(W.standIn)}
            </label>
            <SearchablePicker
              id={`${ids}-standin`}
              value={draft.standIn}
              onChange={(value) => change('standIn')({ target: { value } })}
              empty={say(W.choose)}
              options={people
                .filter((p) => String(p.id) !== draft.approver)
                .map((p) => ({ id: String(p.id), label: String(p.name) }))}
              className={selectClass}
            />
          </div>
          <TextField label={say(W.from)} type="date" value={draft.from} onChange={change('from')} />
          <TextField label={say(W.to)} type="date" value={draft.to} onChange={change('to')} />
          <TextField
            label={say(W.note)}
            value={draft.note}
            onChange={change('note')}
            className="sm:col-span-2"
          />
          <div className="flex gap-2 sm:col-span-2">
            <Button size="sm" disabled={busy || draft.standIn === ''} onClick={() => void save()}>
              {say(W.save)}
            </Button>
            <Button variant="outline" size="sm" disabled={busy} onClick={() => setDraft(null)}>
              {say(W.cancel)}
            </Button>
          </div>
        </div>
      )}
      {error && (
        <p role="alert" className="mt-2 text-red-600">
          {error}
        </p>
      )}
    </section>
  )
}
