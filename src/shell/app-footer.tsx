import { useTranslation } from 'react-i18next'
import { useSession } from '../auth/use-session.ts'

export const BUILD_VERSION: string = __APP_VERSION__

export function AppFooter() {
  const { t } = useTranslation()
  const { site } = useSession()
  return (
    <footer className="py-3 text-center text-xs text-slate-600">
      {t('layout.footer', {
        year: new Date().getFullYear(),
        company: site?.company ?? '',
        version: BUILD_VERSION,
      })}
    </footer>
  )
}
