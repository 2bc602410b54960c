import { expect, it } from 'vitest'
import type { SyncSession } from '../sync/sync-session.ts'
import { backgroundRefreshedToken, clearSessionMirror, saveSessionMirror } from './session-mirror.ts'

const session: SyncSession = {
  apiBase: 'http://localhost/api',
  comId: 1,
  uid: 7,
  username: 'shop',
  admin: false,
  acce: '280',
  token: 'T0',
  lang: 'zh',
  device: 'unit',
  notices: false,
}

// Issue 19: showing a rotated token again ends the sign-in, so the next tab must take the token
// the service worker refreshed to while every tab was closed, and only that one.
it('hands the next tab the token the service worker refreshed to, for the same user only', async () => {
  await saveSessionMirror(session)
  expect(await backgroundRefreshedToken(1, 7)).toBeNull()

  await saveSessionMirror({ ...session, token: 'T1' }, true)
  expect(await backgroundRefreshedToken(1, 7)).toBe('T1')
  expect(await backgroundRefreshedToken(1, 8)).toBeNull()
  expect(await backgroundRefreshedToken(2, 7)).toBeNull()

  // Once the page writes the mirror again, its own token is the newest.
  await saveSessionMirror({ ...session, token: 'T1' })
  expect(await backgroundRefreshedToken(1, 7)).toBeNull()
  await clearSessionMirror()
  expect(await backgroundRefreshedToken(1, 7)).toBeNull()
})
