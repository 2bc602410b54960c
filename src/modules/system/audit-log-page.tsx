// /site/siteaudit: the company's audit log — every change of every list the reader may read, newest
// first, filtered by list, action, record and day, a page at a time, exported to CSV. Read online:
// the company's whole past is not mirrored on devices (server/audit/audit-log.ts).
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AuditEntry, AuditPage, AuditQuery } from '../../api/audit-log.ts'
import { download } from '../../data/sheet-client.ts'
import { auditLog } from '../../data/sync-client.ts'
import { companyInstant, formatCompanyTime } from '../../lib/company-time.ts'
import { Button } from '../../ui/button.tsx'
import { inputClass } from '../../ui/input-class.ts'
import { useOnline } from '../../ui/use-online.ts'
import { officeText } from '../../views/office.text.ts'
import { PageTitle } from '../../views/page-title.tsx'
import { ACTION_WORD } from '../../views/record-history.tsx'
import { systemText } from './system.text.ts'
import { ActionMessages, SystemTable } from './system-table.tsx'

const PAGE = 50
const EXPORT_PAGE = 500
const ACTIONS = Object.keys(ACTION_WORD) as AuditEntry['action'][]

interface Filter {
  resource: string
  action: string
  record: string
  from: string
  to: string
}

/** The query: a day's filter from its company-time start, `to` through its end. */
function queryOf(f: Filter, page: number, limit: number): AuditQuery {
  return {
    resource: f.resource || undefined,
    action: (f.action || undefined) as AuditQuery['action'],
    recordId: f.record.trim() || undefined,
    from: f.from ? companyInstant(f.from, '00:00') : undefined,
    to: f.to ? companyInstant(f.to, '00:00') + 86_400_000 : undefined,
    page,
    limit,
  }
}

export function AuditLogPage() {
  const { t: tx } = useTranslation([systemText.ns, 'translation', officeText.ns])
  const online = useOnline()
  const [filter, setFilter] = useState<Filter>({ resource: '', action: '', record: '', from: '', to: '' })
  const [page, setPage] = useState(1)
  const [answer, setAnswer] = useState<AuditPage | null>(null)
  const [error, setError] = useState<string | null>(null)
  const changeText = (e: AuditEntry) =>
    e.shown.map((c) => `${c.label}: ${c.from || '—'} → ${c.to || '—'}`).join('；')
  const actionText = (a: AuditEntry['action']) => tx(`translation:edits.${ACTION_WORD[a]}`)

  const load = useCallback(async () => {
    try {
      setAnswer(await auditLog(queryOf(filter, page, PAGE)))
      setError(null)
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    }
  }, [filter, page])
  useEffect(() => {
    if (online) void load()
  }, [online, load])

  const set = (patch: Partial<Filter>) => {
    setFilter((f) => ({ ...f, ...patch }))
    setPage(1)
  }

  async function exportCsv() {
    const rows: AuditEntry[] = []
    for (let p = 1; ; p++) {
      const got = (await auditLog(queryOf(filter, p, EXPORT_PAGE))).rows
      rows.push(...got)
      if (got.length < EXPORT_PAGE) break
    }
    const heads = [
      tx('translation:saleReview.movedAt'),
      tx('auditUser'),
      tx('translation:edits.device'),
      tx('binList'),
      tx('binRecord'),
      'ID',
      tx('auditAction'),
      tx('auditChanges'),
      tx('auditCommand'),
    ]
    const cell = (v: string) => `"${v.replaceAll('"', '""')}"`
    const lines = rows.map((e) =>
      [
        formatCompanyTime(e.serverTime),
        e.user.name,
        e.deviceLabel || e.device,
        e.listTitle,
        e.recordName,
        e.recordId,
        actionText(e.action),
        changeText(e),
        e.command,
      ]
        .map(cell)
        .join(','),
    )
    // With a byte-order mark: Excel reads the file as UTF-8 only with one.
    const text = `\uFEFF${[heads.map(cell).join(','), ...lines].join('\r\n')}`
    const bytes = new TextEncoder().encode(text)
    download(
      bytes.buffer as ArrayBuffer,
      'text/csv',
      `audit-log-${new Date().toISOString().slice(0, 10)}.csv`,
    )
  }

  const pages = answer ? Math.max(1, Math.ceil(answer.total / PAGE)) : 1
  return (
    <section className="space-y-3 rounded-lg bg-white p-4 shadow-sm">
      <PageTitle visible />
      <p className="text-sm text-slate-600">{tx('auditHint')}</p>
      {!online && (
        <p role="status" className="text-sm text-amber-700">
          {tx('onlineOnly')}
        </p>
      )}
      <ActionMessages error={error} notice={null} />
      <div className="flex flex-wrap items-end gap-2 text-sm">
        <label className="flex flex-col">
          {tx('binList')}
          <select
            className={inputClass}
            value={filter.resource}
            onChange={(e) => set({ resource: e.target.value })}
          >
            <option value="">{tx('auditAll')}</option>
            {answer?.lists.map((l) => (
              <option key={l.name} value={l.name}>
                {l.title}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col">
          {tx('auditAction')}
          <select
            className={inputClass}
            value={filter.action}
            onChange={(e) => set({ action: e.target.value })}
          >
            <option value="">{tx('auditAll')}</option>
            {ACTIONS.map((a) => (
              <option key={a} value={a}>
                {actionText(a)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col">
          {tx('binRecord')}
          <input
            className={inputClass}
            value={filter.record}
            onChange={(e) => set({ record: e.target.value })}
          />
        </label>
        <label className="flex flex-col">
          {tx('translation:technician.from')}
          <input
            type="date"
            className={inputClass}
            value={filter.from}
            onChange={(e) => set({ from: e.target.value })}
          />
        </label>
        <label className="flex flex-col">
          {tx('auditTo')}
          <input
            type="date"
            className={inputClass}
            value={filter.to}
            onChange={(e) => set({ to: e.target.value })}
          />
        </label>
        <Button variant="outline" disabled={!online || !answer?.total} onClick={() => void exportCsv()}>
          {tx('office:exportCsv')}
        </Button>
      </div>
      <SystemTable
        testId="audit-log"
        heads={[
          tx('translation:saleReview.movedAt'),
          tx('auditUser'),
          tx('translation:edits.device'),
          tx('binList'),
          tx('binRecord'),
          tx('auditAction'),
          tx('auditChanges'),
          tx('auditCommand'),
        ]}
      >
        {answer?.rows.length === 0 && (
          <tr>
            <td colSpan={8} className="px-2 py-2 text-slate-500">
              {tx('auditEmpty')}
            </td>
          </tr>
        )}
        {answer?.rows.map((e) => (
          <tr key={e.seq} className="border-b border-slate-100 align-top">
            <td className="whitespace-nowrap px-2 py-2">{formatCompanyTime(e.serverTime)}</td>
            <td className="whitespace-nowrap px-2 py-2">{e.user.name || '—'}</td>
            <td className="whitespace-nowrap px-2 py-2">{e.deviceLabel || e.device || '—'}</td>
            <td className="whitespace-nowrap px-2 py-2">{e.listTitle}</td>
            <td className="px-2 py-2" title={e.recordId}>
              {e.recordName || e.recordId}
            </td>
            <td className="whitespace-nowrap px-2 py-2">{actionText(e.action)}</td>
            <td className="px-2 py-2">{changeText(e)}</td>
            <td className="px-2 py-2 font-mono text-xs">{e.command || '—'}</td>
          </tr>
        ))}
      </SystemTable>
      {answer && (
        <div className="flex items-center gap-2 text-sm">
          <span>{tx('auditTotal', { n: answer.total })}</span>
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {tx('translation:older.previous')}
          </Button>
          <span>
            {page} / {pages}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {tx('translation:older.next')}
          </Button>
        </div>
      )}
    </section>
  )
}
