// After the till reconnects, its shift says what the reconnect delivered: sent and refused, in ¥,
// with the server's reasons for the refused (they wait in the sync panel to be fixed or discarded).
import { useLiveQuery } from 'dexie-react-hooks'
import { useTranslation } from 'react-i18next'
import { useUserDb } from '../../../data/db-context.tsx'
import { formatFen } from '../../../lib/money-format.ts'
import { RECONNECT_REPORT_KEY, type ReconnectReport } from '../../../sync/reconnect-report.ts'
import { tillDeviceText } from './till-device.text.ts'

export function ReconnectLine({ shiftId }: { shiftId: string }) {
  const { t } = useTranslation(tillDeviceText.ns)
  const db = useUserDb()
  const report = useLiveQuery(async () => {
    const row = (await db.meta.get(RECONNECT_REPORT_KEY)) as { value?: ReconnectReport } | undefined
    return row?.value
  }, [db])
  const mine = report?.shifts[shiftId]
  if (!mine) return null
  return (
    <div className="w-full text-xs text-slate-600" data-testid="reconnect-report">
      <span className="font-medium">{t('reconnect.title')}：</span>
      {t('reconnect.summary', {
        sent: mine.sent,
        sentAmount: formatFen(mine.sentFen),
        refused: mine.refused,
        refusedAmount: formatFen(mine.refusedFen),
      })}
      {mine.reasons.map((r) => (
        <p key={r} className="text-amber-700">
          {r}
        </p>
      ))}
    </div>
  )
}
