// A build step: the chunks of a screen that must open fast from a cold start (the till, offline) are
// fetched beside the app's entry instead of after it. Without it the browser learns of them only
// once the entry has run (some 0.3–0.6 s on a till's CPU), then fetches and compiles them in turn.
// The script it writes is a file, not inline: the app's CSP allows scripts from 'self' only.
import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'

interface BundleChunk {
  type: 'chunk'
  fileName: string
  facadeModuleId: string | null
  imports: string[]
}

type BundleItem = BundleChunk | { type: 'asset'; fileName: string; source: string | Uint8Array }

/**
 * `screens`: a path and the page module it opens (relative to the project); `shell`: the signed-in
 * frame every such screen renders in. Both load with their static imports not already in the entry.
 */
export function firstScreenPreload(screens: Record<string, string>, shell: string): Plugin {
  return {
    name: 'pm3-first-screen-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const items = Object.values(bundle) as BundleItem[]
      const chunks = items.filter((c): c is BundleChunk => c.type === 'chunk')
      const html = bundle['index.html'] as BundleItem | undefined
      if (html?.type !== 'asset') throw new Error('first-screen preload: no index.html')
      const page = String(html.source)
      // What index.html loads already, with what that imports: never asked for twice.
      const loadedByEntry = new Set<string>()
      const addEntry = (fileName: string) => {
        if (loadedByEntry.has(fileName)) return
        loadedByEntry.add(fileName)
        for (const next of (bundle[fileName] as BundleChunk | undefined)?.imports ?? []) addEntry(next)
      }
      for (const [, src] of page.matchAll(/src="\/([^"]+\.js)"/g)) if (src && bundle[src]) addEntry(src)
      const chunkOf = (id: string) => {
        const found = chunks.find((c) => c.facadeModuleId?.endsWith(`/${id}`))
        if (!found) throw new Error(`first-screen preload: no chunk for ${id}`)
        return found
      }
      const closure = (id: string): string[] => {
        const files = new Set<string>()
        const visit = (fileName: string) => {
          if (files.has(fileName) || loadedByEntry.has(fileName)) return
          files.add(fileName)
          for (const next of (bundle[fileName] as BundleChunk | undefined)?.imports ?? []) visit(next)
        }
        visit(chunkOf(id).fileName)
        return [...files]
      }
      const shellFiles = closure(shell)
      const byPath = Object.fromEntries(
        Object.entries(screens).map(([path, id]) => [
          path,
          [...new Set([...shellFiles, ...closure(id)])].map((f) => `/${f}`),
        ]),
      )
      const source = `// Written by the build (tools/first-screen-preload.ts).
const files = ${JSON.stringify(byPath)}[location.pathname]
if (files) for (const href of files) {
  const link = document.createElement('link')
  link.rel = 'modulepreload'
  link.href = href
  document.head.append(link)
}
`
      const hash = createHash('sha256').update(source).digest('hex').slice(0, 8)
      const fileName = `static/js/first-screen-${hash}.js`
      this.emitFile({ type: 'asset', fileName, source })
      const tag = '<script src="/boot-watch.js"></script>'
      if (!page.includes(tag)) throw new Error('first-screen preload: index.html has no boot-watch script')
      html.source = page.replace(tag, `${tag}\n    <script src="/${fileName}"></script>`)
    },
  }
}
