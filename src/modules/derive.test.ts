// The derivation of routes, resources and screens from module manifests (issue 20).
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { defineResource } from '../resources/define-resource.ts'
import { f } from '../resources/fields.ts'
import { defineModule, page } from './define-module.ts'
import { deriveModules } from './derive.ts'
import { derived } from './derived.ts'
import { manifests } from './manifests.ts'
import { resources } from './registry.ts'
import { allRoutes, routeTree } from './route-tree.ts'

const sample = defineResource({
  name: 'samples',
  title: { zh: '样例', en: 'Samples' },
  api: { list: '/demo/getSampleList', save: '/demo/saveSample', remove: '/demo/delSample' },
  access: { switch: 'sel900', code: 901 },
  route: '/demo/samples',
  icon: 'flask-line',
  fields: { id: f.id(), name: f.text({ label: { zh: '名称', en: 'Name' }, max: 20 }) },
  indexes: [],
  list: { columns: ['name'], search: ['name'], sort: 'name' },
  form: [['name']],
})
const hiddenSample = defineResource({ ...sample, name: 'hiddenSamples', route: '/demo/hidden' })

const demoGroup = {
  path: '/demo',
  title: { zh: '演示', en: 'Demo' },
  icon: 'apps-line',
  access: { switch: 'sel900' as const, code: 900 },
}

describe('deriving from manifests', () => {
  it('a declared resource gets a route in its group, titled, iconed and guarded by its declaration', () => {
    const d = deriveModules([defineModule({ name: 'demo', group: demoGroup, resources: [sample] })])
    const node = d.routeTree[0]?.children[0]
    expect(node).toEqual({ path: '/demo/samples', title: sample.title, icon: 'flask-line', code: 901 })
    expect(d.screens.get('/demo/samples')).toEqual({ resource: sample })
    expect(d.resources).toEqual([sample])
  })

  it('withoutPages keeps a resource out of the routes but in the registry', () => {
    const d = deriveModules([
      defineModule({
        name: 'demo',
        group: demoGroup,
        resources: [sample, hiddenSample],
        withoutPages: [hiddenSample],
      }),
    ])
    expect(d.routeTree[0]?.children.map((c) => c.path)).toEqual(['/demo/samples'])
    expect(d.resources).toEqual([sample, hiddenSample])
  })

  it("a route under another module's group goes there, after the route it names", () => {
    const d = deriveModules([
      defineModule({
        name: 'demo',
        group: demoGroup,
        routes: [
          { path: '/demo/a', title: { zh: '甲', en: 'A' }, icon: 'x' },
          { path: '/demo/c', title: { zh: '丙', en: 'C' }, icon: 'x' },
        ],
        resources: [],
      }),
      defineModule({
        name: 'other',
        routes: [
          { path: '/demo/b', title: { zh: '乙', en: 'B' }, icon: 'x', page: page('./b-page.tsx', 'BPage') },
        ],
        placeAfter: { '/demo/b': '/demo/a' },
        resources: [],
      }),
    ])
    expect(d.routeTree[0]?.children.map((c) => c.path)).toEqual(['/demo/a', '/demo/b', '/demo/c'])
    expect(d.screens.get('/demo/b')).toEqual({
      page: { file: './b-page.tsx', name: 'BPage' },
      module: 'other',
    })
  })

  it('a path declared twice is refused', () => {
    const twin = defineResource({ ...sample, name: 'twins' })
    expect(() =>
      deriveModules([defineModule({ name: 'demo', group: demoGroup, resources: [sample, twin] })]),
    ).toThrow(/declared twice/)
  })
})

describe("PM3's manifests", () => {
  it('tab titles, menu titles and list headers come from one field: the resource declaration', () => {
    // The router's tab title and the menu read the route node's title; the list page's header
    // reads the resource's title. For every list route they are the same object.
    const listRoutes = allRoutes.filter((n) => derived.screens.get(n.path)?.resource)
    expect(listRoutes.length).toBeGreaterThan(40)
    for (const node of listRoutes) expect(node.title).toBe(derived.screens.get(node.path)?.resource?.title)
  })

  it('every route a resource declares has its page, except the ones its manifest keeps without', () => {
    const routed = new Set(allRoutes.map((n) => n.path))
    const without = new Set(manifests.flatMap((m) => m.withoutPages ?? []))
    for (const r of resources) if (!without.has(r)) expect(routed.has(r.route), r.name).toBe(true)
  })

  it('every page a manifest names exists and exports what it names', () => {
    const pages = [
      ...[...derived.screens.values()].flatMap((s) =>
        s.page && s.module ? [{ module: s.module, page: s.page }] : [],
      ),
      ...manifests.flatMap((m) => (m.publicPages ? [{ module: m.name, page: m.publicPages }] : [])),
    ]
    for (const { module, page } of pages) {
      const file = path.join(import.meta.dirname, module, page.file)
      expect(existsSync(file), file).toBe(true)
      expect(readFileSync(file, 'utf8')).toMatch(
        new RegExp(`export (const|function) ${page.name}\\b|export \\{[^}]*\\b${page.name}\\b`),
      )
    }
  })

  it('the study pages sit at the absolute paths of spec §2, the old ones redirecting', () => {
    expect(routeTree.find((g) => g.path === '/study')?.children.map((c) => c.path)).toEqual([
      '/studymkd',
      '/studmkdlist',
      '/studmkdinfo',
      '/studmkdxiti',
      '/studylist',
    ])
    expect(derived.redirects['/study/studylist']).toBe('/studylist')
  })

  it("the /study/studylist tab, menu and list say the spec's 课程计划评价", () => {
    expect(allRoutes.find((n) => n.path === '/studylist')?.title.zh).toBe('课程计划评价')
  })
})
