import { useTranslation } from 'react-i18next'
import type { Language } from '../api/error-catalogue.ts'

/** The page's current language, re-rendering when the user switches it. */
export function useLanguage(): Language {
  const { i18n } = useTranslation()
  return i18n.language === 'en' ? 'en' : 'zh'
}
