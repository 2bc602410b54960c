import { useTranslation } from 'react-i18next'
import { useSession } from '../auth/use-session.ts'
import { ABBREVIATION, BUILD_DATE, BUILD_VERSION } from './product.ts'

export function AppFooter() {
  const { t } = useTranslation()
  const { site } = useSession()
  return (
    <footer className="py-3 text-center text-xs text-slate-600">
      {t('layout.footer', {
        year: new Date().getFullYear(),
        company: site?.company ?? '',
        version: BUILD_VERSION,
        built: BUILD_DATE,
        abbreviation: ABBREVIATION,
      })}
    </footer>
  )
}
