// How spec §3's menu meta shapes a menu: which groups stand as a single item and which get a column.
import type { MenuGroup } from '../../auth/menu-access.ts'

/** levelHidden: a group whose only visible item stands in its place, one menu level fewer. */
export function standsAlone(m: MenuGroup): boolean {
  return Boolean(m.group.levelHidden) && m.items.length === 1
}

/** noColumn: the column layout gives this group no second column; its icon opens its first page. */
export function hasSecondColumn(m: MenuGroup | undefined): m is MenuGroup {
  return m !== undefined && !m.group.noColumn
}

/** isCustomSvg: the icon is a file of ours (public/svg/<name>.svg), not a Remix Icon class. */
export function customIconUrl(name: string): string {
  return `/svg/${encodeURIComponent(name)}.svg`
}
