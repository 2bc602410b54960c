// The frame of the visitor pages (spec §2 whitelist): no staff session, no shell; a slim header with
// the visitor's sections and the language switch. Phone first.
import { useTranslation } from 'react-i18next'
import { Link, NavLink, Outlet } from 'react-router'
import { useSession } from '../auth/use-session.ts'
import { moduleText } from '../i18n/module-text.ts'
import { lazyView } from '../shell/lazy-view.tsx'
import { LanguageSwitch } from '../ui/language-switch.tsx'
import { publicLayoutWords } from './public-layout.text.ts'

export const PublicScreen = lazyView(() => import('./public-pages.tsx').then((m) => m.PublicScreen))

// The header's few words ride with the frame, which is in the first JS anyway.
export const visitorText = moduleText('visitor', {
  notes: publicLayoutWords.visitorText.notes,
  signup: publicLayoutWords.visitorText.signup,
})

const SECTIONS = [
  ['/pubmksou', 'notes'],
  ['/signup', 'signup'],
  ['/yunindex', 'translation:common.cloudPricing'],
] as const

export function PublicLayout() {
  const { t } = useTranslation([visitorText.ns, 'translation'])
  const { site } = useSession()
  return (
    <div className="min-h-screen bg-slate-50">
      {/* A phone: the site's name and the language on one line, the sections on the next (unbroken). */}
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b bg-white px-4 py-2">
        <Link to="/pubmksou" className="font-semibold text-primary">
          {site?.erp_title || 'PM3'}
        </Link>
        <nav className="order-last flex w-full gap-4 text-sm sm:order-none sm:w-auto sm:flex-1 sm:gap-3">
          {SECTIONS.map(([to, section]) => (
            <NavLink
              key={to}
              to={to}
              className={({ isActive }) =>
                `whitespace-nowrap ${isActive ? 'text-primary' : 'text-slate-600'}`
              }
            >
              {t(section)}
            </NavLink>
          ))}
        </nav>
        <LanguageSwitch className="ml-auto sm:ml-0" />
      </header>
      <main className="p-4">
        <Outlet />
      </main>
    </div>
  )
}
