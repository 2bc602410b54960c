import { Link } from 'react-router'
import type { MenuGroup } from '../../auth/menu-access.ts'
import { standsAlone } from './menu-shape.ts'
import { Icon, useMenu } from './use-menu.tsx'

/** The vertical menu: groups and their items; folded it shows icons only. */
export function SideMenu({
  groups,
  folded,
  showGroupTitles = true,
}: {
  groups?: MenuGroup[]
  folded: boolean
  showGroupTitles?: boolean
}) {
  const { menu, activePath, text, title } = useMenu()
  const list = groups ?? menu
  return (
    <nav aria-label="menu" className="flex-1 overflow-y-auto py-2">
      {list
        .map((m) => ({ ...m, alone: standsAlone(m) }))
        .map(({ group, items, alone }) => (
          <div key={group.path} className="mb-1">
            {showGroupTitles && !folded && group.path !== '/' && !alone && (
              <div className="px-4 pt-3 pb-1 text-xs uppercase tracking-wide text-menu-muted">
                {title(group)}
              </div>
            )}
            {items.map((item) => {
              const active = item.path === activePath
              return (
                <Link
                  key={item.path}
                  to={item.path}
                  title={folded ? text(item.title) : undefined}
                  aria-current={active ? 'page' : undefined}
                  className={`mx-2 flex items-center gap-2 rounded-pm3 px-3 py-2 text-sm ${active ? 'bg-primary text-white' : 'hover:bg-menu-hover'}`}
                >
                  <Icon name={item.icon} custom={item.isCustomSvg} className="text-base" />
                  {!folded && <span className="truncate">{text(item.title)}</span>}
                  {/* Spec §3 dot and badge beside the title. */}
                  {!folded && item.dot && (
                    <span aria-hidden className="ml-auto size-2 rounded-full bg-red-500" />
                  )}
                  {!folded && item.badge && (
                    <span className="ml-auto rounded-full bg-red-500 px-1.5 text-xs text-white">
                      {item.badge}
                    </span>
                  )}
                </Link>
              )
            })}
          </div>
        ))}
    </nav>
  )
}
