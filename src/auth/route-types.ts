// The shape of a route declaration (spec §3 route meta): what the menu, the guard and tabs read.
import type { Text } from '../resources/text.ts'
import type { MenuTitleField, SiteSwitch } from './site-info.ts'

export interface RouteNode {
  /** Absolute path, as the spec spells it. */
  path: string
  title: Text
  /** Remix Icon class name without the `ri-` prefix. */
  icon: string
  /** Reachable but not in the menu. */
  hidden?: boolean
  /** An access code needed beyond the group's (spec §6 sub-items). */
  code?: number
  /** Spec §6: finance income and expense items, hidden when 202/203 is held and projects are hidden. */
  financeIncomeExpense?: boolean
  noClosable?: boolean
  noKeepAlive?: boolean
  dynamicNewTab?: boolean
  /** Opens in a new browser tab (spec: /mkdinfo). */
  target?: '_blank'
}

export interface RouteGroup {
  path: string
  title: Text
  icon: string
  /** The site switch and access code of spec §6; no code means the switch alone decides. */
  access?: { switch: SiteSwitch; code?: number }
  /** Its menu title comes from this site-info field (first two characters). */
  menuTitle?: MenuTitleField
  children: RouteNode[]
}
