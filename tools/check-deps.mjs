#!/usr/bin/env node
// One-way dependencies (STYLE.md habit 1): shared code never reaches up into the app, modules never
// import each other, and the server and workers never import page code.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const PAGE_ONLY = ['src/app', 'src/shell', 'src/views', 'src/ui', 'src/i18n']
const SERVER_ENTRY = [
  'server/main.ts',
  'server/start.ts',
  'server/drain.ts',
  'server/startup-refusal.ts',
  'server/app.ts',
  'server/demo',
]
const SERVER_DOMAIN = [
  'server/approvals',
  'server/attachments',
  'server/auth',
  'server/backup',
  'server/cost',
  'server/finance',
  'server/live',
  'server/shop',
  'server/tasks',
]

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
  [
    'src/sync',
    [...PAGE_ONLY, 'src/modules', 'src/data/sync-client.ts', 'src/data/db-context.tsx'],
    'sync runs in workers and is handed its catalogue',
  ],
  [
    'src/data',
    ['src/app', 'src/shell', 'src/views', 'src/ui', 'src/modules'],
    'data knows no screen and is handed its catalogue',
  ],
  ['src/ui', ['src/app', 'src/shell', 'src/modules', 'src/views'], 'ui primitives know no screen'],
  [
    'src/i18n',
    ['src/app', 'src/shell', 'src/modules', 'src/views', 'src/data', 'src/sync'],
    'strings know no screen',
  ],
  [
    'src/auth',
    ['src/app', 'src/shell', 'src/views', 'src/data', 'src/sync', 'src/modules'],
    'access knows no screen',
  ],
  ['src/views', ['src/app', 'src/shell', 'src/modules'], 'generic views know no shell and no module'],
  ['src/shell', ['src/app'], 'the shell knows no router'],
  ['src/modules', ['src/app', 'src/shell'], 'modules know no shell'],
  ['workers', PAGE_ONLY, 'workers run no page code'],
  ['sw', PAGE_ONLY, 'the service worker runs no page code'],
  ['server', [...PAGE_ONLY, 'tests'], 'the server shares only the model and rules'],
  // Inside the server, layers from the top: the entry (start, app) mounts routes; routes call the
  // domain (rules, access, workflows); the domain uses the request kernel (server/http: what a
  // handler reads, refusals and their words, parsing) and the database (server/db, one row writer).
  ['server/routes', SERVER_ENTRY, 'routes are mounted by the app, never the other way'],
  ...SERVER_DOMAIN.map((d) => [d, ['server/routes', ...SERVER_ENTRY], 'domain rules know no route']),
  [
    'server/http',
    ['server/routes', ...SERVER_DOMAIN, ...SERVER_ENTRY],
    'the request kernel knows no route and no domain rule',
  ],
  [
    'server/db',
    ['server/http', 'server/routes', ...SERVER_DOMAIN, ...SERVER_ENTRY],
    'the database layer is the bottom of the server',
  ],
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

// Tests (and the component-test kit) compose what they test, like the app does: they may reach any
// layer. Everything else follows the rules, with no exceptions.
const composes = (file) => /\.test\.tsx?$/.test(file) || file.startsWith('src/test-kit/')

const importRe = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g
const problems = []
const inside = (file, folder) => file === folder || file.startsWith(`${folder}/`)

for (const top of ['src', 'workers', 'sw', 'server']) {
  for (const file of files(top)) {
    const text = readFileSync(path.join(root, file), 'utf8')
    for (const m of text.matchAll(importRe)) {
      const spec = m[1] ?? m[2]
      if (!spec.startsWith('.')) continue
      const target = path.normalize(path.join(path.dirname(file), spec))
      for (const [from, banned, why] of rules) {
        if (!inside(file, from) || composes(file)) continue
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

// No import cycles (static imports; a lazy `import()` loads later and cannot deadlock evaluation).
// Inside the server a type-only import counts too: a circle of types is a circle of layers.
const staticRe = /(?:import|export)\s(?!type\s)[^'"]*?from\s+['"]([^'"]+)['"]/g
const anyImportRe = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g
const graph = new Map()
for (const top of ['src', 'workers', 'sw', 'server']) {
  for (const file of files(top)) {
    const text = readFileSync(path.join(root, file), 'utf8')
    const deps = []
    for (const m of text.matchAll(top === 'server' ? anyImportRe : staticRe)) {
      if (m[1].startsWith('.')) deps.push(path.normalize(path.join(path.dirname(file), m[1])))
    }
    graph.set(file, deps)
  }
}
const state = new Map() // 1: on the path, 2: done
const stack = []
const cycles = new Set()
function visit(file) {
  state.set(file, 1)
  stack.push(file)
  for (const dep of graph.get(file) ?? []) {
    if (!graph.has(dep)) continue
    if (state.get(dep) === 1) cycles.add(stack.slice(stack.indexOf(dep)).concat(dep).join(' → '))
    else if (!state.has(dep)) visit(dep)
  }
  stack.pop()
  state.set(file, 2)
}
for (const file of graph.keys()) if (!state.has(file)) visit(file)
for (const cycle of cycles) problems.push(`import cycle: ${cycle}`)

if (problems.length) {
  console.error(`Dependency direction broken:\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.info('dependency directions ok')
