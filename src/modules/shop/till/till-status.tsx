// The strip above the cart: this sale's receipt number, how fresh the price list is, today's takings,
// the sales finder (F8) and the shift.
import { useTranslation } from 'react-i18next'
import { holdsRight } from '../../../auth/access-codes.ts'
import { useSession } from '../../../auth/use-session.ts'
import type { Row } from '../../../data/user-db.ts'
import { formatCompanyRecent } from '../../../lib/company-time.ts'
import { formatFen } from '../../../lib/money-format.ts'
import { Button } from '../../../ui/button.tsx'
import { OfflineCodeSheet } from './offline-code-sheet.tsx'
import { type ShiftAsk, ShiftControls } from './shift-controls.tsx'
import type { usePriceList } from './use-price-list.ts'

/** MM-DD HH:mm on the device's clock, without a date library in the till's first script. */
export function TillStatus({
  cart,
  priceList,
  today,
  shift,
  onFindSale,
  onShiftDone,
  shiftAsk,
}: {
  cart: { id: string; receiptNo: string }
  priceList: ReturnType<typeof usePriceList>
  today: { count: number; total: number }
  shift: Row | null | undefined
  /** Absent while a receipt is on screen. */
  onFindSale?: () => void
  onShiftDone?: () => void
  shiftAsk?: ShiftAsk
}) {
  const { t } = useTranslation()
  const { user } = useSession()
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <span>
          {t('till.receiptNo')}:{' '}
          <span className="font-mono text-slate-800" data-testid="sale-receipt-no" data-key={cart.id}>
            {cart.receiptNo}
          </span>
        </span>
        <span>
          {priceList.lastPullAt
            ? t('till.priceAge', { time: formatCompanyRecent(priceList.lastPullAt) })
            : t('till.priceNever')}
          <span data-testid="price-version">{t('till.priceVersion', { version: priceList.version })}</span>
        </span>
        <span data-testid="today-summary">
          {t('till.todaySales', { count: today.count, total: formatFen(today.total) })}
        </span>
        {onFindSale && (
          <Button variant="outline" size="sm" onClick={onFindSale}>
            {t('till.sales.open')}
          </Button>
        )}
        {user && holdsRight(user, 'priceOverride') && <OfflineCodeSheet />}
      </div>
      <ShiftControls shift={shift} ask={shiftAsk} onDone={onShiftDone} />
    </div>
  )
}
