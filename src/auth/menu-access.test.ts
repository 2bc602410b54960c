import { describe, expect, it } from 'vitest'
import { routeTree } from '../modules/route-tree.ts'
import { groupVisible, subjectOf, visibleMenu } from './menu-access.ts'
import { SITE_SWITCHES, type SiteInfo } from './site-info.ts'

const allOn = Object.fromEntries(SITE_SWITCHES.map((s) => [s, 1])) as Partial<SiteInfo>
const menuOf = (user: { admin: number; acce: string }, site = allOn) =>
  visibleMenu(routeTree, site, subjectOf(user)).map((m) => m.group.path)

// The four demo accounts of the reference server and the groups spec §6 shows them.
const table = [
  {
    who: 'admin',
    user: { admin: 1, acce: '' },
    groups: [
      '/',
      '/dian',
      '/recruit',
      '/expe',
      '/crm',
      '/stock',
      '/proj',
      '/study',
      '/cost',
      '/fina',
      '/staff',
      '/office',
      '/web',
      '/site',
    ],
  },
  { who: 'shop', user: { admin: 0, acce: '280' }, groups: ['/', '/dian', '/recruit', '/expe', '/web'] },
  {
    who: 'field',
    user: { admin: 0, acce: '100,101,128' },
    groups: ['/', '/recruit', '/expe', '/proj', '/web'],
  },
  {
    who: 'office',
    user: { admin: 0, acce: '400,200,202,203,206,700' },
    groups: ['/', '/recruit', '/expe', '/fina', '/staff', '/office', '/web'],
  },
]

describe('menu visibility of spec §6', () => {
  it.each(table)('$who sees exactly its groups', ({ user, groups }) => {
    expect(menuOf(user)).toEqual(groups)
  })

  it('needs 101 for project lists and 128 for the approval structure', () => {
    const items = (acce: string) =>
      visibleMenu(routeTree, allOn, subjectOf({ admin: 0, acce }))
        .find((m) => m.group.path === '/proj')
        ?.items.map((i) => i.path)
    expect(items('100')).toEqual(['/proj/projhome'])
    expect(items('100,128')).toEqual(['/proj/projhome', '/proj/projsop'])
    expect(items('100,101')).toContain('/proj/projcont')
    expect(items('101,128')).toBeUndefined()
  })

  it('hides finance income and expense items only when 202 or 203 is held and projects are hidden', () => {
    const fina = (acce: string, site = allOn) =>
      visibleMenu(routeTree, site, subjectOf({ admin: 0, acce }))
        .find((m) => m.group.path === '/fina')
        ?.items.map((i) => i.path)
    expect(fina('200')).toContain('/fina/finainvo')
    expect(fina('200,202')).not.toContain('/fina/finainvo')
    expect(fina('200,203')).not.toContain('/fina/finapcon')
    expect(fina('200,202,100')).toContain('/fina/finainvo')
    expect(fina('200,202,100', { ...allOn, sel100: 0 })).not.toContain('/fina/finainvo')
  })

  it('hides a switched-off module even from the admin, and switch-only groups need no code', () => {
    expect(menuOf({ admin: 1, acce: '' }, { ...allOn, sel280: 0 })).not.toContain('/dian')
    expect(menuOf({ admin: 0, acce: '' }, { ...allOn, sel680: 0 })).toEqual(['/', '/recruit', '/web'])
    const expe = routeTree.find((g) => g.path === '/expe')!
    expect(groupVisible(expe, { ...allOn, sel680: 1 }, subjectOf({ admin: 0, acce: '' }))).toBe(true)
  })
})
