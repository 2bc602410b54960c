import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation } from 'react-router'
import { useSession } from '../auth/use-session.ts'
import { keyedMessage } from '../i18n/keys.ts'
import { inLanguage, type Text } from '../resources/text.ts'
import { useCompanyFavicon } from './company-favicon.ts'

export const TITLE_SEPARATOR = ' - '
export const TITLE_REVERSE = false

export interface RouteHandle {
  /** i18n key of the route title, or the bilingual title of a resource declaration. */
  title?: string | Text
}

/** Spec §2: the page title is the route title, ' - ', the site title (reversed when configured). */
export function pageTitle(routeTitle: string | undefined, siteTitle: string): string {
  const parts = routeTitle ? [routeTitle, siteTitle] : [siteTitle]
  return (TITLE_REVERSE ? parts.reverse() : parts).join(TITLE_SEPARATOR)
}

export function DocumentTitle({ titleAt }: { titleAt: (pathname: string) => RouteHandle['title'] }) {
  const { t, i18n } = useTranslation()
  const { site } = useSession()
  useCompanyFavicon(site?.ID)
  const title = titleAt(useLocation().pathname)
  const routeTitle =
    title === undefined
      ? undefined
      : typeof title === 'string'
        ? keyedMessage(t, title)
        : inLanguage(title, i18n.language === 'en' ? 'en' : 'zh')
  useEffect(() => {
    document.title = pageTitle(routeTitle, site?.erp_title || t('app.name'))
  }, [routeTitle, site?.erp_title, t])
  return <Outlet />
}
