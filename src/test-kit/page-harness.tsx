// For component tests only: a signed-in page on a real Dexie database (fake-indexeddb in the test
// run) whose writes go into the real outbox through the real enqueue — the worker that would deliver
// them is the one part left out. What a test asserts is what the user sees and what got queued.

import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { session } from '../auth/session-store.ts'
import type { SiteInfo } from '../auth/site-info.ts'
import type { UserInfo } from '../auth/user-info.ts'
import { UserDbContextProvider, type Write, WriteProvider } from '../data/db-context.tsx'
import { enqueue } from '../data/enqueue.ts'
import { UserDb } from '../data/user-db.ts'
import { initI18n, setLanguage } from '../i18n/i18n.ts'
import { catalogue } from '../modules/registry.ts'

let n = 0

export interface Account {
  username: string
  admin?: boolean
  acce: string
}

export async function signedInPage(account: Account, lang: 'zh' | 'en' = 'zh') {
  localStorage.clear()
  const user: UserInfo = {
    ID: 7,
    openid: '',
    avatar: '',
    nickname: account.username,
    admin_name: account.username,
    theme: '',
    staff_id: '',
    suo_password: '',
    staff: account.username,
    acce: account.acce,
    admin: account.admin ? 1 : 0,
    username: account.username,
    roles: [],
    permissions: [],
  }
  session.signIn('token', user)
  session.setSiteInfo({
    ID: 1,
    company: '演示门店',
    offline_sale_cap: 100_000,
    offline_refund_cap: 10_000,
    offline_total_cap: 300_000,
  } as SiteInfo)
  await initI18n()
  await setLanguage(lang)
  const db = new UserDb(`component-${++n}`, catalogue)
  await db.open()
  const write: Write = (kind, payload, options = {}) =>
    enqueue(db, { uid: user.ID, comId: 1, device: 'component' }, kind, payload, { ...options, lang })
  return {
    db,
    show: (ui: ReactNode) =>
      render(
        <MemoryRouter>
          <UserDbContextProvider value={db}>
            <WriteProvider value={write}>{ui}</WriteProvider>
          </UserDbContextProvider>
        </MemoryRouter>,
      ),
    /** What the page queued, oldest first. */
    queued: () => db.outbox.toArray(),
    close: () => db.delete(),
  }
}
