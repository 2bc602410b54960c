// The platform dashboard's figures, one tile per module the user can open: approvals waiting on them,
// today's sales, projects under construction, this month's receipts, headcount, and the latest notices.

import { useLiveQuery } from 'dexie-react-hooks'
import { useDeferredValue } from 'react'
import { useTranslation } from 'react-i18next'
import { subjectOf, visibleMenu } from '../../auth/menu-access.ts'
import { useSession } from '../../auth/use-session.ts'
import { useUserDb } from '../../data/db-context.tsx'
import { companyDateTime, companyDayBounds } from '../../lib/company-time.ts'
import { formatFen } from '../../lib/money-format.ts'
import type { NoticesRow } from '../../sync/notices.ts'
import { StatTile } from '../../ui/bar-chart.tsx'
import { routeTree } from '../route-tree.ts'
import { dashboardText } from './dashboard.text.ts'
import { sumOf } from './figures.ts'

export function ModuleFigures() {
  const { t } = useTranslation(dashboardText.ns)
  const db = useUserDb()
  const { site, user } = useSession()
  const groups = new Set(visibleMenu(routeTree, site, subjectOf(user)).map((m) => m.group.path))
  const [today] = companyDateTime(Date.now())
  const month = today.slice(0, 7)
  const figures = useDeferredValue(
    useLiveQuery(async () => {
      const [notices, sales, refunds, building, receipts, staff, left, latest] = await Promise.all([
        db.meta.get('notices'),
        db
          .table('orders')
          .where('sold_at')
          .between(...companyDayBounds(Date.now()), true, false)
          .toArray(),
        db
          .table('refunds')
          .where('at')
          .between(...companyDayBounds(Date.now()), true, false)
          .toArray(),
        db.table('projects').where('status').equals('building').count(),
        db.table('contractIncome').where('date').startsWith(month).toArray(),
        db.syncState.get('staff'),
        // Those who left are few; counting them (not the employed) keeps the live query cheap.
        db.table('staff').where('status').equals('left').count(),
        db.table('officeNotices').orderBy('publish_date').reverse().limit(3).toArray(),
      ])
      return {
        waiting: (notices as NoticesRow | undefined)?.value.total ?? 0,
        // The day's takings: sales less what was refunded today.
        sales: sumOf(sales, 'total') - sumOf(refunds, 'amount'),
        saleCount: sales.length,
        building,
        received: sumOf(receipts.filter((r) => r.kind === 'receipt')),
        headcount: Math.max(0, (staff?.count ?? 0) - left),
        latest,
      }
    }, [db, today, month]),
  )
  if (!figures) return null
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {groups.has('/expe') && <StatTile label={t('figures.waitingOnMe')} value={String(figures.waiting)} />}
        {groups.has('/dian') && (
          <StatTile
            label={t('figures.todaysSales')}
            value={formatFen(figures.sales)}
            hint={`${figures.saleCount} ${t('figures.sales')}`}
          />
        )}
        {groups.has('/proj') && (
          <StatTile label={t('figures.projectsUnderWay')} value={String(figures.building)} />
        )}
        {groups.has('/fina') && (
          <StatTile label={t('figures.receiptsThisMonth')} value={formatFen(figures.received)} />
        )}
        {groups.has('/staff') && (
          <StatTile label={t('figures.headcount')} value={String(figures.headcount)} />
        )}
      </dl>
      {groups.has('/office') && figures.latest.length > 0 && (
        <div className="rounded-lg bg-white p-4 shadow-sm">
          <h2 className="mb-2 text-sm font-medium text-slate-700">{t('figures.latestNotices')}</h2>
          <ul className="space-y-1 text-sm">
            {figures.latest.map((n) => (
              <li key={String(n.id)} className="flex justify-between gap-4">
                <span className="truncate">{String(n.title)}</span>
                <span className="shrink-0 text-slate-500">{String(n.publish_date)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  )
}
