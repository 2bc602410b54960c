import { describe, expect, it } from 'vitest'
import '../derived.ts'
import { offeredSwitches, switchLabel } from './route-tree-labels.ts'

describe('the switches /site/sitesettings offers', () => {
  it('each by the name of its module (spec §2, §6), in zh and en', () => {
    const offered = offeredSwitches()
    // Projects, orders, shop, training, finance, approvals, inventory, cost, HR, office, recruitment,
    // website, system.
    expect([...offered].sort()).toEqual(
      ['100', '800', '280', '190', '200', '680', '380', '500', '400', '700', '750', '770', '900']
        .map((n) => `sel${n}`)
        .sort(),
    )
    for (const sw of offered) {
      expect(switchLabel(sw, 'zh'), sw).not.toMatch(/^$|模块 \d/)
      expect(switchLabel(sw, 'en'), sw).not.toMatch(/^$|Module \d/)
    }
    expect(switchLabel('sel280', 'zh')).toBe('门店')
  })

  it('leaves off the six the spec names no module for', () => {
    for (const sw of ['sel110', 'sel550', 'sel170', 'sel810', 'sel600', 'sel300'] as const)
      expect(offeredSwitches()).not.toContain(sw)
  })
})
