// i18next set up for the page: zh by default, en switchable; the choice is kept in localStorage.
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { Language } from '../api/error-catalogue.ts'
import { en } from './en.ts'
import { zh } from './zh.ts'

export const LANGUAGE_KEY = 'language'

export function storedLanguage(): Language {
  return localStorage.getItem(LANGUAGE_KEY) === 'en' ? 'en' : 'zh'
}

export async function initI18n(): Promise<void> {
  await i18next.use(initReactI18next).init({
    resources: { zh: { translation: zh }, en: { translation: en } },
    lng: storedLanguage(),
    fallbackLng: 'zh',
    interpolation: { escapeValue: false },
  })
  document.documentElement.lang = storedLanguage() === 'en' ? 'en' : 'zh-CN'
}

export async function setLanguage(lang: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, lang)
  document.documentElement.lang = lang === 'en' ? 'en' : 'zh-CN'
  await i18next.changeLanguage(lang)
}
