// /yunindex: the cloud pricing home: the tools, the notebooks and the cloud account's state.
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { pricingText } from './pricing.text.ts'
import { yunDb } from './yun-db.ts'
import { syncNotebooks, useYunSignedIn, yunSession } from './yun-session.ts'

const TOOLS = [
  ['/yunpeidian', 'box', 'ri-server-line'],
  ['/yunpeidiangujia', 'valuation', 'ri-money-cny-circle-line'],
  ['/yunpeidianshebei', 'equipment', 'ri-cpu-line'],
  ['/yunrizhi', 'log', 'ri-book-2-line'],
  ['/yuncostlist', 'cost', 'ri-calculator-line'],
  ['/yunmkd', 'notes', 'ri-article-line'],
] as const

export function YunIndexPage() {
  const { t } = useTranslation([pricingText.ns, 'translation'])
  const who = useYunSignedIn()
  const unsynced = useLiveQuery(() => yunDb.notes.where('synced').equals(0).count(), []) ?? 0
  useEffect(() => {
    void syncNotebooks()
  }, [])
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4">
      <div className="flex items-center justify-between">
        <h1 className="text-xl font-semibold">{t('translation:common.cloudPricing')}</h1>
        {who ? (
          <span className="text-sm">
            {who} ·{' '}
            <button type="button" className="underline" onClick={() => yunSession.signOut()}>
              {t('account.signOut')}
            </button>
          </span>
        ) : (
          <Link to="/yunlogin" className="text-primary underline">
            {t('account.signIn')}
          </Link>
        )}
      </div>
      {unsynced > 0 && (
        <p className="text-sm text-amber-700">
          {who ? t('account.unsynced', { count: unsynced }) : t('account.onlyHere', { count: unsynced })}
        </p>
      )}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {TOOLS.map(([to, tool, icon]) => (
          <li key={to}>
            <Link
              to={to}
              className="flex flex-col items-center gap-2 rounded-pm3 border bg-white p-4 hover:border-brand"
            >
              <i className={`${icon} text-3xl text-primary`} />
              {t(`tools.${tool}`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
