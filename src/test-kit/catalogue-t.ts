// The core catalogue's words in either language for tests that run without a page (no DOM, no
// localStorage): the same zh/en messages the page shows.
import i18next, { type TFunction } from 'i18next'
import { en } from '../i18n/en.ts'
import { zh } from '../i18n/zh.ts'

export async function catalogueT(): Promise<Record<'zh' | 'en', TFunction>> {
  const i18n = i18next.createInstance()
  await i18n.init({
    resources: { zh: { translation: zh }, en: { translation: en } },
    lng: 'zh',
    interpolation: { escapeValue: false },
  })
  return { zh: i18n.getFixedT('zh'), en: i18n.getFixedT('en') }
}
