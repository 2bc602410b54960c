// What a shift's header says of its cashiers beyond the opener: each handover on the till, and the
// sales that reached the server after the close (rung before it), for the Z report and the list.
import type { TFunction } from 'i18next'
import { formatCompanyInstant } from '../../../lib/company-time.ts'
import { formatFen } from '../../../lib/money-format.ts'
import { handoversOf } from '../shift.commands.ts'

export function handoverLines(t: TFunction<'tillDevice'>, shift: Record<string, unknown>): string[] {
  const handovers = handoversOf(shift)
  const late = Number(shift.late_count ?? 0)
  return [
    ...(handovers.length > 0
      ? [
          t('handovers', {
            list: handovers
              .map((h) => t('handover', { at: formatCompanyInstant(h.at), from: h.from, to: h.to }))
              .join('；'),
          }),
        ]
      : []),
    ...(late > 0 ? [t('late', { count: late, amount: formatFen(Number(shift.late_total)) })] : []),
  ]
}
