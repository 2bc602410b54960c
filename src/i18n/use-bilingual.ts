import { useLanguage } from './use-language.ts'

/**
 * `tr('中文', 'English')` in the page's language: for the visitor pages, whose few texts live beside
 * their markup instead of in the shared catalogues.
 */
export function useBilingual(): (zh: string, en: string) => string {
  const lang = useLanguage()
  return (zh, en) => (lang === 'en' ? en : zh)
}
