import { useNavigate } from 'react-router'
import type { MenuGroup } from '../../auth/menu-access.ts'
import { Icon, useMenu } from './use-menu.tsx'

const STYLE: Record<string, string> = {
  vertical: 'flex-col gap-1 py-3',
  horizontal: 'flex-row gap-2 px-3 py-2',
  card: 'flex-col gap-1 py-3 rounded-pm3',
  arrow: 'flex-col gap-1 py-3',
}

/** The column layout's first column: one entry per first-level group; a click opens its first item. */
export function GroupColumn({ columnStyle }: { columnStyle: string }) {
  const { menu, activeGroup, title } = useMenu()
  const navigate = useNavigate()
  const open = (m: MenuGroup) => navigate(m.items[0]!.path)
  return (
    <nav
      aria-label="groups"
      className="flex min-h-0 w-20 flex-1 flex-col items-stretch overflow-y-auto bg-menu py-2 text-menu-text"
    >
      {menu.map((m) => {
        const active = m.group.path === activeGroup
        return (
          <button
            type="button"
            key={m.group.path}
            onClick={() => open(m)}
            aria-current={active ? 'true' : undefined}
            className={`mx-2 my-0.5 flex items-center justify-center text-xs ${STYLE[columnStyle] ?? STYLE.card} ${active ? (columnStyle === 'arrow' ? 'border-r-4 border-brand font-semibold' : 'bg-primary text-white') : 'hover:bg-menu-hover'}`}
          >
            <Icon name={m.group.icon} custom={m.group.isCustomSvg} className="text-xl" />
            <span>{title(m.group)}</span>
          </button>
        )
      })}
    </nav>
  )
}
