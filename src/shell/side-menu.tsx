import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'
import { parseAccessCodes } from '../auth/access-codes.ts'
import { useSession } from '../auth/use-session.ts'
import { resources } from '../modules/registry.ts'
import { inLanguage } from '../resources/text.ts'

/** The menu of the resources this user may open (site switch and access code, spec §6). */
export function SideMenu() {
  const { t, i18n } = useTranslation()
  const { user, site } = useSession()
  const codes = parseAccessCodes(user?.acce)
  const visible = resources.filter(
    (r) => (site?.[r.access.switch] ?? 0) === 1 && (user?.admin === 1 || codes.includes(r.access.code)),
  )
  const link = ({ isActive }: { isActive: boolean }) =>
    `block rounded px-3 py-2 text-sm ${isActive ? 'bg-[#1890ff] text-white' : 'text-white/80 hover:bg-white/10'}`
  return (
    <nav aria-label="menu" className="w-[266px] shrink-0 space-y-1 bg-[#282c34] p-3 max-lg:hidden">
      <NavLink to="/" end className={link}>
        {t('dashboard.title')}
      </NavLink>
      {visible.map((r) => (
        <NavLink key={r.name} to={r.route} className={link}>
          {inLanguage(r.title, i18n.language === 'en' ? 'en' : 'zh')}
        </NavLink>
      ))}
    </nav>
  )
}
