// Spec §6: module n of §2 sits behind site switch sel<n> and access code n, and an admin may rename
// its menu title (site info top<n>). The naming rule is written here once; a module's group and
// each of its resources state only n (and a page's own code where it has one).
import type { MenuTitleField, SiteSwitch } from '../auth/site-info.ts'

/** The §2 modules whose menu title may be renamed; not the approvals (680), open to every user of the switch. */
export type NumberedModule = Exclude<MenuTitleField extends `top${infer N extends number}` ? N : never, 680>

export interface NumberedAccess {
  switch: SiteSwitch
  code: number
  menuTitle: MenuTitleField
}

/** Access to module n's pages: its switch, its menu title, and code n unless the page has its own. */
export function numberedAccess(n: NumberedModule, code: number = n): NumberedAccess {
  const sw: `sel${NumberedModule}` = `sel${n}`
  const menuTitle: `top${NumberedModule}` = `top${n}`
  return { switch: sw, code, menuTitle }
}
