// /yunpeidiangujia: a valuation: management, profit and tax on a direct cost (typed, or handed over by
// a box estimate as ?direct=<fen>); saved to the cost notebook.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { Button } from '../../ui/button.tsx'
import { inputClass } from '../../ui/input-class.ts'
import { valuation, yuanToFen } from './estimate.ts'
import { pricingText } from './pricing.text.ts'
import { Totals } from './totals.tsx'
import { addNote } from './yun-session.ts'

const percent = (s: string) => (/^\d{1,3}$/.test(s) ? Number(s) : 0)

export function ValuationPage() {
  const { t } = useTranslation(pricingText.ns)
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
  const rate = (k: keyof typeof rates) => (
    <label className="flex items-center gap-2">
      {t(`valuation.${k}Rate`)}
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
      title: t('tools.valuation'),
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
      <h1 className="text-xl font-semibold">{t('tools.valuation')}</h1>
      <label className="flex max-w-sm flex-col gap-1">
        {t('valuation.direct')}
        <input
          inputMode="decimal"
          aria-invalid={direct !== '' && fen === null ? true : undefined}
          className={inputClass}
          value={direct}
          onChange={(e) => setDirect(e.target.value)}
        />
        {direct !== '' && fen === null && (
          <span className="text-sm text-red-600">{t('valuation.badAmount')}</span>
        )}
      </label>
      <div className="flex flex-wrap gap-4">
        {rate('management')}
        {rate('profit')}
        {rate('tax')}
      </div>
      <Totals
        rows={[
          [t('totals.direct'), result.direct],
          [t('totals.management'), result.management],
          [t('totals.profit'), result.profit],
          [t('totals.tax'), result.tax],
          [t('totals.valuation'), result.total],
        ]}
      />
      <Button disabled={!fen} onClick={() => void save()} className="self-start">
        {t('notebook.save')}
      </Button>
    </section>
  )
}
