// The visitor pages in real Chromium, signed out: knowledge notes (read, kept offline, exercises,
// search, a hostile note), the visitor forms with their texted codes (an activity sign-up offline
// arriving once, a refused card binding corrected), the cloud pricing tools with
// known figures, the log notebook across a reload and into the cloud account, and the whitelist.
import type { Page } from 'playwright-core'
import { ulid } from 'ulid'
import { describe, expect, it } from 'vitest'
import { PUBLIC_PAGE_PATHS, PUBLIC_PAGE_TITLES } from '../../src/auth/public-paths.ts'
import {
  appUnderTest,
  goOffline,
  goOnline,
  ONLINE_ONLY,
  openPage,
  signedInPage,
  waitForServiceWorker,
} from '../helpers/browser.ts'
import { lastTextedCode } from '../helpers/register.ts'
import { bearer, call, login, tableRows } from '../helpers/test-server.ts'

const app = appUnderTest()

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { name }).filter({ visible: true }).first()
/** The amount beside a label in a totals column. */
const amount = (page: Page, label: string) => page.locator(`dt:text-is("${label}") + dd`).innerText()

describe('knowledge notes, signed out', () => {
  it('searches notes, reads one, answers its exercises, and reads it again offline', async () => {
    const { context, page } = await openPage(app.browser, app.server)
    await page.goto('/pubmksou')
    await page.getByRole('link', { name: '配电箱选型要点' }).waitFor()
    await page.getByRole('searchbox', { name: '搜索知识笔记' }).fill('漏电')
    await page.getByRole('searchbox', { name: '搜索知识笔记' }).press('Enter')
    await expect.poll(() => page.getByRole('listitem').count(), { timeout: 10_000 }).toBe(1)
    await page.getByRole('link', { name: '施工现场临时用电安全' }).click()

    await heading(page, '施工现场临时用电安全').waitFor()
    await heading(page, '三级配电').waitFor()
    expect(await page.locator('article strong').first().innerText()).toBe('TN-S 接零保护系统')
    // Who reads and when, over the note, in print too (text tiles, not a background).
    const mark = page.getByTestId('watermark')
    expect(await mark.getAttribute('aria-hidden')).toBe('true')
    expect(await mark.locator('span').first().innerText()).toMatch(
      /^访客 \S{6} · \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    )
    await page.emulateMedia({ media: 'print' })
    expect(await mark.isVisible()).toBe(true)
    await page.emulateMedia({ media: 'screen' })

    await page.getByRole('link', { name: '做练习（3 题）' }).click()
    await page.getByRole('radio', { name: 'A. TN-S' }).check()
    // The exercises carry the same watermark as their note.
    expect(await page.getByTestId('watermark').locator('span').first().innerText()).toMatch(/^访客 \S{6} · /)
    await page.getByRole('radio', { name: 'D. 插座箱' }).check()
    await page.getByRole('radio', { name: 'C. 50 mA' }).check()
    await page.getByRole('button', { name: '交卷' }).click()
    expect(await page.getByRole('status').innerText()).toBe('得分 66 分（答对 2/3）')
    await page.getByText('回答错误，正确答案 B').waitFor()
    await page.getByRole('link', { name: '我的学习' }).filter({ visible: true }).last().click()
    await page.getByRole('cell', { name: '66 分 (2/3)' }).waitFor()

    // Read once: it stays readable with no network, after a reload.
    await waitForServiceWorker(page)
    await goOffline(context)
    await page.goto(`/pubmkdinfo?id=${await noteId('施工现场临时用电安全')}`)
    await heading(page, '三级配电').waitFor({ timeout: 15_000 })
    await page.getByText('离线阅读：本机保存的版本').waitFor()
    await goOnline(context)
    await context.close()
  })

  it('renders a hostile note harmlessly', async () => {
    const admin = await login(app.server, 'admin', 'admin123')
    const id = ulid()
    const hostile = [
      '# 恶意笔记',
      '<img src=x onerror="window.__pwned = 1">',
      '<script>window.__pwned = 2</script>',
      '[点我](javascript:window.__pwned=3)',
      '[数据](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    ].join('\n\n')
    // Saved through the resource engine's own call, as /study/studymkd's form does.
    const saved = await call(app.server, 'POST', '/study/saveMkd', {
      body: { id, title: '恶意笔记', status: 'published', body: hostile },
      headers: { ...bearer(admin), 'Idempotency-Key': ulid() },
    })
    expect(saved.body.code).toBe(200)

    const { context, page } = await openPage(app.browser, app.server, ONLINE_ONLY)
    await page.goto(`/pubmkdinfo?id=${id}`)
    await heading(page, '恶意笔记').waitFor()
    const article = page.locator('article')
    await article.getByText('<img src=x onerror="window.__pwned = 1">').waitFor()
    await article.getByText('<script>window.__pwned = 2</script>').waitFor()
    expect(await article.locator('img, script, iframe, [onerror]').count()).toBe(0)
    expect(await article.locator('a').count()).toBe(0)
    await article.getByText('点我').click()
    expect(await page.evaluate('window.__pwned')).toBeUndefined()
    await context.close()
  })
})

describe('editing notes on the authenticated side', () => {
  it('an edit made on /study/studymkd is what visitors read', async () => {
    const staff = await signedInPage(app, 'admin', 'admin123', ONLINE_ONLY)
    await staff.page.goto('/study/studymkd')
    const row = staff.page.getByRole('row').filter({ hasText: '动火作业审批', visible: true })
    await row.getByRole('button', { name: '编辑' }).click()
    await staff.page.getByLabel('正文（Markdown）').fill('# 动火作业审批\n\n动火期间**监护人不得离开现场**。')
    await staff.page.getByRole('button', { name: '保存' }).click()
    const id = await noteId('动火作业审批')
    await expect
      .poll(async () => (await tableRows(app.server, 'res_studyNotes')).find((n) => n.id === id)?.body, {
        timeout: 15_000,
      })
      .toContain('监护人不得离开现场')
    await staff.context.close()

    const { context, page } = await openPage(app.browser, app.server, ONLINE_ONLY)
    await page.goto(`/pubmkdinfo?id=${id}`)
    expect(await page.locator('article strong').innerText()).toBe('监护人不得离开现场')
    await context.close()
  })
})

async function noteId(title: string): Promise<string> {
  const row = (await tableRows(app.server, 'res_studyNotes')).find((n) => n.title === title)
  return String(row!.id)
}

describe('visitor forms', () => {
  it('an activity sign-up is checked on the device, queued offline and arrives once after reconnecting', async () => {
    const { context, page } = await openPage(app.browser, app.server)
    await page.goto(`/signup?activity=${encodeURIComponent('安全用电开放日')}`)
    await heading(page, '活动报名').waitFor()
    await waitForServiceWorker(page)

    // The code comes by text message, so it is asked for online: a malformed mobile gets none.
    await page.getByLabel('姓名').fill('赵离线')
    await page.getByLabel('手机号').fill('2391234567')
    await page.getByRole('button', { name: '获取验证码' }).click()
    await page.getByRole('alert').filter({ hasText: '请输入正确的手机号码' }).waitFor()
    await page.getByLabel('手机号').fill('13912345678')
    await page.getByRole('button', { name: '获取验证码' }).click()
    await page.getByText('验证码已发送至 13912345678').waitFor()
    await page.getByRole('button', { name: /秒后可重发/ }).waitFor()
    const code = await lastTextedCode(app.server, '13912345678')

    await goOffline(context)
    await page.getByLabel('手机号').fill('2391234567')
    await page.getByRole('button', { name: '提交' }).click()
    await page.getByText('请输入正确的手机号码').waitFor()
    await page.getByText('请输入手机验证码').waitFor()
    await page.getByLabel('手机号').fill('13912345678')
    await page.getByLabel('验证码').fill(code)
    await page.getByRole('button', { name: '提交' }).click()

    await page.waitForURL(/\/ok\?id=/)
    await page.getByText('已保存在本机，联网后将自动发送。').waitFor()
    const arrived = async () =>
      (await tableRows(app.server, 'res_signups')).filter((r) => r.name === '赵离线')
    expect(await arrived()).toHaveLength(0)

    await goOnline(context)
    await page.getByText('已送达，感谢您的报名。').waitFor({ timeout: 15_000 })
    expect(await arrived()).toEqual([
      expect.objectContaining({ kind: 'activity', mobile: '13912345678', activity: '安全用电开放日' }),
    ])
    // A reload and another reconnect send nothing more.
    await page.reload()
    await page.getByText('已送达，感谢您的报名。').waitFor()
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    await page.waitForTimeout(500)
    expect(await arrived()).toHaveLength(1)
    await page.getByRole('link', { name: '我的提交记录' }).click()
    await page.getByText('赵离线 · 13912345678').waitFor()
    await context.close()
  })

  it('a card binding with a wrong code is refused in sight, then corrected and sent in its place', async () => {
    const { context, page } = await openPage(app.browser, app.server, ONLINE_ONLY)
    await page.goto('/dianbang')
    await heading(page, '会员卡绑定').waitFor()
    await page.getByLabel('姓名').fill('孙绑卡')
    await page.getByLabel('手机号').fill('13955556666')
    await page.getByRole('button', { name: '获取验证码' }).click()
    await page.getByText('验证码已发送至 13955556666').waitFor()
    const code = await lastTextedCode(app.server, '13955556666')
    await page.getByLabel('验证码').fill(code === '000000' ? '111111' : '000000')
    await page.getByLabel('会员卡号').fill('VIP1001')
    await page.getByRole('button', { name: '提交' }).click()

    await page.waitForURL(/\/ok\?id=/)
    await heading(page, '提交未成功').waitFor({ timeout: 15_000 })
    await page.getByText('验证码不正确，还可再试 4 次').waitFor()
    const requests = async () =>
      (await tableRows(app.server, 'res_memberRequests')).filter((r) => r.name === '孙绑卡')
    expect(await requests()).toHaveLength(0)

    await page.getByRole('link', { name: '修改后重新提交' }).click()
    await page.waitForURL(/\/dianbang\?again=/)
    await expect.poll(() => page.getByLabel('会员卡号').inputValue()).toBe('VIP1001')
    expect(await page.getByLabel('手机号').inputValue()).toBe('13955556666')
    await page.getByRole('alert').filter({ hasText: '验证码不正确，还可再试 4 次' }).waitFor()
    await page.getByLabel('验证码').fill(code)
    await page.getByRole('button', { name: '提交' }).click()
    await page.getByText('已送达，感谢您的报名。').waitFor({ timeout: 15_000 })
    expect(await requests()).toEqual([
      expect.objectContaining({ kind: 'card', mobile: '13955556666', card_no: 'VIP1001', status: 'pending' }),
    ])
    // The corrected entry took the refused one's place: nothing refused is left on the device.
    await page.getByRole('link', { name: '我的提交记录' }).click()
    await page.getByText('孙绑卡 · 13955556666').waitFor()
    expect(await page.getByText('未通过').count()).toBe(0)
    await context.close()
  })
})

describe('cloud pricing tools', () => {
  it('estimates a distribution box and values it with known totals', async () => {
    const { context, page } = await openPage(app.browser, app.server, ONLINE_ONLY)
    await page.goto('/yunpeidian')
    await page.getByLabel('配电箱箱体 600×800×200 数量').fill('1')
    await page.getByLabel('塑壳断路器 NM1-125 数量').fill('1')
    await page.getByLabel('微型断路器 DZ47-63 数量').fill('6')
    await page.getByLabel('漏电保护器 DZ47LE-32 数量').fill('2')
    await page.getByLabel('台数').fill('2')
    await page.getByLabel('人工费率 %').fill('15')
    // 860.00 + 186.50 + 6 × 24.80 + 2 × 99.00 = 1393.30 a box; × 2 = 2786.60; labour 15 % = 417.99
    expect(await amount(page, '每台设备费')).toBe('¥1,393.30')
    expect(await amount(page, '设备合计')).toBe('¥2,786.60')
    expect(await amount(page, '人工费')).toBe('¥417.99')
    expect(await amount(page, '估算合计')).toBe('¥3,204.59')

    await page.getByRole('button', { name: '据此估价' }).click()
    await heading(page, '估价').waitFor()
    expect(await page.getByLabel('直接费（元）').inputValue()).toBe('3204.59')
    // Management 8 % = 256.37; profit 5 % of 3460.96 = 173.05; tax 9 % of 3634.01 = 327.06
    expect(await amount(page, '管理费')).toBe('¥256.37')
    expect(await amount(page, '利润')).toBe('¥173.05')
    expect(await amount(page, '税金')).toBe('¥327.06')
    expect(await amount(page, '估价合计')).toBe('¥3,961.07')
    await page.getByRole('button', { name: '保存到成本笔记本' }).click()
    await page.waitForURL(/\/yuncostlist/)
    await page.getByText('¥3,961.07').waitFor()
    await context.close()
  })

  it('keeps a log-notebook entry across a reload and syncs it once signed in to the cloud', async () => {
    const { context, page } = await openPage(app.browser, app.server)
    await page.goto('/yunrizhi')
    await page.getByLabel('日志内容').fill('3# 楼分配电箱接线完成，绝缘测试合格')
    await page.getByRole('button', { name: '记一笔' }).click()
    await page.getByText('仅本机').waitFor()
    await page.reload()
    await page.getByText('3# 楼分配电箱接线完成，绝缘测试合格').waitFor()

    await page.goto('/yunlogin')
    await page.getByRole('button', { name: '微信登录' }).click()
    await page.getByRole('alert').filter({ hasText: '微信登录未配置' }).waitFor()
    await page.getByLabel('用户名').fill('yun')
    await page.getByLabel('密码').fill('yun123')
    await page.getByRole('button', { name: '登录', exact: true }).click()
    await page.waitForURL(/\/yunindex/)
    await page.goto('/yunrizhi')
    await page.getByText('已同步').waitFor({ timeout: 10_000 })
    const rows = await tableRows(app.server, 'yun_notes')
    expect(rows.filter((r) => String(r.body).includes('绝缘测试合格'))).toHaveLength(1)
    await context.close()
  })
})

describe('the whitelist', () => {
  it('opens every public page without a token, and nothing else', async () => {
    const { context, page } = await openPage(app.browser, app.server, ONLINE_ONLY)
    for (const path of PUBLIC_PAGE_PATHS) {
      await page.goto(path)
      await expect
        .poll(() => page.title(), { timeout: 10_000 })
        .toMatch(new RegExp(`^${PUBLIC_PAGE_TITLES[path].zh} - `))
      expect(new URL(page.url()).pathname, path).toBe(path)
    }
    for (const path of ['/', '/study/studymkd', '/recruit/guan', '/site/siteunit', '/dian/huiyuan']) {
      await page.goto(path)
      await page.waitForURL(/\/login/)
    }
    await page.goto('/callback?code=abc')
    await page.getByText('微信登录未配置').waitFor()
    await context.close()
  })
})
