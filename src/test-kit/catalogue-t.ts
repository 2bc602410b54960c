// The core catalogue's words in either language for tests that run without a page (no DOM, no
// localStorage): the same zh/en messages the page shows, on the one i18next instance the page uses
// (wordFor asks it which keys exist).
import i18next, { type TFunction } from 'i18next'
import { en } from '../i18n/en.ts'
import { zh } from '../i18n/zh.ts'

export async function catalogueT(): Promise<Record<'zh' | 'en', TFunction>> {
  if (!i18next.isInitialized)
    await i18next.init({
      resources: { zh: { translation: zh }, en: { translation: en } },
      lng: 'zh',
      interpolation: { escapeValue: false },
    })
  return { zh: i18next.getFixedT('zh'), en: i18next.getFixedT('en') }
}
