import { describe, expect, it } from 'vitest'
import { afterClose, close, disabledActions, type Tab, type TabRoute, visit } from './tabs-model.ts'

const r = (path: string, extra: Partial<TabRoute> = {}): TabRoute => ({
  path,
  search: '',
  title: path,
  icon: 'x',
  ...extra,
})
const open = (...paths: string[]) => paths.reduce<Tab[]>((tabs, p) => visit(tabs, r(p)), [])

describe('tabs', () => {
  it('adds a tab per path, updates an existing one, excludes login, pins the first', () => {
    let tabs = open('/a', '/b', '/a', '/login')
    expect(tabs.map((t) => t.key)).toEqual(['/a', '/b'])
    expect(tabs[0]!.noClosable).toBe(true)
    tabs = visit(tabs, r('/b', { search: '?x=1', title: 'B2' }))
    expect(tabs[1]).toMatchObject({ title: 'B2', query: '?x=1' })
  })

  it('opens one tab per instance for dynamicNewTab routes', () => {
    let tabs = open('/')
    tabs = visit(tabs, r('/expe/x_sp', { search: '?sop_id=1', dynamicNewTab: true }))
    tabs = visit(tabs, r('/expe/x_sp', { search: '?sop_id=2', dynamicNewTab: true }))
    expect(tabs.map((t) => t.key)).toEqual(['/', '/expe/x_sp?sop_id=1', '/expe/x_sp?sop_id=2'])
  })

  it('closes this/others/left/right/all, keeping non-closable tabs', () => {
    const tabs = open('/', '/a', '/b', '/c', '/d')
    expect(close(tabs, 'this', '/b').map((t) => t.key)).toEqual(['/', '/a', '/c', '/d'])
    expect(close(tabs, 'others', '/b').map((t) => t.key)).toEqual(['/', '/b'])
    expect(close(tabs, 'left', '/b').map((t) => t.key)).toEqual(['/', '/b', '/c', '/d'])
    expect(close(tabs, 'right', '/b').map((t) => t.key)).toEqual(['/', '/a', '/b'])
    expect(close(tabs, 'all', '/b').map((t) => t.key)).toEqual(['/'])
    expect(close(tabs, 'this', '/').map((t) => t.key)).toEqual(tabs.map((t) => t.key))
  })

  it('disables others/all with one tab, left on the first, right on the last', () => {
    expect([...disabledActions(open('/'), '/')].sort()).toEqual(['all', 'left', 'others', 'right', 'this'])
    const tabs = open('/', '/a', '/b')
    expect([...disabledActions(tabs, '/')].sort()).toEqual(['left', 'this'])
    expect([...disabledActions(tabs, '/a')]).toEqual([])
    expect([...disabledActions(tabs, '/b')]).toEqual(['right'])
  })

  it('after closing the current tab goes to the last one, or /', () => {
    const tabs = open('/', '/a', '/b')
    expect(afterClose(close(tabs, 'this', '/b'), '/b')).toBe('/a')
    expect(afterClose(close(tabs, 'this', '/a'), '/b')).toBeNull()
    expect(afterClose([], '/x')).toBe('/')
  })
})
