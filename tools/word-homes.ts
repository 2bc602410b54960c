// Where words may live, and a scan naming each word written elsewhere (docs/architecture.md, "Words"): read by
// tests/integration/words-home.test.ts; `npx tsx tools/word-homes.ts --write` rewrites the list of
// files not yet moved after words have left them (it never admits a new file by itself).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseAst } from 'vite'

const root = path.resolve(import.meta.dirname, '..')
const SCANNED = ['src', 'server', 'workers', 'sw']
export const allowListFile = path.join(root, 'tests/integration/words-not-yet-home.json')

/**
 * The catalogues: src/i18n/ (the page's zh.ts/en.ts), any file named `*.text.ts` (a module's or a
 * layer's words, zh and en side by side; a plain `text.ts` holds the helpers that read them), the server's own
 * answers and the answer codes' standard texts (read by the workers, which load no i18next).
 */
export function isCatalogue(file: string): boolean {
  return (
    file.startsWith('src/i18n/') ||
    /\.text\.tsx?$/.test(file) ||
    file === 'server/http/messages.ts' ||
    file === 'src/api/error-catalogue.ts'
  )
}

/** Files whose zh/en pairs are not words, and why. */
const NOT_WORDS: Record<string, string> = {
  'src/lib/intl-locale.ts': 'the Intl locale tag of each language (zh-CN, en)',
}

export interface Finding {
  file: string
  line: number
  what: string
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(path.join(root, dir))) {
    const rel = `${dir}/${entry}`
    if (rel === 'src/test-kit') continue // the component tests' kit: tests' code, like *.test.ts
    if (statSync(path.join(root, rel)).isDirectory()) yield* sourceFiles(rel)
    else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) && !entry.endsWith('.d.ts')) yield rel
  }
}

type Node = { type: string; start: number; end: number; [key: string]: unknown }

function* walk(node: unknown): Generator<Node> {
  if (Array.isArray(node)) for (const n of node) yield* walk(n)
  else if (node && typeof node === 'object') {
    const n = node as Node
    if (typeof n.type === 'string') yield n
    for (const [key, value] of Object.entries(n))
      if (key !== 'type' && value && typeof value === 'object') yield* walk(value)
  }
}

const keyName = (p: Node): string | undefined => {
  if (p.type !== 'Property' || p.computed) return undefined
  const key = p.key as Node & { name?: string; value?: unknown }
  return key.type === 'Identifier' ? key.name : typeof key.value === 'string' ? key.value : undefined
}

/** The text of a string or template value; undefined for anything else. */
function textOf(node: Node | undefined): string | undefined {
  if (!node) return undefined
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value
  if (node.type === 'TemplateLiteral')
    return (node.quasis as { value: { cooked: string } }[]).map((q) => q.value.cooked).join('…')
  return undefined
}

/** {slot} and {{slot}} names in a text, sorted. */
export const slotsOf = (text: string): string =>
  [...new Set([...text.matchAll(/\{\{?(\w+)\}?\}/g)].map((m) => m[1]))].sort().join(',')

const isLanguage = (node: Node): boolean => {
  const name =
    node.type === 'Identifier'
      ? (node.name as string)
      : node.type === 'MemberExpression' && (node.property as Node).type === 'Identifier'
        ? ((node.property as Node).name as string)
        : ''
  return /^(lang|language)$/i.test(name)
}

const isLanguageTest = (test: Node): boolean => {
  if (test.type !== 'BinaryExpression' || !/^[!=]==?$/.test(test.operator as string)) return false
  const [a, b] = [test.left as Node, test.right as Node]
  const code = (n: Node) => n.type === 'Literal' && (n.value === 'en' || n.value === 'zh')
  return (code(a) && isLanguage(b)) || (code(b) && isLanguage(a))
}

/** A language ternary choosing words (not one choosing a language code: `lang === 'en' ? 'en' : 'zh'`). */
const saysWords = (node: Node): boolean =>
  [node.consequent as Node, node.alternate as Node].some((branch) => {
    const text = textOf(branch)
    return text === undefined || !/^(zh|en)$/.test(text)
  })

/** What the rule says about one file: words outside a catalogue, and half pairs anywhere. */
export function findingsIn(file: string, source: string): Finding[] {
  const lineAt = (offset: number) => source.slice(0, offset).split('\n').length
  const out: Finding[] = []
  const home = isCatalogue(file) || file in NOT_WORDS
  const say = (node: Node, what: string) => out.push({ file, line: lineAt(node.start), what })
  const ast = parseAst(source, { lang: file.endsWith('x') ? 'tsx' : 'ts' })
  for (const node of walk(ast)) {
    if (node.type === 'ObjectExpression') {
      const props = new Map(
        (node.properties as Node[]).flatMap((p) => {
          const k = keyName(p)
          return k === 'zh' || k === 'en' ? [[k, p.value as Node] as const] : []
        }),
      )
      if (props.size === 0) continue
      if (textOf(props.get('zh')) === '' && textOf(props.get('en')) === '') continue // no word: an empty label
      // `{ zh, en }` made of names (the pair constructor's own arguments) holds no word: the words
      // are where the names' values are written.
      if ([...props.values()].every((v) => v.type === 'Identifier')) continue
      if (!home) say(node, 'a zh/en pair outside a catalogue')
      else if (props.size === 1 && (node.properties as Node[]).length === 1) {
        const lang = props.has('zh') ? 'zh' : 'en'
        if (textOf(props.get(lang)) !== undefined) say(node, `a word in ${lang} only`)
      } else checkPair(node, textOf(props.get('zh')), textOf(props.get('en')))
    } else if (node.type === 'CallExpression' && (node.callee as Node).type === 'Identifier') {
      if ((node.callee as Node).name !== 'bilingual') continue
      const args = node.arguments as Node[]
      if (textOf(args[0]) === '' && textOf(args[1]) === '') continue
      if (!home) say(node, 'a bilingual() call outside a catalogue')
      else checkPair(node, textOf(args[0]), textOf(args[1]))
    } else if (
      node.type === 'ConditionalExpression' &&
      !home &&
      isLanguageTest(node.test as Node) &&
      saysWords(node)
    ) {
      say(node, 'a language ternary outside a catalogue')
    }
  }
  function checkPair(node: Node, zhText: string | undefined, enText: string | undefined) {
    if (zhText === undefined || enText === undefined) return
    if (!zhText.trim() || !enText.trim()) say(node, 'an empty word in one language')
    else if (slotsOf(zhText) !== slotsOf(enText))
      say(node, `slots differ: zh {${slotsOf(zhText)}} / en {${slotsOf(enText)}}`)
  }
  return out
}

/** Keys (dotted) of a nested catalogue whose leaves are strings. */
function leaves(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix + key
    if (typeof value === 'string') out.set(name, value)
    else for (const [k, v] of leaves(value as object, `${name}.`)) out.set(k, v)
  }
  return out
}

/** Problems between two languages of one catalogue: a key in one only, an empty word, other slots. */
export function parity(name: string, zhTree: object, enTree: object): string[] {
  const [a, b] = [leaves(zhTree), leaves(enTree)]
  const out: string[] = []
  for (const [k, v] of a) {
    const other = b.get(k)
    if (other === undefined) out.push(`${name}: ${k} in zh only`)
    else if (!v.trim() || !other.trim()) out.push(`${name}: ${k} is empty in one language`)
    else if (slotsOf(v) !== slotsOf(other))
      out.push(`${name}: ${k} slots differ (${slotsOf(v)} / ${slotsOf(other)})`)
  }
  for (const k of b.keys()) if (!a.has(k)) out.push(`${name}: ${k} in en only`)
  return out
}

export const allFindings = (): Finding[] =>
  SCANNED.flatMap((dir) => [...sourceFiles(dir)]).flatMap((file) =>
    findingsIn(file, readFileSync(path.join(root, file), 'utf8')),
  )

export const readAllowList = (): Record<string, number> => JSON.parse(readFileSync(allowListFile, 'utf8'))

// Shrinks the list to what is left: counts only go down, files at 0 leave it, none is added.
if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(import.meta.filename) &&
  process.argv.includes('--write')
) {
  const count = new Map<string, number>()
  for (const f of allFindings()) count.set(f.file, (count.get(f.file) ?? 0) + 1)
  const seed = process.argv.includes('--seed')
  const old = readAllowList()
  const next = Object.fromEntries(
    [...count]
      .filter(([file]) => seed || file in old)
      .map(([file, n]): [string, number] => [file, seed ? n : Math.min(n, old[file]!)])
      .sort(([a], [b]) => a.localeCompare(b)),
  )
  writeFileSync(allowListFile, `${JSON.stringify(next, null, 2)}\n`)
  console.info(
    `${Object.keys(next).length} files, ${Object.values(next).reduce((a, b) => a + b, 0)} words not yet home`,
  )
}
