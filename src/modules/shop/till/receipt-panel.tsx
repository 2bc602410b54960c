// After a sale: the receipt on screen, its paper width, print, and Enter for the next sale.
import { forwardRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../ui/button.tsx'
import { PrintButton } from './print-button.tsx'
import { Receipt, type ReceiptData } from './receipt.tsx'

export const ReceiptPanel = forwardRef<HTMLButtonElement, { receipt: ReceiptData; onNext: () => void }>(
  function ReceiptPanel({ receipt, onNext }, nextButton) {
    const { t } = useTranslation()
    const [width, setWidth] = useState<'58mm' | '80mm'>('58mm')
    return (
      <div className="space-y-3 rounded-lg bg-white p-4 shadow-sm">
        <p className="text-center text-lg font-semibold text-green-600">{t('till.paid')}</p>
        <Receipt data={receipt} width={width} />
        <div className="flex items-center gap-2">
          <select
            aria-label="width"
            value={width}
            onChange={(e) => setWidth(e.target.value as '58mm' | '80mm')}
            className="rounded-pm3 border border-slate-300 px-2 py-1 text-sm"
          >
            <option value="58mm">58 mm</option>
            <option value="80mm">80 mm</option>
          </select>
          <PrintButton />
          <Button size="sm" ref={nextButton} onClick={onNext} className="ml-auto">
            {t('till.next')}
          </Button>
        </div>
      </div>
    )
  },
)
