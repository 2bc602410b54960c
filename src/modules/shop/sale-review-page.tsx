// /dian/shenhe: the sales review report. The server flags a sale whose time it could not believe or
// whose prices came from an expired list, and records every price override (who, why, list price
// and charged); this page lists those orders from the mirror, so it reads offline like the rest, and
// the drawers' cash moves beneath them (cash-moves-review.tsx).

import { useLiveQuery } from 'dexie-react-hooks'
import { useTranslation } from 'react-i18next'
import { useUserDb } from '../../data/db-context.tsx'
import type { Row } from '../../data/user-db.ts'
import { useLanguage } from '../../i18n/use-language.ts'
import { formatCompanyInstant } from '../../lib/company-time.ts'
import { formatFen } from '../../lib/money-format.ts'
import { CashMovesReview } from './cash-moves-review.tsx'
import { needsReview, priceChanges, reviewReasons } from './sale-review.ts'

const SHOWN = 500

export function SaleReviewPage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const db = useUserDb()
  const rows = useLiveQuery(
    async () =>
      (await db
        .table('orders')
        .orderBy('sold_at')
        .reverse()
        .filter((o: Row) => needsReview(o))
        .limit(SHOWN)
        .toArray()) as Row[],
    [db],
    [] as Row[],
  )
  return (
    <div className="space-y-4">
      <section className="space-y-3 rounded-lg bg-white p-4 shadow-sm">
        <header>
          <h1 className="text-lg font-semibold">{t('saleReview.title')}</h1>
          <p className="text-sm text-slate-500">{t('saleReview.intro')}</p>
        </header>
        {rows.length === 0 ? (
          <p className="p-6 text-center text-sm text-slate-500">{t('saleReview.empty')}</p>
        ) : (
          <table className="w-full text-sm" data-testid="sale-review">
            <thead className="text-left text-slate-500">
              <tr>
                <th className="py-2">{t('saleReview.soldAt')}</th>
                <th>{t('till.receiptNo')}</th>
                <th className="text-right">{t('saleReview.charged')}</th>
                <th className="text-right">{t('saleReview.listTotal')}</th>
                <th className="pl-4">{t('saleReview.why')}</th>
                <th>{t('saleReview.lines')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((o) => (
                <tr key={String(o.id)} className="border-t border-slate-100 align-top">
                  <td className="py-2 whitespace-nowrap">{formatCompanyInstant(o.sold_at)}</td>
                  <td className="font-mono text-xs">{String(o.receipt_no || o.id)}</td>
                  <td className="text-right">{formatFen(Number(o.total))}</td>
                  <td className="text-right text-slate-500">{formatFen(Number(o.list_total))}</td>
                  <td className="pl-4">
                    {reviewReasons(o, lang).map((r) => (
                      <p key={r} className="text-amber-700">
                        {r}
                      </p>
                    ))}
                    {o.override_reason ? (
                      <p>
                        {t('saleReview.override', {
                          by: String(o.override_by),
                          reason: String(o.override_reason),
                        })}
                      </p>
                    ) : null}
                  </td>
                  <td>
                    {priceChanges(o).map((c) => (
                      <p key={c.line}>
                        {t('saleReview.change', {
                          line: c.line,
                          name: c.name,
                          list: formatFen(c.list_price),
                          price: formatFen(c.price),
                        })}
                        {c.discount > 0 ? t('saleReview.discount', { discount: formatFen(c.discount) }) : ''}
                      </p>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <CashMovesReview />
    </div>
  )
}
