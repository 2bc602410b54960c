import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { newId } from '../../src/data/enqueue.ts'
import { companyDateTime } from '../../src/lib/company-time.ts'
import {
  appUnderTest,
  goOffline,
  goOnline,
  signedInPage,
  waitForPulled,
  waitForServiceWorker,
} from '../helpers/browser.ts'
import { bearer, call, login, tableRows } from '../helpers/test-server.ts'

const app = appUnderTest()

const serverRows = (table: string) => tableRows(app.server, table)
const userId = async (username: string) =>
  (
    await app.server.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow()
  ).id

const APPROVAL_LISTS = ['sops', 'sopResults', 'staffBuka', 'sopFlows']

/** Opens an /expe page through the menu-less route, as a bookmarked link would (the SW serves it offline). */
async function open(page: Page, path: string) {
  await page.goto(path)
}

async function filePunch(page: Page, date: string, time: string, slot: '上班卡' | '下班卡', reason: string) {
  const form = page.getByTestId('punch-form')
  await form.getByLabel('补卡日期').fill(date)
  await form.getByLabel('补卡时间').fill(time)
  await form.getByLabel('补卡类型').selectOption({ label: slot })
  await form.getByLabel('补卡原因').fill(reason)
  await form.getByRole('button', { name: '提交补卡申请' }).click()
  await page.getByRole('status').filter({ hasText: '已保存在本设备' }).waitFor()
}

async function decide(page: Page, title: string, decision: '同意' | '驳回', comment: string) {
  await page.getByTestId('sop-table').filter({ visible: true }).getByRole('link', { name: title }).click()
  const detail = page.getByTestId('sop-detail').filter({ visible: true })
  await detail.getByRole('heading', { name: title }).waitFor()
  await detail.getByLabel('审批意见').fill(comment)
  await detail.getByRole('button', { name: decision }).click()
  // Decided offline: shown at once, marked as waiting to sync.
  await detail.getByTestId('decide-panel').waitFor({ state: 'detached' })
  await expect.poll(() => detail.getByTestId('sop-state').innerText()).toContain('待同步')
  await page.goBack()
}

const DECISIONS: [string, '同意' | '驳回', string][] = [
  ['滨江花园二期 铝合金门窗供货合同', '同意', '门窗型号与图纸一致'],
  ['滨江花园二期 11月劳务费结算', '同意', '产值已核对'],
  ['城南实验学校 教学楼设计变更', '驳回', '请附设计院正式变更单'],
  ['滨江花园二期 外墙保温分包预审', '同意', '比价充分'],
  ['高新区厂房 钢材价差调整', '驳回', '调差基准期有误'],
]

describe('approvals and make-up punches offline', () => {
  it('field staff decide five sops and file three punches offline; all arrive once; HR hears of the punches and approves one from the notice', async () => {
    const hr = await signedInPage(app, 'office', 'office123')
    await waitForPulled(hr.page, APPROVAL_LISTS)
    // Which sounds the page plays from now on (the audio itself is not observable headless).
    await hr.page.evaluate(() => {
      const played: string[] = []
      Object.assign(window, { played })
      const play = HTMLMediaElement.prototype.play
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        played.push(new URL(this.src).pathname)
        return play.call(this)
      }
    })

    const { context, page } = await signedInPage(app, 'field', 'field123')
    await waitForPulled(page, APPROVAL_LISTS)
    await waitForServiceWorker(page)
    await open(page, '/expe/expehome')
    await expect.poll(() => page.getByTestId('sop-count-waiting').innerText()).toContain('5')

    await goOffline(context)
    const [yesterday] = companyDateTime(Date.now() - 86_400_000)
    const [twoDaysAgo] = companyDateTime(Date.now() - 2 * 86_400_000)
    await open(page, '/expe/staff_buka')
    await filePunch(page, yesterday, '08:52', '上班卡', '工地无信号，打卡失败')
    await filePunch(page, yesterday, '18:07', '下班卡', '外出验收未回')
    await filePunch(page, twoDaysAgo, '08:45', '上班卡', '考勤机故障')
    await expect.poll(() => page.getByTestId('my-punches').getByText('待同步').count()).toBe(3)

    await open(page, '/expe/expehome')
    for (const [title, decision, comment] of DECISIONS) await decide(page, title, decision, comment)
    await expect.poll(() => page.getByTestId('sop-count-waiting').innerText()).toContain('0')

    // A reload with no network: every decision and punch is still there, still pending.
    await page.reload()
    await open(page, '/expe/myapproval')
    const decided = page.getByTestId('sop-table').filter({ visible: true })
    for (const [title] of DECISIONS) await decided.getByRole('link', { name: title }).waitFor()
    expect(await decided.getByText('待同步').count()).toBe(5)
    await expect.poll(() => page.getByTestId('sync-indicator').innerText()).toContain('待同步 8')
    expect((await serverRows('res_staffBuka')).length).toBe(0)

    app.server.clock.now = Date.now()
    await goOnline(context)
    await expect
      .poll(() => page.getByTestId('sync-indicator').innerText(), { timeout: 30_000 })
      .not.toContain('待同步')

    const field = await userId('field')
    const results = (await serverRows('res_sopResults')).filter(
      (r) => r.approver_id === field && (r.decision === 'agree' || r.decision === 'reject'),
    )
    const sops = await serverRows('res_sops')
    for (const [title, decision, comment] of DECISIONS) {
      const sop = sops.find((s) => s.title === title)!
      const mine = results.filter((r) => r.sop_id === sop.id)
      expect(mine).toHaveLength(1)
      expect(mine[0]).toMatchObject({ decision: decision === '同意' ? 'agree' : 'reject', comment })
      // Decided on the device while offline, received by the server later: both times kept.
      expect(Number(mine[0]!.client_time)).toBeGreaterThan(0)
      expect(Number(mine[0]!.server_time)).toBeGreaterThanOrEqual(Number(mine[0]!.client_time))
      expect(sop.status).toBe(decision === '同意' ? 'pending' : 'rejected')
    }
    const punches = await serverRows('res_staffBuka')
    expect(punches.map((p) => `${p.date} ${p.time} ${p.slot}`).sort()).toEqual(
      [`${twoDaysAgo} 08:45 in`, `${yesterday} 08:52 in`, `${yesterday} 18:07 out`].sort(),
    )

    // HR's bell picks the punches up as the approval lists do (at the latest with the 60 s notice poll)
    // and opens one.
    const bell = hr.page.getByTestId('notice-count')
    await expect.poll(() => bell.innerText().catch(() => '0'), { timeout: 75_000 }).toBe('5')
    // New notices chime: the company's sound first (none uploaded in the demo), then the bundled one.
    expect(await hr.page.evaluate(() => (window as unknown as { played: string[] }).played[0])).toBe(
      '/Uploads/1/notice.mp3',
    )
    await hr.page.getByTestId('notice-bell').click()
    await hr.page
      .getByTestId('notice-list')
      .getByRole('link', { name: `补卡 ${yesterday} 08:52 上班卡` })
      .click()
    await hr.page.waitForURL(/\/expe\/staff_buka_sp\?code=BK-.+&sop_id=/)
    const detail = hr.page.getByTestId('sop-detail').filter({ visible: true })
    await detail.getByText('工地无信号，打卡失败').waitFor()
    await detail.getByLabel('审批意见').fill('情况属实')
    await detail.getByRole('button', { name: '同意' }).click()
    await expect
      .poll(async () => (await serverRows('res_staffBuka')).find((p) => p.time === '08:52')?.status, {
        timeout: 30_000,
      })
      .toBe('approved')
    await hr.context.close()
    await context.close()
  })
  it('the applicant opens a rejected request offline: 新结果 until read, and the read reaches the server once', async () => {
    const as = async (name: string) => bearer(await login(app.server, name, `${name}123`))
    const field = await as('field')
    const mine = (
      await call<{ id: string; title: string; step: number; status: string }[]>(
        app.server,
        'GET',
        '/sops/getMySopList',
        {
          headers: field,
        },
      )
    ).body.data.find((s) => s.status === 'pending')!
    let rejected = false
    for (const approver of [await as('admin'), await as('office')])
      rejected ||=
        (
          await call(app.server, 'POST', '/sops/upSopStaffSopResult', {
            body: {
              id: newId(),
              sop_id: mine.id,
              step: mine.step,
              decision: 'reject',
              comment: '请补充发票',
            },
            headers: { ...approver, 'idempotency-key': newId() },
          })
        ).body.code === 200
    expect(rejected).toBe(true)

    const { context, page } = await signedInPage(app, 'field', 'field123')
    await waitForPulled(page, [...APPROVAL_LISTS, 'sopReads'])
    await waitForServiceWorker(page)
    await open(page, '/expe/myapprlist')
    const row = page.getByTestId('sop-table').filter({ visible: true }).locator(`[data-sop="${mine.id}"]`)
    await row.getByTestId('sop-unread').waitFor()

    await goOffline(context)
    await row.getByRole('link', { name: mine.title }).click()
    await page.getByTestId('sop-detail').filter({ visible: true }).getByTestId('sop-read-at').waitFor()
    await page.goBack()
    await expect.poll(() => row.getByTestId('sop-unread').count()).toBe(0)
    expect((await serverRows('res_sopReads')).filter((r) => r.sop_id === mine.id)).toHaveLength(0)

    await goOnline(context)
    await expect
      .poll(async () => (await serverRows('res_sopReads')).filter((r) => r.sop_id === mine.id).length, {
        timeout: 30_000,
      })
      .toBe(1)
    await context.close()
  })
})
