// The till's print button: the receipt on screen goes to the roll (a sale, a found sale, a top-up).
import { useTranslation } from 'react-i18next'
import { printReceipt } from './print-receipt.ts'

export function PrintButton({ label }: { label?: string }) {
  const { t } = useTranslation()
  return (
    <button
      type="button"
      onClick={printReceipt}
      className="rounded-pm3 border border-slate-300 px-3 py-1.5 text-sm"
    >
      {label ?? t('till.print')}
    </button>
  )
}
