import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useSession } from '../../auth/use-session.ts'
import { Menu, MenuButton, MenuItem, MenuItems } from '../../ui/headless.tsx'
import { Icon } from '../parts/use-menu.tsx'
import { useLogout } from './use-logout.tsx'

/** The avatar dropdown: personal centre and sign-out. */
export function UserMenu() {
  const { t } = useTranslation()
  const { user } = useSession()
  const logout = useLogout()
  return (
    <>
      <Menu as="div" className="relative">
        <MenuButton className="flex items-center gap-2 rounded px-2 py-1 text-sm hover:bg-black/5">
          <span className="flex h-7 w-7 items-center justify-center rounded-full bg-primary text-xs text-white">
            {(user?.nickname || user?.username || '?').slice(0, 1)}
          </span>
          <span className="max-sm:hidden">{user?.nickname || user?.username}</span>
        </MenuButton>
        <MenuItems
          anchor="bottom end"
          className="z-50 w-40 rounded-pm3 bg-white py-1 text-sm text-slate-700 shadow-lg"
        >
          <MenuItem>
            <Link to="/myuser" className="flex items-center gap-2 px-3 py-2 data-focus:bg-slate-100">
              <Icon name="user-3-line" />
              {t('layout.personal')}
            </Link>
          </MenuItem>
          <MenuItem>
            <button
              type="button"
              onClick={() => void logout.ask()}
              className="flex w-full items-center gap-2 px-3 py-2 data-focus:bg-slate-100"
            >
              <Icon name="logout-box-r-line" />
              {t('layout.logout')}
            </button>
          </MenuItem>
        </MenuItems>
      </Menu>
      {logout.dialog}
    </>
  )
}
