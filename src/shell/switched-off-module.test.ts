import { describe, expect, it } from 'vitest'
import { SITE_SWITCHES, type SiteInfo } from '../auth/site-info.ts'
import { modulesClosingPage } from './switched-off-module.tsx'

const allOn = { ID: 1, ...Object.fromEntries(SITE_SWITCHES.map((sw) => [sw, 1])) } as unknown as SiteInfo
const cashier = { admin: false, codes: [280] }

describe('a page whose module an admin switched off while it was open', () => {
  it('names the module that closed it', () => {
    const closedBy = modulesClosingPage('/dian/huiyuan', allOn, { ...allOn, sel280: 0 }, cashier)
    expect(closedBy.map((g) => g.path)).toEqual(['/dian'])
  })

  it('says nothing of pages the change left open, or that were never open to the user', () => {
    const shopOff = { ...allOn, sel280: 0 }
    expect(modulesClosingPage('/', allOn, shopOff, cashier)).toEqual([])
    expect(modulesClosingPage('/site/sitesettings', allOn, shopOff, cashier)).toEqual([])
    expect(modulesClosingPage('/dian/huiyuan', null, shopOff, cashier)).toEqual([])
    // Switched back on: nothing closed.
    expect(modulesClosingPage('/dian/huiyuan', shopOff, allOn, cashier)).toEqual([])
  })
})
