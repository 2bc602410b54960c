#!/usr/bin/env node
// One-way dependencies (STYLE.md habit 1): shared code never reaches up into the app, modules never
// import each other, and the server and workers never import page code.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const PAGE_ONLY = ['src/app', 'src/shell', 'src/views', 'src/ui', 'src/i18n']

/** [folder the importer is in, folders it may not import, why] */
const rules = [
  [
    'src/lib',
    ['src/app', 'src/shell', 'src/modules', 'src/views', 'src/auth', 'src/data'],
    'lib is the bottom layer',
  ],
  [
    'src/api',
    ['src/app', 'src/shell', 'src/modules', 'src/views', 'src/ui', 'src/auth', 'src/data'],
    'api runs in workers',
  ],
  ['src/resources', ['src/app', 'src/shell', 'src/modules', 'src/data'], 'the engine knows no module'],
  ['src/sync', [...PAGE_ONLY, 'src/data/sync-client.ts', 'src/data/db-context.tsx'], 'sync runs in workers'],
  ['src/data', ['src/app', 'src/shell', 'src/views', 'src/ui'], 'data knows no screen'],
  ['src/ui', ['src/app', 'src/shell', 'src/modules', 'src/views'], 'ui primitives know no screen'],
  ['workers', PAGE_ONLY, 'workers run no page code'],
  ['sw', PAGE_ONLY, 'the service worker runs no page code'],
  ['server', [...PAGE_ONLY, 'tests'], 'the server shares only the model and rules'],
]

function* files(dir) {
  const abs = path.join(root, dir)
  let entries
  try {
    entries = readdirSync(abs)
  } catch {
    return
  }
  for (const e of entries) {
    const rel = path.join(dir, e)
    if (statSync(path.join(root, rel)).isDirectory()) yield* files(rel)
    else if (/\.(ts|tsx)$/.test(e)) yield rel
  }
}

const importRe = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g
const problems = []
const inside = (file, folder) => file === folder || file.startsWith(`${folder}/`)

for (const file of files('.').map ? [] : []) void file
for (const top of ['src', 'workers', 'sw', 'server']) {
  for (const file of files(top)) {
    const text = readFileSync(path.join(root, file), 'utf8')
    for (const m of text.matchAll(importRe)) {
      const spec = m[1] ?? m[2]
      if (!spec.startsWith('.')) continue
      const target = path.normalize(path.join(path.dirname(file), spec))
      for (const [from, banned, why] of rules) {
        if (!inside(file, from)) continue
        const hit = banned.find((b) => inside(target, b))
        if (hit) problems.push(`${file} imports ${target} (${why})`)
      }
      const mod = file.match(/^src\/modules\/([^/]+)\//)?.[1]
      const targetMod = target.match(/^src\/modules\/([^/]+)\//)?.[1]
      if (mod && targetMod && mod !== targetMod)
        problems.push(`${file} imports module ${targetMod} (modules never import each other)`)
    }
  }
}

if (problems.length) {
  console.error(`Dependency direction broken:\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.info('dependency directions ok')
