// /dianuser: what this device has submitted (sign-ups, registrations, card bindings) and whether each
// has arrived; a refused one shows the server's reason and can be corrected and sent again, or removed.
import { useLiveQuery } from 'dexie-react-hooks'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { publicText } from './public.text.ts'
import { publicOutbox } from './public-outbox.ts'
import { correctionPath } from './signup-form.ts'

export function MySubmissionsPage() {
  const { t } = useTranslation([publicText.ns, 'translation'])
  const entries = useLiveQuery(() => publicOutbox.entries.orderBy('createdAt').reverse().toArray(), []) ?? []
  const label = {
    pending: t('state.pending'),
    sent: t('state.sent'),
    failed: t('state.failed'),
  }
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-3">
      <h1 className="text-xl font-semibold">{t('mine.title')}</h1>
      <div className="flex gap-3 text-sm">
        <Link className="text-primary underline" to="/dianregi">
          {t('titles.member')}
        </Link>
        <Link className="text-primary underline" to="/dianbang">
          {t('mine.bindCard')}
        </Link>
      </div>
      {entries.length === 0 && <p className="text-slate-500">{t('mine.empty')}</p>}
      <ul className="divide-y rounded-pm3 border bg-white">
        {entries.map((e) => (
          <li key={e.id} className="flex flex-col gap-1 p-3">
            <div className="flex justify-between">
              <span>
                {e.payload.name} · {e.payload.mobile}
              </span>
              <span
                className={
                  e.state === 'failed'
                    ? 'text-red-600'
                    : e.state === 'sent'
                      ? 'text-green-700'
                      : 'text-amber-600'
                }
              >
                {label[e.state]}
              </span>
            </div>
            <span className="text-xs text-slate-500">
              {e.payload.activity || e.payload.card_no} {e.payload.submitted_at}
            </span>
            {e.state === 'failed' && (
              <div className="flex items-center justify-between gap-3 text-sm text-red-600">
                {e.error}
                <span className="flex shrink-0 gap-3">
                  <Link className="underline" to={correctionPath(e)}>
                    {t('ok.fix')}
                  </Link>
                  <button
                    type="button"
                    className="underline"
                    onClick={() => void publicOutbox.entries.delete(e.id)}
                  >
                    {t('translation:list.delete')}
                  </button>
                </span>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
