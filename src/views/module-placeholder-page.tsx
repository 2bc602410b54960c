import { useTranslation } from 'react-i18next'
import type { RouteNode } from '../auth/route-types.ts'
import { inLanguage } from '../resources/text.ts'

/** A route whose module screens come with a later issue: its title, menu and permission are real. */
export function ModulePlaceholderPage({ route }: { route: RouteNode }) {
  const { t, i18n } = useTranslation()
  return (
    <section className="rounded-lg bg-white p-6 shadow-sm">
      <h1 className="mb-2 flex items-center gap-2 text-lg font-semibold text-slate-900">
        <i className={`ri-${route.icon}`} aria-hidden="true" />
        {inLanguage(route.title, i18n.language === 'en' ? 'en' : 'zh')}
      </h1>
      <p className="text-sm text-slate-500">{t('module.coming')}</p>
    </section>
  )
}
