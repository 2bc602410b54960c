import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { MenuGroup } from '../../auth/menu-access.ts'
import { stockModule } from '../../modules/stock/module.ts'
import { hasSecondColumn, standsAlone } from './menu-shape.ts'
import { Icon } from './use-menu.tsx'

const item = (path: string) => ({ path, title: { zh: path, en: path }, icon: 'file-line' })
const group = (meta: Partial<MenuGroup['group']>, paths: string[]): MenuGroup => ({
  group: { path: '/g', title: { zh: '组', en: 'Group' }, icon: 'folder-line', children: [], ...meta },
  items: paths.map(item),
})

describe('spec §3 menu meta', () => {
  it('levelHidden: a group with one visible page shows that page in its place, never when it has more', () => {
    expect(standsAlone(group({ levelHidden: true }, ['/g/a']))).toBe(true)
    expect(standsAlone(group({ levelHidden: true }, ['/g/a', '/g/b']))).toBe(false)
    expect(standsAlone(group({}, ['/g/a']))).toBe(false)
  })

  it('noColumn: the column layout opens no second column for the group', () => {
    expect(hasSecondColumn(group({ noColumn: true }, ['/g/a']))).toBe(false)
    expect(hasSecondColumn(group({}, ['/g/a']))).toBe(true)
    expect(hasSecondColumn(undefined)).toBe(false)
  })

  it('the inventory group, one page only, is declared so', () => {
    expect(stockModule.group).toMatchObject({ levelHidden: true, noColumn: true })
  })

  it('isCustomSvg: the icon is our SVG painted in the text colour; otherwise a Remix Icon class', () => {
    const custom = renderToStaticMarkup(<Icon name="till" custom />)
    expect(custom).toContain('data-custom-icon="till"')
    expect(custom).toContain('/svg/till.svg')
    expect(custom).not.toContain('ri-till')
    expect(renderToStaticMarkup(<Icon name="archive-line" />)).toContain('class="ri-archive-line ')
  })
})
