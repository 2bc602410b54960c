// The till's print button: the receipt on screen goes to the roll (a sale, a found sale, a top-up).
import { useTranslation } from 'react-i18next'
import { Button } from '../../../ui/button.tsx'
import { printReceipt } from './print-receipt.ts'

export function PrintButton({ label }: { label?: string }) {
  const { t } = useTranslation()
  return (
    <Button variant="outline" size="sm" onClick={printReceipt}>
      {label ?? t('till.print')}
    </Button>
  )
}
