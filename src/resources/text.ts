// Bilingual text carried by declarations, so the page, the worker and the server name a field alike.
import type { Language } from '../api/error-catalogue.ts'

export interface Text {
  zh: string
  en: string
}

/** Words grouped as deep as their home likes: a `*.text.ts` file's shape (docs/architecture.md, "Words"). */
export interface TextTree {
  [key: string]: Text | TextTree
}

export function inLanguage(text: Text, lang: Language): string {
  return text[lang]
}

/** The text in a language with its {slots} filled: fillText(t, 'zh', { name: '王' }). */
export function fillText(text: Text, lang: Language, vars: Record<string, string | number> = {}): string {
  let out = inLanguage(text, lang)
  for (const [k, v] of Object.entries(vars)) out = out.replaceAll(`{${k}}`, String(v))
  return out
}

/**
 * A field's label inside an English sentence reads in lower case ("Enter the item code"), save a
 * leading acronym or a brand (ID, VIP, WeChat); at its start, and in Chinese, it stays as labelled.
 */
/** A text with its slots filled in both languages (a count in a stored summary, said later in either). */
export function filledText(text: Text, vars: Record<string, string | number>): Text {
  const filled = { ...text }
  for (const lang of Object.keys(text) as Language[]) filled[lang] = fillText(text, lang, vars)
  return filled
}

export function labelIn(template: string, text: string, lang: Language): string {
  if (lang !== 'en' || template.startsWith('{label}') || !/^[A-Z][a-z]*(\b|[^A-Za-z])/.test(text)) return text
  return text[0]!.toLowerCase() + text.slice(1)
}

/** A message with its {label} (as `labelIn` reads it) and {n} filled. */
export function sayWithLabel(message: Text, label: Text, lang: Language, n?: unknown): string {
  const template = inLanguage(message, lang)
  return template
    .replace('{label}', labelIn(template, inLanguage(label, lang), lang))
    .replace('{n}', String(n ?? ''))
}

/** Declared texts in one language: a section of an i18next catalogue fed from declarations. */
export function inOneLanguage<K extends string>(texts: Record<K, Text>, lang: Language): Record<K, string> {
  const out: Partial<Record<K, string>> = {}
  for (const key of Object.keys(texts) as K[]) out[key] = inLanguage(texts[key], lang)
  return out as Record<K, string>
}

/** A bilingual text, for declarations: `bilingual('部门', 'Department')` (not i18next's `t(key)`). */
export function bilingual(zh: string, en: string): Text {
  return { zh, en }
}
