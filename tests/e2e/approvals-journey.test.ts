// A company's expense chain, as its people live it: a ¥6,000 claim filed offline on a phone routes
// through the branch to the general manager; the 人事经理 step is a 会签 of two, one of them deciding
// offline; the applicant's urge and the general manager's transfer reach the open pages live; the
// approved claim is in the books once, and on the finance dashboard. The network drops here while
// each page stays open (a reload offline is approvals-offline's), so no context installs the
// service worker.
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { newId } from '../../src/data/enqueue.ts'
import { stepsOf } from '../../src/modules/approvals/sop-rules.ts'
import { actAs, moveOntoPost, postStep, saveFlow } from '../helpers/approvals.ts'
import {
  appUnderTest,
  type BrowserSession,
  goOffline,
  goOnline,
  ONLINE_ONLY,
  signedInPage,
  waitForPulled,
} from '../helpers/browser.ts'
import { tableRows } from '../helpers/test-server.ts'

const app = appUnderTest()
const TITLE = '项目部差旅费（6000）'

const rows = (table: string) => tableRows(app.server, table)

async function signedIn(user: string): Promise<BrowserSession> {
  const s = await signedInPage(app, user, `${user}123`, ONLINE_ONLY)
  await waitForPulled(s.page, ['sops', 'sopResults', 'sopFlows'])
  return s
}

/** Opens the claim from the approval platform, as its link there does. */
async function openClaim(page: Page) {
  await page.goto('/expe/expehome')
  await page.getByTestId('sop-table').filter({ visible: true }).getByRole('link', { name: TITLE }).click()
  await page
    .getByTestId('sop-detail')
    .filter({ visible: true })
    .getByRole('heading', { name: TITLE })
    .waitFor()
}

const detail = (page: Page) => page.getByTestId('sop-detail').filter({ visible: true })

async function agree(page: Page, comment: string) {
  await detail(page).getByLabel('审批意见').fill(comment)
  await detail(page).getByRole('button', { name: '同意' }).click()
  await detail(page).getByTestId('decide-panel').waitFor({ state: 'detached' })
}

const claim = async () => (await rows('res_sops')).filter((s) => s.title === TITLE)

it('a ¥6,000 claim filed offline on a phone waits on a 会签 of two (one deciding offline), is urged and transferred live, and is booked once', async () => {
  // The admin, who holds the routing right, sets the chain up as the flow editor saves it: a second
  // 人事经理 (the shop manager's file moved onto the post), 会签; the general manager over ¥5,000.
  const admin = await actAs(app.server, 'admin', 'admin123')
  const hr = await postStep(app.server, 'RLB', '人事经理', { mode: 'all' })
  const moved = await moveOntoPost(app.server, admin, await actAs(app.server, 'shop', 'shop123'), hr)
  expect(moved.body.code, moved.body.msg).toBe(200)
  const gm = await postStep(app.server, 'ZJB', '总经理', { when: { over: 5_000_00 } })
  const saved = await saveFlow(admin, app.server, 'expefina', [hr, gm])
  expect(saved.body.code, saved.body.msg).toBe(200)

  // Field staff, on a phone: the form says who decides a ¥6,000 claim, then the network drops.
  const field = await signedIn('field')
  await field.page.setViewportSize({ width: 390, height: 844 })
  await field.page.goto('/expe/soplist?template=expefina')
  const form = field.page.locator('form')
  await form.getByLabel('金额').fill('6000')
  await expect.poll(() => form.getByTestId('flow-preview').innerText()).toContain('总经理')
  await expect.poll(() => form.getByTestId('flow-deciders').innerText()).toContain('系统管理员')
  await goOffline(field.context)
  await form.getByLabel('标题').fill(TITLE)
  await form.getByLabel('费用类别').selectOption({ label: '差旅费' })
  await form.getByLabel('事由').fill('往返项目现场，高铁与住宿')
  await form.getByRole('button', { name: '提交' }).click()
  await expect.poll(() => detail(field.page).getByTestId('sop-state').innerText()).toContain('待同步')
  expect(await claim()).toHaveLength(0)
  await goOnline(field.context)
  await expect.poll(claim, { timeout: 30_000 }).toHaveLength(1)
  const [filed] = await claim()
  expect(Number(filed!.amount)).toBe(6_000_00)
  // The branch applied: both 人事经理 holders, then the general manager.
  expect(stepsOf(filed as never).map((s) => s.approver_names.sort())).toEqual([
    ['办公室文员', '门店收银员'].sort(),
    ['系统管理员'],
  ])

  // The two 人事经理 holders open it; the shop manager loses the network before deciding.
  const office = await signedIn('office')
  const shop = await signedIn('shop')
  await expect.poll(() => openClaim(office.page).then(() => true), { timeout: 30_000 }).toBe(true)
  await openClaim(shop.page)
  await goOffline(shop.context)
  await agree(shop.page, '费用属实')
  await expect.poll(() => detail(shop.page).getByTestId('sop-state').innerText()).toContain('待同步')

  // The applicant urges from the phone: the line reaches the office's open page live.
  await detail(field.page).getByRole('button', { name: '催办' }).click()
  await expect
    .poll(() => detail(office.page).getByTestId('sop-history').innerText(), { timeout: 20_000 })
    .toContain('催办')

  // 会签: one agreement is not enough while the other is still on a device with no network.
  await agree(office.page, '同意报销')
  const agreedBy = async (name: string) =>
    (await rows('res_sopResults')).filter(
      (r) => r.sop_id === filed!.id && r.decision === 'agree' && r.approver_name === name,
    ).length
  await expect.poll(() => agreedBy('办公室文员'), { timeout: 20_000 }).toBe(1)
  expect((await claim())[0]).toMatchObject({ status: 'pending', step: 0 })
  await goOnline(shop.context)
  await expect
    .poll(async () => ({ ...(await claim())[0] }), { timeout: 30_000 })
    .toMatchObject({ status: 'pending', step: 1 })
  expect(await agreedBy('门店收银员')).toBe(1)

  // The general manager is away and hands the step to the office; it reaches the office's page live.
  const atGm = (await claim())[0]!
  const officeId = Number((await rows('users')).find((u) => u.username === 'office')!.id)
  const key = newId()
  const handed = await admin.post(
    '/sops/transferSop',
    {
      id: key,
      sop_id: atGm.id,
      step: 1,
      to_id: officeId,
      to_name: '办公室文员',
      comment: '出差期间请代为审批',
    },
    { key },
  )
  expect(handed.body.code, handed.body.msg).toBe(200)
  await detail(office.page).getByTestId('decide-panel').waitFor({ timeout: 20_000 })
  await agree(office.page, '已核对票据')
  await expect.poll(async () => (await claim())[0]?.status, { timeout: 20_000 }).toBe('approved')

  // In the books once, and counted by the finance dashboard.
  const booked = (await rows('res_managementExpenses')).filter((r) => r.sop_id === atGm.id)
  expect(booked.map((r) => Number(r.amount))).toEqual([6_000_00])
  await detail(office.page).getByTestId('sop-booked').waitFor()
  const fen = (await rows('res_managementExpenses'))
    .filter((r) => Number(r.deleted) === 0)
    .reduce((s, r) => s + Number(r.amount), 0)
  await office.page.goto('/fina/finahome')
  await expect
    .poll(() => office.page.locator('[data-stat="管理费用"]').filter({ visible: true }).innerText(), {
      timeout: 20_000,
    })
    .toContain(`¥${(fen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2 })}`)
  for (const s of [field, office, shop]) await s.context.close()
}, 240_000)
