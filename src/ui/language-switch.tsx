import { useTranslation } from 'react-i18next'
import { setLanguage } from '../i18n/i18n.ts'

/** Switches zh ⇄ en; the button names the language it switches to. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation()
  const next = i18n.language === 'en' ? 'zh' : 'en'
  return (
    <button
      type="button"
      lang={next === 'en' ? 'en' : 'zh-CN'}
      onClick={() => void setLanguage(next)}
      className={`rounded px-2 py-1 text-sm hover:bg-black/5 ${className}`}
    >
      {t('layout.switchLanguage')}
    </button>
  )
}
