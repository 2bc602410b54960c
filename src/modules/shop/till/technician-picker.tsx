// A cart line's technician (issue 34): a native select, so a keyboard reaches it with Tab and finds a
// name by typing its first letters, and a phone opens its own searchable list; 44 px on touch.
import { useTranslation } from 'react-i18next'
import type { CartLine } from '../checkout.flow.ts'
import type { Technician } from './use-technicians.ts'

export function TechnicianPicker({
  line,
  people,
  onPick,
}: {
  line: CartLine
  /** Whom this device may offer (use-technicians.ts). */
  people: readonly Technician[]
  /** Absent: read-only (the receipt of a finished sale). */
  onPick?: ((who: Technician | null) => void) | undefined
}) {
  const { t } = useTranslation()
  // A line that names someone this device no longer lists still shows them.
  const listed =
    line.staff_id && !people.some((p) => p.id === line.staff_id)
      ? [...people, { id: line.staff_id, name: line.staff_name || t('technician.unknown') }]
      : people
  if (listed.length === 0) return null
  return (
    <select
      aria-label={t('technician.pick', { name: line.name })}
      data-testid="line-technician"
      value={line.staff_id ?? ''}
      disabled={!onPick}
      onChange={(e) => onPick?.(listed.find((p) => p.id === e.target.value) ?? null)}
      className="max-w-32 rounded-pm3 border border-slate-300 bg-white px-1 py-1 max-sm:min-h-11 pointer-coarse:min-h-11"
    >
      <option value="">{t('technician.none')}</option>
      {listed.map((p) => (
        <option key={p.id} value={p.id}>
          {p.name}
        </option>
      ))}
    </select>
  )
}
