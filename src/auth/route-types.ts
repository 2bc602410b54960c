// The shape of a route declaration (spec §3 route meta): what the menu, the guard and tabs read.
import type { Text } from '../resources/text.ts'
import type { AccessRule } from './access.ts'
import type { MenuTitleField, SiteSwitch } from './site-info.ts'

/** Spec §3 route meta, as a manifest writes it next to a route. */
export interface RouteMeta {
  /** Reachable but not in the menu. */
  hidden?: boolean
  /** An access code needed beyond the group's (spec §6 sub-items). */
  code?: number
  /** Spec §6 guard: a list means any of; or oneOf / allOf / except. Checked with `mayAccess`. */
  guard?: AccessRule['guard']
  /** Spec §6: finance income and expense items, hidden when 202/203 is held and projects are hidden. */
  financeIncomeExpense?: boolean
  noClosable?: boolean
  noKeepAlive?: boolean
  dynamicNewTab?: boolean
  /** Opens in a new browser tab (spec: /mkdinfo). */
  target?: '_blank'
  /** Spec §3: the item's only child is shown in its place (one level fewer in the menu). */
  levelHidden?: boolean
  /** Spec §3: the menu item lit while this (hidden) route is open. */
  activeMenu?: string
  /** Spec §3: left out of the breadcrumb. */
  breadcrumbHidden?: boolean
  /** Spec §3: a dot beside the menu title. */
  dot?: boolean
  /** Spec §3: a badge text beside the menu title. */
  badge?: string
  /** Spec §3: a group with one child shows that child as a top-level item (no column). */
  noColumn?: boolean
  /** Spec §3: this path opens another. */
  redirect?: string
  /** Spec §3: the icon is a custom SVG name, not a Remix Icon class. */
  isCustomSvg?: boolean
}

export interface RouteNode extends RouteMeta {
  /** Absolute path, as the spec spells it. */
  path: string
  title: Text
  /** Remix Icon class name without the `ri-` prefix. */
  icon: string
}

export interface RouteGroup {
  path: string
  title: Text
  icon: string
  /** The site switch and access code of spec §6; no code means the switch alone decides. */
  access?: { switch: SiteSwitch; code?: number }
  /** Its menu title comes from this site-info field (first two characters). */
  menuTitle?: MenuTitleField
  /** Spec §3 meta of the group item itself (see RouteMeta): its only visible child stands in its place. */
  levelHidden?: boolean
  /** Spec §3: the column layout shows no second column for this group; its icon opens its first page. */
  noColumn?: boolean
  isCustomSvg?: boolean
  children: RouteNode[]
}
