// /yunpeidianshebei: the equipment price list (pricing units of the equipment category).
import { useBilingual } from '../../i18n/use-bilingual.ts'
import { formatYuan } from './estimate.ts'
import { useUnits } from './use-units.ts'

export function EquipmentPage() {
  const tr = useBilingual()
  const { units, offline } = useUnits('equipment')
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-3">
      <h1 className="text-xl font-semibold">{tr('设备价格', 'Equipment')}</h1>
      {offline && (
        <p className="text-sm text-amber-700">
          {tr('离线：本机保存的价格', 'Offline: prices kept on this device')}
        </p>
      )}
      <table className="w-full text-sm">
        <tbody>
          {units.map((u) => (
            <tr key={u.id} className="border-b">
              <td className="py-1">{u.name}</td>
              <td className="text-slate-500">{u.spec}</td>
              <td className="text-right tabular-nums">
                {formatYuan(u.price)}/{u.unit}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
