// /yuncostlist: the cost-estimate notebook; /yuncost?id=: one entry with the figures it was made from.
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { pricingText } from './pricing.text.ts'

type TotalKey = keyof typeof pricingText.pairs.totals

import { formatFen } from '../../lib/money-format.ts'
import { Totals } from './totals.tsx'
import { type CostBody, yunDb } from './yun-db.ts'
import { syncNotebooks } from './yun-session.ts'

export function CostListPage() {
  const { t } = useTranslation([pricingText.ns, 'translation'])
  const entries =
    useLiveQuery(() => yunDb.notes.where('book').equals('cost').reverse().sortBy('created_at'), []) ?? []
  useEffect(() => {
    void syncNotebooks()
  }, [])
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-3">
      <h1 className="text-xl font-semibold">{t('tools.cost')}</h1>
      <div className="flex gap-3 text-sm">
        <Link to="/yunpeidian" className="text-primary underline">
          {t('notebook.newBox')}
        </Link>
        <Link to="/yunpeidiangujia" className="text-primary underline">
          {t('notebook.newValuation')}
        </Link>
      </div>
      {entries.length === 0 && <p className="text-slate-500">{t('notebook.empty')}</p>}
      <ul className="flex flex-col gap-2">
        {entries.map((n) => {
          const body = n.body as CostBody
          return (
            <li key={n.id} className="flex justify-between rounded-pm3 border bg-white p-3">
              <Link to={`/yuncost?id=${n.id}`} className="text-primary">
                {body.title}
              </Link>
              <span className="tabular-nums">{formatFen(body.totals.total ?? 0)}</span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

export function CostEntryPage() {
  const { t } = useTranslation([pricingText.ns, 'translation'])
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const note = useLiveQuery(() => yunDb.notes.get(id), [id])
  if (note?.book !== 'cost')
    return (
      <p className="text-slate-500">
        {t('notebook.missing')}
        <Link to="/yuncostlist" className="text-primary underline">
          {t('notebook.back')}
        </Link>
      </p>
    )
  const body = note.body
  const name = (k: string) =>
    k === 'total'
      ? t('translation:common.total')
      : Object.hasOwn(pricingText.pairs.totals, k)
        ? t(`totals.${k as TotalKey}`)
        : k
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-3">
      <h1 className="text-xl font-semibold">{body.title}</h1>
      {body.lines && (
        <ul className="text-sm">
          {body.lines.map((l) => (
            <li key={l.name}>
              {l.name} × {l.qty} @ {formatFen(l.price)}
            </li>
          ))}
          {body.boxes !== undefined && <li>{t('box.boxCount', { count: body.boxes })}</li>}
        </ul>
      )}
      <Totals rows={Object.entries(body.totals).map(([k, v]) => [name(k), v])} />
    </section>
  )
}
