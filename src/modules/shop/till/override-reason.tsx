import { useTranslation } from 'react-i18next'

/** Shown once a line's price or discount differs from the list: the server records the reason on the order. */
export function OverrideReason({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation()
  return (
    <label className="block text-sm">
      {t('till.overrideReason')}
      <input
        value={value}
        maxLength={200}
        onChange={(e) => onChange(e.target.value)}
        className="mt-1 block w-full rounded-pm3 border border-amber-400 px-2 py-1.5"
      />
    </label>
  )
}
