import { Link, useNavigate } from 'react-router'
import { Menu, MenuButton, MenuItem, MenuItems } from '../../ui/headless.tsx'
import { standsAlone } from './menu-shape.ts'
import { Icon, useMenu } from './use-menu.tsx'

/** The horizontal menu: each group a dropdown of its items (horizontal layout). */
export function TopMenu() {
  const { menu, activeGroup, text, title } = useMenu()
  return (
    <nav aria-label="menu" className="flex min-w-0 flex-1 items-center gap-1 overflow-x-auto">
      {menu.map(({ group, items }) =>
        standsAlone({ group, items }) ? (
          <Link
            key={group.path}
            to={items[0]!.path}
            className={`flex items-center gap-1 whitespace-nowrap rounded-pm3 px-3 py-2 text-sm ${group.path === activeGroup ? 'bg-primary text-white' : 'hover:bg-menu-hover'}`}
          >
            <Icon name={items[0]!.icon} custom={items[0]!.isCustomSvg} />
            {text(items[0]!.title)}
          </Link>
        ) : (
          <Menu key={group.path} as="div" className="relative">
            <MenuButton
              className={`flex items-center gap-1 whitespace-nowrap rounded-pm3 px-3 py-2 text-sm ${group.path === activeGroup ? 'bg-primary text-white' : 'hover:bg-menu-hover'}`}
            >
              <Icon name={group.icon} custom={group.isCustomSvg} />
              {title(group)}
            </MenuButton>
            <MenuItems
              anchor="bottom start"
              className="z-50 min-w-40 rounded-pm3 bg-white py-1 text-sm text-slate-700 shadow-lg"
            >
              {items.map((item) => (
                <MenuItem key={item.path}>
                  <Link to={item.path} className="flex items-center gap-2 px-3 py-2 data-focus:bg-slate-100">
                    <Icon name={item.icon} custom={item.isCustomSvg} />
                    {text(item.title)}
                  </Link>
                </MenuItem>
              ))}
            </MenuItems>
          </Menu>
        ),
      )}
    </nav>
  )
}

/** The comprehensive layout's top tabs: first-level groups; a click opens the group's first item. */
export function GroupTabs() {
  const { menu, activeGroup, title } = useMenu()
  const navigate = useNavigate()
  return (
    <nav aria-label="groups" className="flex min-w-0 flex-1 items-center gap-1 overflow-x-auto">
      {menu.map((m) => (
        <button
          type="button"
          key={m.group.path}
          onClick={() => navigate(m.items[0]!.path)}
          aria-current={m.group.path === activeGroup ? 'true' : undefined}
          className={`flex items-center gap-1 whitespace-nowrap px-3 py-2 text-sm ${m.group.path === activeGroup ? 'border-b-2 border-brand text-primary' : 'text-slate-600 hover:text-primary'}`}
        >
          <Icon name={m.group.icon} custom={m.group.isCustomSvg} />
          {title(m.group)}
        </button>
      ))}
    </nav>
  )
}
