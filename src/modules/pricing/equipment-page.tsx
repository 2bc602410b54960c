// /yunpeidianshebei: the equipment price list (pricing units of the equipment category).
import { useTranslation } from 'react-i18next'
import { formatFen } from '../../lib/money-format.ts'
import { pricingText } from './pricing.text.ts'
import { useUnits } from './use-units.ts'

export function EquipmentPage() {
  const { t } = useTranslation(pricingText.ns)
  const { units, offline } = useUnits('equipment')
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-3">
      <h1 className="text-xl font-semibold">{t('tools.equipment')}</h1>
      {offline && <p className="text-sm text-amber-700">{t('equipment.offline')}</p>}
      <table className="w-full text-sm">
        <tbody>
          {units.map((u) => (
            <tr key={u.id} className="border-b">
              <td className="py-1">{u.name}</td>
              <td className="text-slate-500">{u.spec}</td>
              <td className="text-right tabular-nums">
                {formatFen(u.price)}/{u.unit}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
