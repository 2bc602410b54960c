// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, expect, it } from 'vitest'
import { SITE_SWITCHES, type SiteInfo } from '../auth/site-info.ts'
import { initI18n } from '../i18n/i18n.ts'
import { routeTree } from '../modules/route-tree.ts'
import { GlobalMessage } from '../ui/global-message.tsx'
import { LeaveSwitchedOffModule } from './switched-off-module.tsx'
import { tabsStore } from './tabs/tabs-store.ts'

beforeAll(() => initI18n())
afterEach(() => {
  cleanup()
  tabsStore.clear()
})

const allOn = { ID: 1, ...Object.fromEntries(SITE_SWITCHES.map((sw) => [sw, 1])) } as unknown as SiteInfo
const shopOff = { ...allOn, sel280: 0 } as SiteInfo
const cashier = { admin: false, codes: [280] }
const shop = routeTree.find((g) => g.path === '/dian')!

it('closes the switched-off module’s tabs but keeps one holding an unsaved form, and says so', async () => {
  for (const path of ['/', '/dian/huiyuan', '/dian/cardlist'])
    tabsStore.visit({ path, search: '', title: path, icon: '' })
  tabsStore.setDirty('/dian/cardlist', true)
  render(
    <MemoryRouter initialEntries={['/dian/huiyuan']}>
      <GlobalMessage />
      <LeaveSwitchedOffModule modules={[shop]} site={shopOff} subject={cashier} />
    </MemoryRouter>,
  )
  const message = await screen.findByTestId('global-message')
  expect(message.textContent).toBe(
    '管理员已关闭“门店”模块，已为您回到首页；未保存的表单仍在其标签页中，模块重新开启后可以保存',
  )
  expect(tabsStore.get().tabs.map((t) => t.path)).toEqual(['/', '/dian/cardlist'])
})
