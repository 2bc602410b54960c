// /yuncostlist: the cost-estimate notebook; /yuncost?id=: one entry with the figures it was made from.
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useBilingual } from '../../i18n/use-bilingual.ts'
import { formatYuan } from './estimate.ts'
import { Totals } from './totals.tsx'
import { type CostBody, yunDb } from './yun-db.ts'
import { syncNotebooks } from './yun-session.ts'

export function CostListPage() {
  const tr = useBilingual()
  const entries =
    useLiveQuery(() => yunDb.notes.where('book').equals('cost').reverse().sortBy('created_at'), []) ?? []
  useEffect(() => {
    void syncNotebooks()
  }, [])
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-3">
      <h1 className="text-xl font-semibold">{tr('成本估算笔记本', 'Cost notebook')}</h1>
      <div className="flex gap-3 text-sm">
        <Link to="/yunpeidian" className="text-primary underline">
          {tr('新建配电箱估算', 'New box estimate')}
        </Link>
        <Link to="/yunpeidiangujia" className="text-primary underline">
          {tr('新建估价', 'New valuation')}
        </Link>
      </div>
      {entries.length === 0 && <p className="text-slate-500">{tr('还没有估算记录', 'No estimates yet')}</p>}
      <ul className="flex flex-col gap-2">
        {entries.map((n) => {
          const body = n.body as CostBody
          return (
            <li key={n.id} className="flex justify-between rounded-pm3 border bg-white p-3">
              <Link to={`/yuncost?id=${n.id}`} className="text-primary">
                {body.title}
              </Link>
              <span className="tabular-nums">{formatYuan(body.totals.total ?? 0)}</span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

export function CostEntryPage() {
  const tr = useBilingual()
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const note = useLiveQuery(() => yunDb.notes.get(id), [id])
  if (note?.book !== 'cost')
    return (
      <p className="text-slate-500">
        {tr('没有这条估算，', 'No such estimate. ')}
        <Link to="/yuncostlist" className="text-primary underline">
          {tr('返回笔记本', 'Back to the notebook')}
        </Link>
      </p>
    )
  const body = note.body
  const names: Record<string, [string, string]> = {
    perBox: ['每台设备费', 'Equipment per box'],
    equipment: ['设备合计', 'Equipment'],
    labour: ['人工费', 'Labour'],
    direct: ['直接费', 'Direct cost'],
    management: ['管理费', 'Management'],
    profit: ['利润', 'Profit'],
    tax: ['税金', 'Tax'],
    total: ['合计', 'Total'],
  }
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-3">
      <h1 className="text-xl font-semibold">{body.title}</h1>
      {body.lines && (
        <ul className="text-sm">
          {body.lines.map((l) => (
            <li key={l.name}>
              {l.name} × {l.qty} @ {formatYuan(l.price)}
            </li>
          ))}
          {body.boxes !== undefined && <li>{tr(`共 ${body.boxes} 台`, `${body.boxes} boxes`)}</li>}
        </ul>
      )}
      <Totals rows={Object.entries(body.totals).map(([k, v]) => [tr(...(names[k] ?? [k, k])), v])} />
    </section>
  )
}
