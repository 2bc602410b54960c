// One way to write a string: every module's words are an i18next namespace of zh/en pairs (so a word
// missing in one language is a type error: `Text` needs both), declared for typed keys in
// i18next.d.ts, served by the one i18next instance, and no message is said twice.
import { readFileSync } from 'node:fs'
import i18next from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { en } from '../i18n/en.ts'
import { type Pairs, wordsIn } from '../i18n/module-text.ts'
import { zh } from '../i18n/zh.ts'

const files = import.meta.glob<Record<string, { ns: string; pairs: Pairs }>>('/src/**/*.text.ts', {
  eager: true,
})
const layout = await import('./public-layout.tsx')
const texts = [...Object.values(files).flatMap((m) => Object.values(m)), layout.visitorText].filter(
  (v) => typeof v === 'object' && v !== null && 'ns' in v && 'pairs' in v,
)

type Flat = [key: string, zh: string, en: string][]

function flatten(zhWords: object, enWords: object, prefix = ''): Flat {
  return Object.entries(zhWords).flatMap(([k, v]): Flat => {
    const other = (enWords as Record<string, unknown>)[k]
    return typeof v === 'string'
      ? [[`${prefix}${k}`, v, String(other)]]
      : flatten(v as object, (other ?? {}) as object, `${prefix}${k}.`)
  })
}

const slots = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()

const catalogues: [ns: string, words: Flat][] = [
  ['translation', flatten(zh, en)],
  ...texts.map((t): [string, Flat] => [t.ns, flatten(wordsIn(t.pairs, 'zh'), wordsIn(t.pairs, 'en'))]),
]

describe('module namespaces', () => {
  it('each namespace is declared once, and typed in i18next.d.ts', () => {
    const names = texts.map((t) => t.ns)
    expect(new Set(names).size).toBe(names.length)
    const declared = readFileSync(new URL('./i18next.d.ts', import.meta.url), 'utf8')
    for (const ns of names) expect(declared, ns).toMatch(new RegExp(`\\n\\s+${ns}: Namespace<`))
  })

  it('every message has the same keys and the same {{slots}} in zh and en', () => {
    for (const [ns, words] of catalogues)
      for (const [key, zhText, enText] of words) {
        expect(enText, `${ns}:${key}`).not.toBe('undefined')
        expect(slots(enText), `${ns}:${key}`).toEqual(slots(zhText))
      }
  })

  it('no module says a message the core catalogue or another module already says', () => {
    const seen = new Map<string, string>()
    const twice: string[] = []
    for (const [ns, words] of catalogues)
      for (const [key, zhText, enText] of words) {
        const message = `${zhText} / ${enText}`
        const first = seen.get(message)
        // The core catalogue's own repeats are the core's business; a module must reuse, not repeat.
        if (first && ns !== 'translation') twice.push(`${ns}:${key} repeats ${first} (${message})`)
        else if (!first) seen.set(message, `${ns}:${key}`)
      }
    expect(twice).toEqual([])
  })
})

describe('a namespace on the page', () => {
  beforeAll(async () => {
    await i18next.init({ resources: { zh: { translation: zh }, en: { translation: en } }, lng: 'zh' })
  })

  it('answers in the language asked for, and again after i18next starts afresh', async () => {
    const pricing = texts.find((t) => t.ns === 'pricing')
    expect(pricing).toBeDefined()
    expect(i18next.t('pricing:tools.box', { lng: 'zh' })).toBe('配电箱估算')
    expect(i18next.t('pricing:tools.box', { lng: 'en' })).toBe('Distribution-box estimate')
    await i18next.init({ resources: { zh: { translation: zh }, en: { translation: en } }, lng: 'en' })
    expect(i18next.t('pricing:box.boxCount', { count: 3 })).toBe('3 boxes')
  })
})
