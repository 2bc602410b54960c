// /ok: the confirmation after a visitor's submission; it follows the entry from queued to received.
import { useLiveQuery } from 'dexie-react-hooks'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { publicText } from './public.text.ts'
import { publicOutbox } from './public-outbox.ts'
import { correctionPath } from './signup-form.ts'

export function OkPage() {
  const { t } = useTranslation(publicText.ns)
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const entry = useLiveQuery(() => (id ? publicOutbox.entries.get(id) : undefined), [id])
  const state = entry?.state
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-3 text-center">
      <i
        className={`text-6xl ${state === 'failed' ? 'ri-error-warning-line text-red-500' : 'ri-checkbox-circle-line text-green-600'}`}
      />
      <h1 className="text-xl font-semibold">{state === 'failed' ? t('ok.failed') : t('ok.done')}</h1>
      <p role="status" className="text-slate-600">
        {state === 'sent' && t('ok.sent')}
        {state === 'pending' && t('ok.queued')}
        {state === 'failed' && entry?.error}
      </p>
      {entry?.state === 'failed' && (
        <Link to={correctionPath(entry)} className="text-primary underline">
          {t('ok.fix')}
        </Link>
      )}
      {entry && (
        <p className="text-xs text-slate-500">
          {t('ok.reference')} {entry.id}
        </p>
      )}
      <Link to="/dianuser" className="text-primary underline">
        {t('mine.title')}
      </Link>
    </section>
  )
}
