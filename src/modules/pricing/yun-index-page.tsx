// /yunindex: the cloud pricing home: the tools, the notebooks and the cloud account's state.
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect } from 'react'
import { Link } from 'react-router'
import { useBilingual } from '../../i18n/use-bilingual.ts'
import { yunDb } from './yun-db.ts'
import { syncNotebooks, useYunSignedIn, yunSession } from './yun-session.ts'

const TOOLS: [string, string, string, string][] = [
  ['/yunpeidian', '配电箱估算', 'Distribution-box estimate', 'ri-server-line'],
  ['/yunpeidiangujia', '估价', 'Valuation', 'ri-money-cny-circle-line'],
  ['/yunpeidianshebei', '设备价格', 'Equipment', 'ri-cpu-line'],
  ['/yunrizhi', '日志笔记本', 'Log notebook', 'ri-book-2-line'],
  ['/yuncostlist', '成本估算笔记本', 'Cost notebook', 'ri-calculator-line'],
  ['/yunmkd', '知识云笔记', 'Knowledge notes', 'ri-article-line'],
]

export function YunIndexPage() {
  const tr = useBilingual()
  const who = useYunSignedIn()
  const unsynced = useLiveQuery(() => yunDb.notes.where('synced').equals(0).count(), []) ?? 0
  useEffect(() => {
    void syncNotebooks()
  }, [])
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4">
      <div className="flex items-center justify-between">
        <h1 className="text-xl font-semibold">{tr('云计价', 'Cloud pricing')}</h1>
        {who ? (
          <span className="text-sm">
            {who} ·{' '}
            <button type="button" className="underline" onClick={() => yunSession.signOut()}>
              {tr('退出云账号', 'Sign out')}
            </button>
          </span>
        ) : (
          <Link to="/yunlogin" className="text-primary underline">
            {tr('登录云账号', 'Sign in to the cloud')}
          </Link>
        )}
      </div>
      {unsynced > 0 && (
        <p className="text-sm text-amber-700">
          {who
            ? tr(`${unsynced} 条笔记待同步`, `${unsynced} entries waiting to sync`)
            : tr(
                `${unsynced} 条笔记仅在本机，登录后同步`,
                `${unsynced} entries only on this device: sign in to sync`,
              )}
        </p>
      )}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {TOOLS.map(([to, zh, en, icon]) => (
          <li key={to}>
            <Link
              to={to}
              className="flex flex-col items-center gap-2 rounded-pm3 border bg-white p-4 hover:border-primary"
            >
              <i className={`${icon} text-3xl text-primary`} />
              {tr(zh, en)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
