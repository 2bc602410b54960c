import { useTranslation } from 'react-i18next'

/** What a page shows until its first read answers: never a blank frame, never state it has not read. */
export function LoadingNote({ className = 'p-6' }: { className?: string }) {
  const { t } = useTranslation()
  return <p className={`${className} text-sm text-slate-500`}>{t('app.loading')}</p>
}
