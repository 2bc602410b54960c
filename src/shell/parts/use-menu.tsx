import { useLiveQuery } from 'dexie-react-hooks'
import { useLocation } from 'react-router'
import { subjectOf, visibleMenu } from '../../auth/menu-access.ts'
import { type MenuOverride, withMenuOverrides } from '../../auth/menu-overrides.ts'
import type { RouteGroup } from '../../auth/route-types.ts'
import { menuTitle, type SiteInfo } from '../../auth/site-info.ts'
import { useSession } from '../../auth/use-session.ts'
import { useOptionalUserDb } from '../../data/db-context.tsx'
import { useLanguage } from '../../i18n/use-language.ts'
import { routeTree } from '../../modules/route-tree.ts'
import { inLanguage, type Text } from '../../resources/text.ts'
import { findRoute } from '../route-meta.ts'
import { customIconUrl } from './menu-shape.ts'

/** A group's menu title: the first two characters of its site-info top* field, else its own. */
export function groupTitle(group: RouteGroup, site: SiteInfo | null, lang: 'zh' | 'en'): string {
  if (lang === 'zh' && group.menuTitle && site?.[group.menuTitle]) return menuTitle(site, group.menuTitle)
  return inLanguage(group.title, lang)
}

/** The admin's menu overrides (/site/sitemenu) as this device mirrors them: offline too. */
function useMenuOverrides(): MenuOverride[] {
  const db = useOptionalUserDb()
  return useLiveQuery(
    async () =>
      db?.tables.some((t) => t.name === 'menuOverrides')
        ? ((await db.table('menuOverrides').toArray()) as MenuOverride[])
        : [],
    [db],
    [],
  )
}

/** The signed-in user's menu and where the current page sits in it. */
export function useMenu() {
  const lang = useLanguage()
  const { user, site } = useSession()
  const location = useLocation()
  const overrides = useMenuOverrides()
  const menu = visibleMenu(withMenuOverrides(routeTree, overrides), site, subjectOf(user))
  const found = findRoute(location.pathname)
  const activeGroup = found?.group.path ?? '/'
  return {
    menu,
    lang,
    activeGroup,
    // Spec §3 activeMenu: a hidden page lights the menu item it belongs to.
    activePath: found?.node.activeMenu ?? location.pathname,
    current: found,
    text: (t: Text) => inLanguage(t, lang),
    title: (g: RouteGroup) => groupTitle(g, site, lang),
  }
}

/** A menu icon: a Remix Icon class, or (spec §3 isCustomSvg) one of our SVGs painted in the text colour. */
export function Icon({
  name,
  custom,
  className = '',
}: {
  name: string
  custom?: boolean
  className?: string
}) {
  if (!custom) return <i className={`ri-${name} ${className}`} aria-hidden="true" />
  const mask = `url("${customIconUrl(name)}") center / contain no-repeat`
  return (
    <span
      aria-hidden="true"
      data-custom-icon={name}
      className={`inline-block size-[1em] bg-current ${className}`}
      style={{ mask, WebkitMask: mask }}
    />
  )
}
