// A module's words, written beside its code as zh/en pairs (a translator sees both side by side) and
// served by the one i18next instance under the module's own namespace: `useTranslation('pricing')`
// with keys typed from the pairs (src/app/i18next.d.ts). The bundle is added when the file is first
// imported, i.e. when the module's page chunk loads, so the first JS carries no module's words.
import i18next from 'i18next'
import type { Language } from '../api/error-catalogue.ts'
import type { Text, TextTree } from '../resources/text.ts'

/** zh/en pairs, grouped as deep as the module likes. Slots are i18next's: '共 {{n}} 台'. */
export type Pairs = TextTree

/** The words of one language, shaped like the pairs: what i18next holds for the namespace. */
export type Words<P> = { [K in keyof P]: P[K] extends Text ? string : Words<P[K]> }

export interface ModuleText<N extends string, P extends Pairs> {
  ns: N
  pairs: P
}

const isText = (value: Text | Pairs): value is Text =>
  typeof value.zh === 'string' && typeof value.en === 'string' && Object.keys(value).length === 2

/** The pairs in one language: the resource bundle of that language. */
export function wordsIn<P extends Pairs>(pairs: P, lang: Language): Words<P> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(pairs))
    out[key] = isText(value) ? value[lang] : wordsIn(value, lang)
  return out as Words<P>
}

const LANGUAGES: Language[] = ['zh', 'en']

function register(ns: string, pairs: Pairs): void {
  for (const lang of LANGUAGES) i18next.addResourceBundle(lang, ns, wordsIn(pairs, lang), true, true)
}

/**
 * Declares a module's namespace: `export const pricingText = moduleText('pricing', { title:
 * bilingual('估价', 'Valuation') })`, then `useTranslation(pricingText.ns)` on its pages. Adding the
 * bundle again is harmless; a later `init` (a new store: tests start i18next afresh) gets it again.
 */
export function moduleText<const N extends string, const P extends Pairs>(ns: N, pairs: P): ModuleText<N, P> {
  if (i18next.isInitialized) register(ns, pairs)
  i18next.on('initialized', () => register(ns, pairs))
  return { ns, pairs }
}
