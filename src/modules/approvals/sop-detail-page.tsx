// /expe/{template}_sp?code=…&sop_id=…: the document, its flow step by step, its history, and the
// user's actions on it (decide when a step waits on them, withdraw when it is theirs).

import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { useUserDb } from '../../data/db-context.tsx'
import { newId } from '../../data/enqueue.ts'
import { refresh, writeCommand } from '../../data/sync-client.ts'
import type { Row } from '../../data/user-db.ts'
import { useLanguage } from '../../i18n/use-language.ts'
import { formatCompanyTime } from '../../lib/company-time.ts'
import { listText } from '../../lib/intl-locale.ts'
import { formatFen } from '../../lib/money-format.ts'
import { displayValue } from '../../resources/field-text.ts'
import { inLanguage } from '../../resources/text.ts'
import { Button } from '../../ui/button.tsx'
import { LoadingNote } from '../../ui/loading-note.tsx'
import { AttachmentList } from '../../views/attachments/attachment-list.tsx'
import { RefusedNote } from '../../views/queued-write-note.tsx'
import { deletable, deleteSop, markSopRead, withdrawSop } from './approvals.commands.ts'
import {
  DECISIONS,
  type Decision,
  hasResult,
  PUNCH_SLOTS,
  sopReadId,
  sopReads,
} from './approvals.resource.ts'
import { DecidePanel } from './decide-panel.tsx'
import { sopAttachments } from './sop-attachments.ts'
import {
  actorText,
  approversText,
  canDecide,
  canWithdraw,
  copyOf,
  parseJson,
  seatNames,
  snapshotLabel,
  stepsOf,
} from './sop-rules.ts'
import { StatusBadge } from './sop-table.tsx'
import { SOP_TEMPLATES, type SopTemplateKey } from './sop-templates.ts'
import { ResubmitPanel, StepActions, UrgeButton } from './step-actions-panel.tsx'
import { type SopRow, useMarks, useStandIns, useUid } from './use-approvals.ts'

function DocumentFields({ sop }: { sop: SopRow }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const content = parseJson<Record<string, unknown>>(sop.content, {})
  const template = SOP_TEMPLATES[sop.template as SopTemplateKey]
  const entries: [string, string][] = [
    [t('sop.applicant'), String(sop.applicant_name)],
    ...(sop.project_name ? ([[t('sop.project'), String(sop.project_name)]] as [string, string][]) : []),
    ...(template?.amount ? ([[t('sop.amount'), formatFen(Number(sop.amount))]] as [string, string][]) : []),
    [t('sop.filedAt'), formatCompanyTime(Number(sop.filed_at))],
  ]
  if (sop.template === 'staff_buka') {
    entries.push(
      [t('sop.punchDate'), `${content.date} ${content.time}`],
      [t('sop.punchSlot'), inLanguage(PUNCH_SLOTS[content.slot as 'in' | 'out'] ?? PUNCH_SLOTS.in, lang)],
      [t('sop.punchReason'), String(content.reason ?? '')],
    )
  } else if (template) {
    for (const [name, field] of Object.entries(template.fields))
      entries.push([inLanguage(field.label, lang), displayValue(field, content[name], lang, () => undefined)])
  }
  return (
    <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-2 text-sm">
      {entries.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-500">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function Steps({ sop, results }: { sop: SopRow; results: Row[] }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const standIns = useStandIns()
  const steps = stepsOf(sop)
  if (steps.length === 0) return <p className="text-sm text-slate-500">{t('sop.resolvedOnSync')}</p>
  return (
    <ol className="space-y-2 text-sm" data-testid="sop-steps">
      {steps.map((step, i) => {
        // A step at or after the waiting one is open again, whatever was decided there before a
        // return (退回) or an added approver moved the flow; an earlier one shows its latest decision.
        const open = sop.status === 'pending' && i >= sop.step
        const decided = open
          ? undefined
          : [...results]
              .reverse()
              .find((r) => Number(r.step) === i && (r.decision === 'agree' || r.decision === 'reject'))
        const state = decided
          ? `${inLanguage(DECISIONS[decided.decision as Decision], lang)} · ${actorText(decided, lang)}`
          : sop.status === 'pending' && sop.step === i
            ? t('sop.stepWaiting')
            : t('sop.stepLater')
        return (
          <li key={step.label + String(i)} className="flex gap-3">
            <span className="flex h-6 w-6 items-center justify-center rounded-full bg-slate-100 text-xs">
              {i + 1}
            </span>
            <span className="flex-1">
              {snapshotLabel(step, lang)}
              <span className="text-slate-500">
                {/* Steps still to come name who holds each seat today (an away approver's stand-in). */}
                {approversText(open ? seatNames(sop, step, standIns, lang) : step.approver_names, lang)}
              </span>
            </span>
            <span className={decided?.decision === 'reject' ? 'text-red-600' : 'text-slate-600'}>
              {state}
            </span>
          </li>
        )
      })}
    </ol>
  )
}

/** When the server took a decision, or that it has not had it yet. */
function ServerTime({ result, queued }: { result: Row; queued: boolean }) {
  const { t } = useTranslation()
  return queued || !Number(result.server_time) ? (
    <span className="rounded bg-amber-100 px-1.5 text-xs whitespace-nowrap text-amber-800">
      {t('sop.notReceived')}
    </span>
  ) : (
    formatCompanyTime(Number(result.server_time))
  )
}

/**
 * A table from a tablet up; on a phone each decision is a block of its own (four columns in 326 px
 * wrapped names over three lines and broke dates in two).
 */
function History({ results }: { results: Row[] }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const marks = useMarks('sopResults')
  return (
    <div data-testid="sop-history">
      <table className="hidden w-full text-left text-sm sm:table">
        <thead className="text-slate-500">
          <tr>
            <th className="py-1">{t('sop.actor')}</th>
            <th />
            <th>{t('sop.comment')}</th>
            <th>{t('sop.deviceTime')}</th>
            <th>{t('sop.serverTime')}</th>
          </tr>
        </thead>
        <tbody>
          {results.map((r) => (
            <tr key={r.id} className="border-t border-slate-100">
              <td className="py-1">{actorText(r, lang)}</td>
              <td>{inLanguage(DECISIONS[r.decision as Decision], lang)}</td>
              <td>{String(r.comment ?? '')}</td>
              <td className="whitespace-nowrap">{formatCompanyTime(Number(r.client_time))}</td>
              <td className="whitespace-nowrap">
                <ServerTime result={r} queued={marks.has(r.id)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="text-sm sm:hidden">
        {results.map((r) => (
          <li key={r.id} className="border-t border-slate-100 py-2 first:border-0">
            <p className="font-medium">
              {actorText(r, lang)} · {inLanguage(DECISIONS[r.decision as Decision], lang)}
            </p>
            {r.comment ? <p className="text-slate-700">{String(r.comment)}</p> : null}
            <p className="text-xs text-slate-500">
              {t('sop.deviceTime')}{' '}
              <span className="whitespace-nowrap">{formatCompanyTime(Number(r.client_time))}</span>
              {' · '}
              {t('sop.serverTime')} <ServerTime result={r} queued={marks.has(r.id)} />
            </p>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The applicant opening their request's result marks it read (saveDealReportStatus), once, through
 * the outbox like any write, so offline too. (An approver decided it: nothing for them to learn.)
 * Answers when the user read it, or null while unread.
 */
function useResultRead(sop: SopRow | null | undefined, uid: number): number | null {
  const db = useUserDb()
  const id = sop ? sopReadId(sop.id, uid) : ''
  const read = useLiveQuery(
    async () => (id ? ((await db.table(sopReads.name).get(id)) ?? null) : undefined),
    [db, id],
  ) as Row | null | undefined
  const asked = useRef('')
  const due = sop && uid > 0 && Number(sop.applicant_id) === uid && hasResult(sop) && read === null
  useEffect(() => {
    if (!due || asked.current === id) return
    asked.current = id
    void writeCommand(markSopRead, { id: newId(), sop_id: sop.id }).catch(() => {
      asked.current = ''
    })
  }, [due, id, sop])
  return read ? Number(read.read_at) : null
}

export function SopDetailPage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const db = useUserDb()
  const uid = useUid()
  const standIns = useStandIns()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const sopId = params.get('sop_id') ?? ''
  const marks = useMarks('sops')
  const sop = useLiveQuery(async () => (await db.table('sops').get(sopId)) ?? null, [db, sopId]) as
    | SopRow
    | null
    | undefined
  const refused = useLiveQuery(async () => {
    const entry = await db.outbox.get(sopId)
    return entry?.state === 'failed' ? (entry.error?.message ?? '') : null
  }, [db, sopId])
  const results = useLiveQuery(
    async () => (await db.table('sopResults').where('sop_id').equals(sopId).sortBy('client_time')) as Row[],
    [db, sopId],
    [] as Row[],
  )
  const readAt = useResultRead(sop, uid)
  if (sop === undefined || refused === undefined) return <LoadingNote />
  if (sop === null)
    return (
      <section className="rounded-pm3 bg-white p-6 text-center shadow-sm">
        {/* A request filed here and refused by the server: say why, not "not synced yet". */}
        {refused !== null ? (
          <div className="mb-3">
            <RefusedNote reason={refused} />
          </div>
        ) : (
          <p className="mb-3 text-slate-600">{t('sop.notSynced')}</p>
        )}
        <Button variant="link" onClick={() => refresh()}>
          {t('sop.syncNow')}
        </Button>
      </section>
    )
  const withdraw = async () => {
    if (window.confirm(t('sop.confirmWithdraw')))
      await writeCommand(withdrawSop, { id: newId(), sop_id: sop.id })
  }
  // Only the applicant's own rejected or withdrawn request goes (the server checks the same).
  const mayDelete = Number(sop.applicant_id) === uid && deletable(sop)
  const remove = async () => {
    if (!window.confirm(t('sop.confirmDelete'))) return
    await writeCommand(deleteSop, { id: newId(), sop_id: sop.id })
    navigate('/expe/myapproval')
  }
  const copied = copyOf(sop).names
  return (
    <div className="space-y-4" data-testid="sop-detail" data-sop={sop.id}>
      <section className="rounded-pm3 bg-white p-4 shadow-sm">
        <div className="mb-3 flex flex-wrap items-center gap-3">
          <h1 className="text-lg font-semibold">{sop.title}</h1>
          <span data-testid="sop-state">
            <StatusBadge status={sop.status} mark={marks.get(sop.id)} />
          </span>
          <span className="font-mono text-xs text-slate-500">{sop.code}</span>
          {readAt !== null && (
            <span data-testid="sop-read-at" className="text-xs text-slate-500">
              {t('sop.readAt', { time: formatCompanyTime(readAt) })}
            </span>
          )}
          <span className="text-sm text-slate-500">
            {inLanguage(SOP_TEMPLATES[sop.template as SopTemplateKey]?.title ?? { zh: '', en: '' }, lang)}
          </span>
          {canWithdraw(sop, uid) && (
            <span className="ml-auto flex items-center gap-3">
              {sop.status === 'pending' && <UrgeButton sop={sop} results={results} />}
              <Button variant="danger-link" onClick={() => void withdraw()} className="text-sm">
                {t('sop.withdraw')}
              </Button>
            </span>
          )}
          {mayDelete && (
            <Button variant="danger-link" onClick={() => void remove()} className="ml-auto text-sm">
              {t('sop.delete')}
            </Button>
          )}
        </div>
        {sop.status === 'returned' && Number(sop.applicant_id) === uid && (
          <ResubmitPanel sop={sop} results={results} />
        )}
        <h2 className="mb-2 font-medium">{t('sop.document')}</h2>
        <DocumentFields sop={sop} />
        <AttachmentList files={sopAttachments(sop)} record={{ resource: 'sops', id: sop.id }} />
        <BookedNote sopId={sop.id} />
      </section>
      <section className="rounded-pm3 bg-white p-4 shadow-sm">
        <h2 className="mb-2 font-medium">{t('sop.steps')}</h2>
        <Steps sop={sop} results={results} />
        {copied.length > 0 && (
          <p className="mt-2 text-sm text-slate-500">
            {t('sop.copiedTo', { names: listText(copied, lang) })}
          </p>
        )}
        {canDecide(sop, uid, standIns) && (
          <div className="mt-4 border-t border-slate-100 pt-4">
            <DecidePanel sop={sop} />
            <StepActions sop={sop} uid={uid} />
          </div>
        )}
      </section>
      <section className="rounded-pm3 bg-white p-4 shadow-sm">
        <h2 className="mb-2 font-medium">{t('sop.history')}</h2>
        <History results={results} />
      </section>
    </div>
  )
}

/**
 * The ledgers an approved request may be booked in (server/approvals/book-approved.ts), by the
 * finance module's table and page: modules never import each other, the mirror's tables are shared.
 */
const BOOKING_LEDGERS = [
  { table: 'managementExpenses', route: '/fina/finaspfi' },
  { table: 'directExpenses', route: '/fina/finapcon' },
  { table: 'otherPayables', route: '/fina/finaqifu' },
] as const

/**
 * The ledger row an approved claim was booked as (issue 36): it takes the sop's id, so finance
 * staff (whose device mirrors the ledger) see from the request where it went.
 */
function BookedNote({ sopId }: { sopId: string }) {
  const { t } = useTranslation()
  const db = useUserDb()
  const booked = useLiveQuery(async () => {
    for (const ledger of BOOKING_LEDGERS) {
      // A user without the finance pages holds no such table.
      const row = (await db
        .table(ledger.table)
        .get(sopId)
        .catch(() => undefined)) as Row | undefined
      if (row) return { row, ledger }
    }
    return undefined
  }, [db, sopId])
  if (!booked) return null
  const { row, ledger } = booked
  return (
    <p className="mt-3 text-sm text-emerald-700" data-testid="sop-booked">
      <Link to={ledger.route} className="underline">
        {t('sop.booked', {
          ledger: t(`sop.ledger.${ledger.table}`),
          amount: formatFen(Number(row.amount ?? 0)),
          date: String(row.date ?? ''),
        })}
      </Link>
    </p>
  )
}
