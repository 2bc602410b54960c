import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useLanguage } from '../../i18n/use-language.ts'
import { formatCompanyTime } from '../../lib/company-time.ts'
import { formatFen } from '../../lib/money-format.ts'
import { inLanguage } from '../../resources/text.ts'
import { SOP_STATUSES, type SopStatus } from './approvals.resource.ts'
import { detailPath, SOP_TEMPLATES, type SopTemplateKey } from './sop-templates.ts'
import { type SopRow, unreadResult, useMarks, useReadIds, useUid } from './use-approvals.ts'

export function StatusBadge({ status, mark }: { status: string; mark?: 'pending' | 'failed' }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const colour =
    status === 'approved'
      ? 'bg-green-100 text-green-800'
      : status === 'rejected'
        ? 'bg-red-100 text-red-800'
        : status === 'withdrawn'
          ? 'bg-slate-100 text-slate-600'
          : status === 'returned'
            ? 'bg-amber-100 text-amber-900'
            : 'bg-blue-100 text-blue-800'
  return (
    <span className="inline-flex gap-1">
      <span className={`rounded px-1.5 text-xs ${colour}`}>
        {inLanguage(SOP_STATUSES[status as SopStatus] ?? SOP_STATUSES.pending, lang)}
      </span>
      {mark && (
        <span
          className={`rounded px-1.5 text-xs ${mark === 'failed' ? 'bg-red-500 text-white' : 'bg-amber-100 text-amber-800'}`}
        >
          {mark === 'failed' ? t('list.failed') : t('list.pending')}
        </span>
      )}
    </span>
  )
}

/** The sops of an /expe list; each opens its detail page. */
export function SopTable({
  rows,
  actions,
}: {
  rows: SopRow[] | undefined
  actions?: (s: SopRow) => React.ReactNode
}) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const marks = useMarks('sops')
  const unread = unreadResult(useUid(), useReadIds())
  if (rows && rows.length === 0) return <p className="py-8 text-center text-slate-500">{t('sop.empty')}</p>
  const typeOf = (s: SopRow) =>
    inLanguage(SOP_TEMPLATES[s.template as SopTemplateKey]?.title ?? { zh: s.template, en: s.template }, lang)
  const status = (s: SopRow) => (
    <>
      <StatusBadge status={s.status} mark={marks.get(s.id)} />
      {unread(s) && (
        <span data-testid="sop-unread" className="ml-1 rounded bg-red-600 px-1.5 text-xs text-white">
          {t('sop.unread')}
        </span>
      )}
    </>
  )
  return (
    <>
      <SopCards rows={rows} typeOf={typeOf} status={status} actions={actions} />
      <SopRowsTable rows={rows} typeOf={typeOf} status={status} actions={actions} />
    </>
  )
}

interface SopViewProps {
  rows: SopRow[] | undefined
  typeOf: (s: SopRow) => string
  status: (s: SopRow) => React.ReactNode
  actions?: (s: SopRow) => React.ReactNode
}

/**
 * A phone's view of the same rows: a table squeezed to 390 px wrapped 申请人 and 审批中 one
 * character a line, so each request is a card whose title is a thumb-sized link.
 */
function SopCards({ rows, typeOf, status, actions }: SopViewProps) {
  return (
    <ul className="divide-y divide-slate-100 text-sm sm:hidden" data-testid="sop-cards">
      {rows?.map((s) => (
        <li key={s.id} className="py-2" data-sop={s.id}>
          <Link
            className="flex min-h-11 items-center text-base text-primary"
            to={detailPath(s.template, s.code, s.id)}
          >
            {s.title}
          </Link>
          <div className="flex justify-between gap-2 text-slate-600">
            <span>
              {typeOf(s)} · {String(s.applicant_name)}
            </span>
            <span>{Number(s.amount) ? formatFen(Number(s.amount)) : ''}</span>
          </div>
          <div className="mt-1 flex items-center justify-between gap-2">
            <span>{status(s)}</span>
            <span className="text-xs text-slate-500">{formatCompanyTime(Number(s.filed_at))}</span>
          </div>
          {actions && <div className="mt-1 text-right">{actions(s)}</div>}
          <div className="font-mono text-xs text-slate-500">{s.code}</div>
        </li>
      ))}
    </ul>
  )
}

function SopRowsTable({ rows, typeOf, status, actions }: SopViewProps) {
  const { t } = useTranslation()
  return (
    <table
      className="hidden w-full text-left text-sm sm:table [&_td]:pr-4 [&_th]:pr-4"
      data-testid="sop-table"
    >
      <thead className="border-b border-slate-200 text-slate-500">
        <tr>
          <th className="py-2">{t('sop.code')}</th>
          <th>{t('sop.type')}</th>
          <th>{t('sop.title')}</th>
          <th>{t('sop.applicant')}</th>
          <th className="text-right">{t('sop.amount')}</th>
          <th>{t('sop.status')}</th>
          <th>{t('sop.filedAt')}</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {rows?.map((s) => (
          <tr key={s.id} className="border-b border-slate-100" data-sop={s.id}>
            <td className="py-2 font-mono text-xs">{s.code}</td>
            <td>{typeOf(s)}</td>
            <td>
              <Link className="text-primary" to={detailPath(s.template, s.code, s.id)}>
                {s.title}
              </Link>
            </td>
            <td>{String(s.applicant_name)}</td>
            <td className="text-right">{Number(s.amount) ? formatFen(Number(s.amount)) : ''}</td>
            <td>{status(s)}</td>
            <td className="text-slate-500">{formatCompanyTime(Number(s.filed_at))}</td>
            <td className="text-right">{actions?.(s)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
