// A page whose module an admin has just switched off (the site info followed live): the user is told
// which module and taken to the home page, and its tabs close (but one holding an unsaved form), rather than be left on a page
// whose calls the server now refuses, or on a bare 403.
import { useEffect, useEffectEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate } from 'react-router'
import type { Subject } from '../auth/menu-access.ts'
import type { RouteGroup } from '../auth/route-types.ts'
import { SITE_SWITCHES, type SiteInfo } from '../auth/site-info.ts'
import { useLanguage } from '../i18n/use-language.ts'
import { routeTree } from '../modules/route-tree.ts'
import { showMessage } from '../ui/global-message.tsx'
import { groupTitle } from './parts/use-menu.tsx'
import { mayOpen } from './route-meta.ts'
import { tabsStore } from './tabs/tabs-store.ts'

/**
 * The modules a change of site info switched off, when that change closed the page at `path` (it
 * was open under `before`, is not under `after`); none when the page closed for another reason.
 */
export function modulesClosingPage(
  path: string,
  before: Partial<SiteInfo> | null,
  after: Partial<SiteInfo>,
  subject: Subject,
): RouteGroup[] {
  if (!before || !mayOpen(path, before, subject) || mayOpen(path, after, subject)) return []
  const off = SITE_SWITCHES.filter((sw) => Number(before[sw]) === 1 && Number(after[sw]) !== 1)
  return routeTree.filter((g) => g.access && off.includes(g.access.switch))
}

export function LeaveSwitchedOffModule({
  modules,
  site,
  subject,
}: {
  modules: RouteGroup[]
  site: SiteInfo
  subject: Subject
}) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const names = modules.map((g) => groupTitle(g, site, lang)).join(lang === 'zh' ? '”“' : ', ')
  const leave = useEffectEvent(() => {
    const { tabs, dirty } = tabsStore.get()
    const shut = tabs.filter((tab) => !mayOpen(tab.path, site, subject))
    // A half-filled form is the user's work: its tab stays, and the message says so.
    const kept = shut.filter((tab) => dirty.has(tab.key))
    for (const tab of shut) if (!dirty.has(tab.key)) tabsStore.close('this', tab.key, () => false)
    showMessage(t('module.switchedOff', { modules: names }) + (kept.length ? t('module.unsavedKept') : ''))
  })
  // Once, however often the layout renders before the navigation lands.
  useEffect(() => leave(), [])
  return <Navigate to="/" replace />
}
