import { afterEach, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS } from '../../server/demo/seed.ts'
import {
  appUnderTest,
  type BrowserSession,
  groupTitles,
  ONLINE_ONLY,
  openPage,
  openUserMenuAndSignOut,
  signInThroughPage,
} from '../helpers/browser.ts'
import { tableRows } from '../helpers/test-server.ts'

const app = appUnderTest()
let s: BrowserSession
afterEach(async () => {
  await s?.context.close()
})

/** Each account's menu groups in the column layout (spec §6): its rights, nothing more. */
const GROUPS: Record<string, string[]> = {
  admin: [
    '首页',
    '门店',
    '招聘',
    '审批',
    '订单',
    '库存',
    '项目',
    '培训',
    '成本',
    '财务',
    '人事',
    '行政',
    '网站',
    '系统',
  ],
  shop: ['首页', '门店', '招聘', '审批', '网站'],
  field: ['首页', '招聘', '审批', '项目', '网站'],
  office: ['首页', '招聘', '审批', '财务', '人事', '行政', '网站'],
}

describe('sign-in page', () => {
  it.each(DEMO_ACCOUNTS)(
    '$username signs in, reaches the dashboard and sees exactly its menu groups',
    async (account) => {
      s = await openPage(app.browser, app.server, ONLINE_ONLY)
      await s.page.goto('/login')
      await signInThroughPage(s.page, account.username, account.password)
      await s.page.waitForURL(`${app.server.url}/`)
      await expect
        .poll(() => s.page.getByRole('heading', { level: 1 }).innerText())
        .toContain(account.nickname)
      const footer = await s.page.locator('footer').innerText()
      expect(footer).toContain(String(new Date().getFullYear()))
      expect(footer).toContain('华建示范工程有限公司')
      // Spec §9: the abbreviation, the version and its build date.
      expect(footer).toContain('PM3.0 版本 12.1.5（2025-04-25）')
      expect(await s.page.title()).toBe('平台首页 - PM3 企业管理平台')
      await expect.poll(() => groupTitles(s.page)).toEqual(GROUPS[account.username])
    },
  )

  it('shows the form rules of spec §5 before calling the server', async () => {
    s = await openPage(app.browser, app.server, ONLINE_ONLY)
    await s.page.goto('/login')
    await s.page.getByRole('button', { name: '登录' }).click()
    await expect.poll(() => s.page.getByText('用户名不能为空').isVisible()).toBe(true)
    await expect.poll(() => s.page.getByText('请输入密码').isVisible()).toBe(true)
    await s.page.getByLabel('用户名').fill('admin')
    await s.page.getByLabel('密码').fill('12345')
    await s.page.getByRole('button', { name: '登录' }).click()
    await expect.poll(() => s.page.getByText('密码不能少于6位').isVisible()).toBe(true)
    expect(new URL(s.page.url()).pathname).toBe('/login')
  })

  it("shows the server's message for a wrong password, in the language chosen on the login page", async () => {
    s = await openPage(app.browser, app.server, ONLINE_ONLY)
    await s.page.goto('/login')
    await signInThroughPage(s.page, 'office', 'not-the-password')
    await expect.poll(() => s.page.getByRole('alert').innerText()).toBe('用户名或密码错误')

    await s.page.getByRole('button', { name: 'English' }).click()
    await s.page.getByLabel('User name').fill('office')
    await s.page.getByLabel('Password').fill('still-not-it')
    await s.page.getByRole('button', { name: 'Sign in' }).click()
    await expect.poll(() => s.page.getByRole('alert').innerText()).toBe('Wrong user name or password')
  })
})

describe('guard', () => {
  it('sends a visitor to login with the return path, and back there after sign-in', async () => {
    s = await openPage(app.browser, app.server, ONLINE_ONLY)
    await s.page.goto('/myuser')
    await s.page.waitForURL(/\/login\?redirect=%2Fmyuser$/)
    await signInThroughPage(s.page, 'field', 'field123')
    await s.page.waitForURL(`${app.server.url}/myuser`)
    await expect.poll(() => s.page.getByText('项目现场员').first().isVisible()).toBe(true)
  })

  it('never follows a return path that leaves the site (issue 19)', async () => {
    s = await openPage(app.browser, app.server, ONLINE_ONLY)
    await s.page.goto('/login?redirect=%2F%5Cexample.invalid%2Fphish')
    await signInThroughPage(s.page, 'field', 'field123')
    await s.page.waitForURL(`${app.server.url}/`)
  })

  it('sends an unknown path to /404, signed in or not', async () => {
    s = await openPage(app.browser, app.server, ONLINE_ONLY)
    await s.page.goto('/no/such/page')
    await s.page.waitForURL(`${app.server.url}/404`)
    await expect.poll(() => s.page.getByText('抱歉，您访问的页面不存在').isVisible()).toBe(true)

    await s.page.goto('/login')
    await signInThroughPage(s.page, 'shop', 'shop123')
    await s.page.waitForURL(`${app.server.url}/`)
    await s.page.goto('/dian/nothing-here')
    await s.page.waitForURL(`${app.server.url}/404`)
  })

  it('sends a signed-in user from /login to /, and logout clears the session but the company', async () => {
    s = await openPage(app.browser, app.server, ONLINE_ONLY)
    await s.page.goto('/login')
    await signInThroughPage(s.page, 'admin', 'admin123')
    await s.page.waitForURL(`${app.server.url}/`)
    await s.page.goto('/login')
    await s.page.waitForURL(`${app.server.url}/`)
    // Spec §7 staff detail, under the spec's keys: the general manager's staff file.
    const staff = await s.page.evaluate(() => [
      localStorage.getItem('staff'),
      localStorage.getItem('staff_post_id'),
    ])
    const gmPost = (await tableRows(app.server, 'res_posts')).find((p) => p.name === '总经理')
    expect(staff).toEqual(['王建国', gmPost?.id])
    // The spec §3 keys of the signed-in user, and the address the server saw (Public_IP).
    const kept = await s.page.evaluate(() =>
      ['UID', 'NowTime', 'Public_IP'].map((k) => localStorage.getItem(k)),
    )
    const admin = (await tableRows(app.server, 'users')).find((u) => u.username === 'admin')
    expect(kept[0]).toBe(String(admin?.id))
    expect(Number(kept[1])).toBeGreaterThan(Date.now() - 10 * 60_000)
    expect(kept[2]).toBe('127.0.0.1')

    await s.page.goto('/myuser')
    await openUserMenuAndSignOut(s.page, '系统管理员')
    await s.page.waitForURL(/\/login\?redirect=%2Fmyuser$/)
    // The login page reloads the public site info (and its weixin_gzh switch); nothing of the user is
    // left. The device's own identity stays (a till's code and receipt counter are the device's), and
    // so do the company id and the domain marker (spec §4; DM is written since site info carries it).
    const keys = await s.page.evaluate(() => Object.keys(localStorage).sort())
    expect(keys.filter((k) => k !== 'SiteInfo' && k !== 'weixin_gzh' && !k.startsWith('pm3-'))).toEqual([
      'COM_ID',
      'DM',
    ])
    expect(keys).toContain('pm3-device')
    expect(keys).not.toContain('pm3-token')
    await s.page.goto('/')
    await s.page.waitForURL(`${app.server.url}/login`)
  })
})
