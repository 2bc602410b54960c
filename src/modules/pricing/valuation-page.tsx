// /yunpeidiangujia: a valuation: management, profit and tax on a direct cost (typed, or handed over by
// a box estimate as ?direct=<fen>); saved to the cost notebook.
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { useBilingual } from '../../i18n/use-bilingual.ts'
import { inputClass } from '../../ui/input-class.ts'
import { valuation, yuanToFen } from './estimate.ts'
import { Totals } from './totals.tsx'
import { addNote } from './yun-session.ts'

const percent = (s: string) => (/^\d{1,3}$/.test(s) ? Number(s) : 0)

export function ValuationPage() {
  const tr = useBilingual()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const handed = Number(params.get('direct'))
  const [direct, setDirect] = useState(
    Number.isInteger(handed) && handed > 0 ? (handed / 100).toFixed(2) : '',
  )
  const [rates, setRates] = useState({ management: '8', profit: '5', tax: '9' })
  const fen = yuanToFen(direct)
  const result = valuation(fen ?? 0, {
    management: percent(rates.management),
    profit: percent(rates.profit),
    tax: percent(rates.tax),
  })
  const rate = (k: keyof typeof rates, zh: string, en: string) => (
    <label className="flex items-center gap-2">
      {tr(zh, en)}
      <input
        inputMode="numeric"
        className={`${inputClass} w-20`}
        value={rates[k]}
        onChange={(e) => setRates((r) => ({ ...r, [k]: e.target.value }))}
      />
    </label>
  )

  async function save() {
    await addNote('cost', {
      title: tr('估价', 'Valuation'),
      source: 'valuation',
      rates: {
        management: percent(rates.management),
        profit: percent(rates.profit),
        tax: percent(rates.tax),
      },
      totals: { ...result },
    })
    navigate('/yuncostlist')
  }

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-xl font-semibold">{tr('估价', 'Valuation')}</h1>
      <label className="flex max-w-sm flex-col gap-1">
        {tr('直接费（元）', 'Direct cost (yuan)')}
        <input
          inputMode="decimal"
          aria-invalid={direct !== '' && fen === null ? true : undefined}
          className={inputClass}
          value={direct}
          onChange={(e) => setDirect(e.target.value)}
        />
        {direct !== '' && fen === null && (
          <span className="text-sm text-red-600">
            {tr('请输入金额，最多两位小数', 'Enter an amount with at most two decimals')}
          </span>
        )}
      </label>
      <div className="flex flex-wrap gap-4">
        {rate('management', '管理费 %', 'Management %')}
        {rate('profit', '利润 %', 'Profit %')}
        {rate('tax', '税金 %', 'Tax %')}
      </div>
      <Totals
        rows={[
          [tr('直接费', 'Direct cost'), result.direct],
          [tr('管理费', 'Management'), result.management],
          [tr('利润', 'Profit'), result.profit],
          [tr('税金', 'Tax'), result.tax],
          [tr('估价合计', 'Valuation total'), result.total],
        ]}
      />
      <button
        type="button"
        disabled={!fen}
        onClick={() => void save()}
        className="self-start rounded-pm3 bg-primary px-4 py-2 text-white disabled:opacity-50"
      >
        {tr('保存到成本笔记本', 'Save to the cost notebook')}
      </button>
    </section>
  )
}
