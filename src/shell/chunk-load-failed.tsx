import { useTranslation } from 'react-i18next'

/** What a view shows when its code could not be loaded: why, and the one way back, a reload. */
export function ChunkLoadFailed() {
  const { t } = useTranslation()
  return (
    <section role="alert" className="rounded-lg bg-white p-6 shadow-sm">
      <h1 className="mb-2 text-lg font-semibold text-slate-900">{t('chunk.title')}</h1>
      <p className="mb-4 text-sm text-slate-600">{t('chunk.text')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-pm3 bg-primary px-4 py-2 text-white hover:bg-primary/90"
      >
        {t('chunk.reload')}
      </button>
    </section>
  )
}
