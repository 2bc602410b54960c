// Every user-facing word has one home (docs/architecture.md, "Words"): this fails, naming file:line, on a
// zh/en pair, a bilingual() call or a language ternary written outside the catalogues, and on a word
// or a {slot} present in one language only. No server and no browser: it reads the source.
import { describe, expect, it } from 'vitest'
import { serverMessages } from '../../server/http/messages.ts'
import { errorCatalogue } from '../../src/api/error-catalogue.ts'
import { en } from '../../src/i18n/en.ts'
import { zh } from '../../src/i18n/zh.ts'
import { allFindings, findingsIn, parity, readAllowList } from '../../tools/word-homes.ts'

describe('every word has one home', () => {
  const findings = allFindings()
  const allowed = readAllowList()
  const count = new Map<string, number>()
  for (const f of findings) count.set(f.file, (count.get(f.file) ?? 0) + 1)

  it('no new file holds words outside a catalogue', () => {
    const strays = findings.filter((f) => !(f.file in allowed)).map((f) => `${f.file}:${f.line} ${f.what}`)
    expect(strays, 'move these words into a catalogue (docs/architecture.md, "Words")').toEqual([])
  })

  it('the files not yet moved only shrink (words-not-yet-home.json)', () => {
    const grown = Object.entries(allowed).flatMap(([file, n]) => {
      const now = count.get(file) ?? 0
      if (now > n) return [`${file}: ${now} words outside a catalogue, the list allows ${n}`]
      if (now < n)
        return [`${file}: now ${now}, lower its count in words-not-yet-home.json (or remove it at 0)`]
      return []
    })
    expect(grown).toEqual([])
  })

  it('every catalogue has each key in both languages, with the same slots', () => {
    expect([
      ...parity('src/i18n', zh, en),
      ...parity('server/http/messages.ts', serverMessages.zh, serverMessages.en),
      ...parity('src/api/error-catalogue.ts', errorCatalogue.zh, errorCatalogue.en),
    ]).toEqual([])
  })

  it('names a stray word, a half pair and a ternary by file and line', () => {
    const stray = findingsIn('src/modules/x/y.ts', "const a = 1\nconst t = { zh: '门店', en: 'Shop' }\n")
    expect(stray).toEqual([{ file: 'src/modules/x/y.ts', line: 2, what: 'a zh/en pair outside a catalogue' }])
    expect(findingsIn('src/views/z.tsx', "const s = lang === 'en' ? 'Save' : '保存'")[0]?.what).toBe(
      'a language ternary outside a catalogue',
    )
    expect(findingsIn('src/modules/x/x.text.ts', "export const t = { a: { zh: '门店' } }")[0]?.what).toBe(
      'a word in zh only',
    )
    expect(
      findingsIn('src/modules/x/x.text.ts', "export const t = bilingual('共 {n} 台', 'boxes')")[0]?.what,
    ).toMatch(/^slots differ/)
    expect(findingsIn('src/modules/x/x.text.ts', "export const t = bilingual('门店', 'Shop')")).toEqual([])
  })
})
