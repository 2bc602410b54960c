// Names read from the route tree (a module's switch, an access code's module): used by the system
// pages only, so the rules and commands the manifests load never import the tree they are part of.
import type { Language } from '../../api/error-catalogue.ts'
import { rightLabel } from '../../auth/access-codes.ts'
import { SITE_SWITCHES, type SiteSwitch } from '../../auth/site-info.ts'
import { engineWords } from '../../resources/engine.text.ts'
import { fillText, inLanguage, type Text } from '../../resources/text.ts'
import { routeTree } from '../route-tree.ts'
import { userRulesWords } from './words.text.ts'

/** Whether any menu group hangs on this switch (the spec leaves 110, 550, 170, 810, 600, 300 unnamed). */
const switchHasMenu = (sw: SiteSwitch) => routeTree.some((g) => g.access?.switch === sw)

/**
 * The switches /site/sitesettings offers: those of a module the spec names (one with a menu group).
 * An unnamed one has nothing a user could recognise it by, so it is left off the page; a save sends
 * only what was changed, so its stored value stays as it is.
 */
export const offeredSwitches = (): SiteSwitch[] => SITE_SWITCHES.filter(switchHasMenu)

/** The name of a switch's module, from the route tree (declared once). */
export function switchLabel(sw: SiteSwitch, lang: Language): string {
  return routeTree
    .filter((g) => g.access?.switch === sw)
    .map((g) => inLanguage(g.title, lang))
    .join(' / ')
}

/** Spec §6 names of the codes: the module whose group or items need it, from the route tree. */
export function accessCodeLabel(code: number, lang: Language): string {
  const right = rightLabel(code, lang)
  if (right) return right
  const group = routeTree.find((g) => g.access?.code === code)
  if (group) return inLanguage(group.title, lang)
  const items = routeTree.flatMap((g) =>
    g.children
      .filter((c) => c.code === code)
      .map((c) => `${inLanguage(g.title, lang)}·${inLanguage(c.title, lang)}`),
  )
  if (items.length) return items.slice(0, 2).join('、') + (items.length > 2 ? '…' : '')
  const named: Record<number, Text> = {
    202: userRulesWords.named,
    203: userRulesWords.named2,
    206: userRulesWords.named3,
  }
  if (named[code]) return inLanguage(named[code], lang)
  return fillText(engineWords.moduleCode, lang, { code })
}
