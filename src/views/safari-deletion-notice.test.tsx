// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import { initI18n, setLanguage } from '../i18n/i18n.ts'
import { SafariDeletionNotice } from './safari-deletion-notice.tsx'

const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'

beforeAll(() => initI18n())
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function browser(userAgent: string, persisted: boolean) {
  vi.stubGlobal('navigator', {
    ...navigator,
    userAgent,
    storage: { persisted: async () => persisted, persist: async () => persisted },
  })
}

it('tells a Safari user, in their language, that the data goes after 7 days unless PM3 is on the Home Screen', async () => {
  browser(SAFARI_IPHONE, false)
  await setLanguage('zh')
  render(<SafariDeletionNotice />)
  expect((await screen.findByTestId('safari-deletion-notice')).textContent).toContain('7 天未访问')
  cleanup()
  await setLanguage('en')
  render(<SafariDeletionNotice />)
  expect((await screen.findByTestId('safari-deletion-notice')).textContent).toContain(
    'Add PM3 to the Home Screen',
  )
  await setLanguage('zh')
})

it('says nothing where the storage is kept or the browser is not WebKit', async () => {
  browser(SAFARI_IPHONE, true)
  render(<SafariDeletionNotice />)
  browser(CHROME, false)
  render(<SafariDeletionNotice />)
  await new Promise((r) => setTimeout(r, 20))
  expect(screen.queryByTestId('safari-deletion-notice')).toBeNull()
})
