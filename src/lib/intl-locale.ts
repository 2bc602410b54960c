// The Intl locale (BCP 47 tag) each of PM3's languages formats in and the page declares (<html lang>,
// the language switch): one table, so the page, the workers and the server format alike.
const LOCALES = { zh: 'zh-CN', en: 'en' } as const

export type LanguageTag = keyof typeof LOCALES

export function intlLocale(lang: string): string {
  return LOCALES[lang as LanguageTag] ?? LOCALES.zh
}

/** Items joined as the language lists them: 甲、乙、丙 / a, b, c. */
export function listText(items: readonly string[], lang: string): string {
  return new Intl.ListFormat(intlLocale(lang), { type: 'conjunction', style: 'narrow' }).format(items)
}
