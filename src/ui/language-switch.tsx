import { useTranslation } from 'react-i18next'
import { setLanguage } from '../i18n/i18n.ts'
import { intlLocale } from '../lib/intl-locale.ts'

/** The language the switch goes to: its label names it, in that language. */
export function useLanguageSwitch() {
  const { t, i18n } = useTranslation()
  const next = i18n.language === 'en' ? 'zh' : 'en'
  return {
    label: t('layout.switchLanguage'),
    lang: intlLocale(next),
    switchLanguage: () => void setLanguage(next),
  }
}

/** Switches zh ⇄ en; the button names the language it switches to. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { label, lang, switchLanguage } = useLanguageSwitch()
  return (
    <button
      type="button"
      lang={lang}
      onClick={switchLanguage}
      className={`rounded px-2 py-1 text-sm hover:bg-black/5 ${className}`}
    >
      {label}
    </button>
  )
}
