// The frame of the visitor pages (spec §2 whitelist): no staff session, no shell; a slim header with
// the visitor's sections and the language switch. Phone first.
import { Link, NavLink, Outlet } from 'react-router'
import { useSession } from '../auth/use-session.ts'
import { useBilingual } from '../i18n/use-bilingual.ts'
import { lazyView } from '../shell/lazy-view.tsx'
import { LanguageSwitch } from '../ui/language-switch.tsx'

export const PublicScreen = lazyView(() => import('./public-pages.tsx').then((m) => m.PublicScreen))

const SECTIONS: [string, string, string][] = [
  ['/pubmksou', '知识', 'Notes'],
  ['/signup', '报名', 'Sign up'],
  ['/yunindex', '云计价', 'Cloud pricing'],
]

export function PublicLayout() {
  const tr = useBilingual()
  const { site } = useSession()
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="flex items-center gap-3 border-b bg-white px-4 py-2">
        <Link to="/pubmksou" className="font-semibold text-primary">
          {site?.erp_title || 'PM3'}
        </Link>
        <nav className="flex flex-1 gap-3 text-sm">
          {SECTIONS.map(([to, zh, en]) => (
            <NavLink
              key={to}
              to={to}
              className={({ isActive }) => (isActive ? 'text-primary' : 'text-slate-600')}
            >
              {tr(zh, en)}
            </NavLink>
          ))}
        </nav>
        <LanguageSwitch />
      </header>
      <main className="p-4">
        <Outlet />
      </main>
    </div>
  )
}
