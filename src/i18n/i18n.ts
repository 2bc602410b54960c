// i18next set up for the page: zh by default, en switchable; the choice is kept in localStorage.
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { Language } from '../api/error-catalogue.ts'
import { intlLocale } from '../lib/intl-locale.ts'
import { zh } from './zh.ts'

export const LANGUAGE_KEY = 'language'

export function storedLanguage(): Language {
  return localStorage.getItem(LANGUAGE_KEY) === 'en' ? 'en' : 'zh'
}

// The English catalogue is fetched only for a page shown in English (precached like every chunk, so
// switching works offline): a till in Chinese starts without it.
const english = () => import('./en.ts').then((m) => ({ translation: m.en }))

async function withCatalogue(lang: Language): Promise<void> {
  if (lang === 'en' && !i18next.hasResourceBundle('en', 'translation'))
    i18next.addResourceBundle('en', 'translation', (await english()).translation)
}

export async function initI18n(): Promise<void> {
  const lang = storedLanguage()
  await i18next.use(initReactI18next).init({
    resources: { zh: { translation: zh }, ...(lang === 'en' ? { en: await english() } : {}) },
    lng: lang,
    fallbackLng: 'zh',
    interpolation: { escapeValue: false },
  })
  document.documentElement.lang = intlLocale(lang)
}

export async function setLanguage(lang: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, lang)
  document.documentElement.lang = intlLocale(lang)
  await withCatalogue(lang)
  await i18next.changeLanguage(lang)
}
