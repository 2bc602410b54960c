// /yunpeidian: a distribution-box estimate: quantities of the equipment units for one box, how many
// boxes, labour as a percentage; totals in fen as the user types; kept in the cost notebook on save.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { formatFen } from '../../lib/money-format.ts'
import { Button } from '../../ui/button.tsx'
import { inputClass } from '../../ui/input-class.ts'
import { boxEstimate } from './estimate.ts'
import { pricingText } from './pricing.text.ts'
import { Totals } from './totals.tsx'
import { useUnits } from './use-units.ts'
import { addNote } from './yun-session.ts'

const whole = (s: string) => (/^\d{1,6}$/.test(s) ? Number(s) : 0)

export function BoxEstimatePage() {
  const { t } = useTranslation(pricingText.ns)
  const navigate = useNavigate()
  const { units, offline } = useUnits('equipment')
  const [qty, setQty] = useState<Record<string, string>>({})
  const [boxes, setBoxes] = useState('1')
  const [labour, setLabour] = useState('10')
  const [title, setTitle] = useState('')
  const lines = units
    .filter((u) => whole(qty[u.id] ?? '') > 0)
    .map((u) => ({ name: `${u.name} ${u.spec}`.trim(), price: u.price, qty: whole(qty[u.id] ?? '') }))
  const result = boxEstimate(lines, whole(boxes), whole(labour))

  async function save() {
    await addNote('cost', {
      title: title.trim() || t('tools.box'),
      source: 'box',
      lines,
      boxes: whole(boxes),
      rates: { labour: whole(labour) },
      totals: { ...result },
    })
    navigate('/yuncostlist')
  }

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('tools.box')}</h1>
      {offline && <p className="text-sm text-amber-700">{t('box.offline')}</p>}
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left text-slate-500">
            <th className="pr-3">{t('box.equipment')}</th>
            <th className="pr-3 whitespace-nowrap">{t('box.unitPrice')}</th>
            <th className="whitespace-nowrap">{t('box.qtyPerBox')}</th>
          </tr>
        </thead>
        <tbody>
          {units.map((u) => (
            <tr key={u.id} className="border-t">
              <td className="py-1 pr-3">
                {u.name} <span className="whitespace-nowrap text-slate-500">{u.spec}</span>
              </td>
              <td className="pr-3 whitespace-nowrap">
                {formatFen(u.price)}/{u.unit}
              </td>
              <td>
                <input
                  aria-label={`${u.name} ${u.spec} ${t('box.quantity')}`}
                  inputMode="numeric"
                  className={`${inputClass} w-20`}
                  value={qty[u.id] ?? ''}
                  onChange={(e) => setQty((q) => ({ ...q, [u.id]: e.target.value }))}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex flex-wrap gap-4">
        <label className="flex items-center gap-2 whitespace-nowrap">
          {t('box.boxes')}
          <input
            inputMode="numeric"
            className={`${inputClass} w-24`}
            value={boxes}
            onChange={(e) => setBoxes(e.target.value)}
          />
        </label>
        <label className="flex items-center gap-2 whitespace-nowrap">
          {t('box.labourRate')}
          <input
            inputMode="numeric"
            className={`${inputClass} w-24`}
            value={labour}
            onChange={(e) => setLabour(e.target.value)}
          />
        </label>
      </div>
      <Totals
        rows={[
          [t('totals.perBox'), result.perBox],
          [t('totals.equipment'), result.equipment],
          [t('totals.labour'), result.labour],
          [t('totals.estimate'), result.total],
        ]}
      />
      <div className="flex flex-wrap items-center gap-2">
        <input
          aria-label={t('box.name')}
          placeholder={t('box.namePlaceholder')}
          className={`${inputClass} max-w-xs`}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
        <Button disabled={!lines.length} onClick={() => void save()}>
          {t('notebook.save')}
        </Button>
        <Button
          variant="outline"
          disabled={!lines.length}
          onClick={() => navigate(`/yunpeidiangujia?direct=${result.total}`)}
        >
          {t('box.valueIt')}
        </Button>
      </div>
    </section>
  )
}
