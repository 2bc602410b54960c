import { useTranslation } from 'react-i18next'
import { Button } from '../ui/button.tsx'

/** What a view shows when its code could not be loaded: why, and the one way back, a reload. */
export function ChunkLoadFailed() {
  const { t } = useTranslation()
  return (
    <section role="alert" className="rounded-lg bg-white p-6 shadow-sm">
      <h1 className="mb-2 text-lg font-semibold text-slate-900">{t('chunk.title')}</h1>
      <p className="mb-4 text-sm text-slate-600">{t('chunk.text')}</p>
      <Button onClick={() => window.location.reload()}>{t('chunk.reload')}</Button>
    </section>
  )
}
