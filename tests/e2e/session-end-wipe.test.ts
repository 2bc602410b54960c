// Issue 38, points 3 and 4, in a real browser: when the server ends a user's session, that user's
// copy of the data leaves the device, all but their unsent queue, which waits (unsent) through
// another user's session and goes when they sign in again; and a sign-out made offline revokes the
// token once the device is back online.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { FaultInjector } from '../../server/ports/faults.ts'
import {
  appUnderTest,
  goOffline,
  goOnline,
  openPage,
  openUserMenuAndSignOut,
  signInThroughPage,
  waitForPulled,
  waitForServiceWorker,
} from '../helpers/browser.ts'
import { bearer, call, tableRows } from '../helpers/test-server.ts'

const faults = new FaultInjector()
const app = appUnderTest({ faults })

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login')
  await signInThroughPage(page, username, password)
  await page.waitForURL(`${app.server.url}/`)
  await page.locator('[data-tab="/"]').waitFor()
}

/** Rows per table of one user's database on the device, as IndexedDB holds them. */
function rowsOnDevice(page: Page, uid: number): Promise<Record<string, number>> {
  return page.evaluate(async (name) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const r = indexedDB.open(name)
      r.onsuccess = () => resolve(r.result)
      r.onerror = () => reject(r.error)
    })
    const counts: Record<string, number> = {}
    for (const store of Array.from(db.objectStoreNames))
      counts[store] = await new Promise<number>((resolve) => {
        const q = db.transaction(store).objectStore(store).count()
        q.onsuccess = () => resolve(q.result)
      })
    db.close()
    return counts
  }, `pm3:1:${uid}`)
}

/** A user's one outbox row as IndexedDB holds it, its bytes decoded as text too. */
function keptRowAsText(page: Page, uid: number): Promise<string> {
  return page.evaluate(async (name) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const r = indexedDB.open(name)
      r.onsuccess = () => resolve(r.result)
      r.onerror = () => reject(r.error)
    })
    const rows = await new Promise<unknown[]>((resolve) => {
      const q = db.transaction('outbox').objectStore('outbox').getAll()
      q.onsuccess = () => resolve(q.result)
    })
    db.close()
    return JSON.stringify(rows, (_key, value: unknown) =>
      value instanceof ArrayBuffer || ArrayBuffer.isView(value)
        ? new TextDecoder().decode(value instanceof ArrayBuffer ? value : new Uint8Array(value.buffer))
        : value,
    )
  }, `pm3:1:${uid}`)
}

const uidOf = async (username: string) =>
  Number((await tableRows(app.server, 'users')).find((u) => u.username === username)?.id)
const staffNamed = async (name: string) =>
  (await tableRows(app.server, 'res_staff')).filter((r) => r.name === name)

describe('the local copy ends with the session', () => {
  it('A’s session ended by the server: A’s rows leave the device, A’s queued write waits through B and goes when A returns', async () => {
    const office = await uidOf('office')
    const { context, page } = await openPage(app.browser, app.server)
    await signIn(page, 'office', 'office123')
    await page.goto('/staff/stafflist')
    await waitForPulled(page, ['staff'])
    await expect.poll(() => page.getByTestId('list-total').innerText(), { timeout: 15_000 }).toBe('共 48 条')

    // Offline, A adds a staff member: it waits in A's queue.
    await goOffline(context)
    faults.set(() => ({ type: 'drop' }))
    await page.getByRole('button', { name: '新增' }).click()
    await page.getByLabel('姓名', { exact: true }).fill('待发的新员工')
    await page.getByLabel('手机号', { exact: true }).fill('13700002222')
    await page.getByRole('button', { name: '保存' }).click()
    await expect.poll(async () => (await rowsOnDevice(page, office)).outbox, { timeout: 10_000 }).toBe(1)

    // Meanwhile A's sign-in is ended elsewhere (A signed out on another device).
    faults.clear()
    const token = await page.evaluate(() => localStorage.getItem('pm3-token'))
    expect((await call(app.server, 'GET', '/logout', { headers: bearer(token!) })).body.code).toBe(200)

    // Back online, the device learns it: the login page says what left and what stays.
    await goOnline(context)
    await page.waitForURL(/\/login/, { timeout: 30_000 })
    await expect
      .poll(() => page.getByTestId('ended-session-notes').innerText(), { timeout: 15_000 })
      .toBe(
        '办公室文员 的登录已被服务器结束，本机上 办公室文员 的数据副本已清除；1 条未发送的记录保留在本机，办公室文员 再次登录后发送。',
      )
    const left = await rowsOnDevice(page, office)
    expect(left.outbox).toBe(1)
    expect(left.staff).toBe(0)
    const mirrored = Object.entries(left).filter(([t, n]) => t !== 'outbox' && t !== 'meta' && n > 0)
    expect(mirrored).toEqual([])
    // The kept entry is sealed: its row, every byte of it, holds none of what A typed.
    const kept = await keptRowAsText(page, office)
    expect(kept).toContain('"state":"sealed"')
    expect(kept).not.toContain('待发的新员工')
    expect(kept).not.toContain('13700002222')

    // B signs in on the same browser: A's write is not sent with B's session.
    await signIn(page, 'shop', 'shop123')
    await page.waitForTimeout(3_000)
    expect(await staffNamed('待发的新员工')).toEqual([])
    expect((await rowsOnDevice(page, office)).outbox).toBe(1)
    await openUserMenuAndSignOut(page, '门店收银员')
    await page.waitForURL(/\/login/)

    // A signs in again: the write goes, once, and the note is gone.
    await signIn(page, 'office', 'office123')
    await expect.poll(async () => (await staffNamed('待发的新员工')).length, { timeout: 30_000 }).toBe(1)
    await openUserMenuAndSignOut(page, '办公室文员')
    await page.waitForURL(/\/login/)
    expect(await page.getByTestId('ended-session-notes').count()).toBe(0)
    await context.close()
  }, 180_000)

  it('a sign-out made offline revokes the token once the device is back online', async () => {
    const { context, page } = await openPage(app.browser, app.server)
    await signIn(page, 'field', 'field123')
    const token = (await page.evaluate(() => localStorage.getItem('pm3-token')))!
    // The login page must open offline: from the service worker's cache, as on a till.
    await waitForServiceWorker(page)
    await goOffline(context)
    await openUserMenuAndSignOut(page, '项目现场员')
    await page.waitForURL(/\/login/)
    // The server has not heard it yet: the token still answers.
    expect((await call(app.server, 'GET', '/user/userInfo', { headers: bearer(token) })).body.code).toBe(200)
    await goOnline(context)
    await expect
      .poll(
        async () => (await call(app.server, 'GET', '/user/userInfo', { headers: bearer(token) })).status,
        {
          timeout: 20_000,
        },
      )
      .toBe(401)
    await context.close()
  }, 120_000)
})
