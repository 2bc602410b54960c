import { describe, expect, it } from 'vitest'
import { withMenuOverrides } from './menu-overrides.ts'
import type { RouteGroup } from './route-types.ts'

const node = (path: string, zh: string) => ({ path, title: { zh, en: zh }, icon: 'x' })
const tree: RouteGroup[] = [
  { ...node('/a', 'A'), children: [node('/a/1', 'A1'), node('/a/2', 'A2'), node('/a/3', 'A3')] },
  { ...node('/b', 'B'), children: [node('/b/1', 'B1')] },
]
const o = (path: string, over: Partial<{ title_zh: string; sort: number; hidden: boolean }>) => ({
  path,
  title_zh: '',
  title_en: '',
  sort: 0,
  hidden: false,
  ...over,
})

describe('menu overrides', () => {
  it('retitles, reorders and hides items and groups, leaving the rest as the manifest has them', () => {
    const out = withMenuOverrides(tree, [
      o('/a/3', { sort: 1, title_zh: '第三' }),
      o('/a/1', { hidden: true }),
      o('/b', { sort: 1 }),
      o('/gone', { sort: 1 }),
    ])
    expect(out.map((g) => g.path)).toEqual(['/b', '/a'])
    const a = out[1]!
    expect(a.children.map((c) => [c.path, c.title.zh, c.hidden])).toEqual([
      ['/a/3', '第三', false],
      ['/a/1', 'A1', true],
      ['/a/2', 'A2', false],
    ])
    expect(withMenuOverrides(tree, [o('/b', { hidden: true })]).map((g) => g.path)).toEqual(['/a'])
  })
})
