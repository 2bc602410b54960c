// @vitest-environment happy-dom
// 代理设置 (issue 36): an approver sets who decides for them while away, changes it and ends it early,
// offline too; a refusal the device can judge (oneself, a range ending before it starts) is said at
// once and nothing is queued; only a holder of the flows' right may pick someone else's.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { signedInPage } from '../../test-kit/page-harness.tsx'
import { StandInPanel } from './stand-in-panel.tsx'
import { companyDay, standInId } from './stand-in-rules.ts'

let page: Awaited<ReturnType<typeof signedInPage>>
afterEach(async () => {
  cleanup()
  await page.close()
})

async function open(account: { username: string; acce: string; admin?: boolean }, lang: 'zh' | 'en' = 'zh') {
  page = await signedInPage(account, lang)
  // Who acts, as the page keeps it for offline starts (the harness's user is number 7).
  await page.db.meta.put({ key: 'userInfo', value: { ID: 7, nickname: '办公室文员' } })
  await page.db.table('colleagues').bulkPut([
    { id: '1', name: '系统管理员', updated_at: 1 },
    { id: '7', name: '办公室文员', updated_at: 1 },
    { id: '9', name: '门店收银员', updated_at: 1 },
  ])
  page.show(<StandInPanel />)
}

const today = companyDay(Date.now())
const inDays = (n: number) => companyDay(Date.now() + n * 86_400_000)

it('sets a stand-in for oneself at once and queued, then ends it early', async () => {
  await open({ username: 'office', acce: '400' })
  expect(await screen.findByText('未设置代理')).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: '设置代理' }))
  // Only the flows' right picks someone else's stand-in: a clerk has no approver to choose.
  expect(screen.queryByLabelText('被代理人')).toBeNull()
  const standIn = screen.getByLabelText('代理人')
  await waitFor(() =>
    expect([...standIn.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      '请选择',
      '系统管理员',
      '门店收银员',
    ]),
  )
  fireEvent.change(standIn, { target: { value: '9' } })
  fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: inDays(2) } })
  fireEvent.change(screen.getByLabelText('备注'), { target: { value: '出差' } })
  fireEvent.click(screen.getByRole('button', { name: '保存' }))
  await waitFor(async () => expect((await page.queued()).map((e) => e.kind)).toEqual(['sops.setStandIn']))
  expect((await page.queued())[0]!.payload).toMatchObject({
    approver_id: 7,
    standin_id: 9,
    standin_name: '门店收银员',
    start_date: today,
    end_date: inDays(2),
    note: '出差',
  })
  expect(
    await screen.findByText(`门店收银员 代 办公室文员 审批：${today} 至 ${inDays(2)}（生效中）`),
  ).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: '提前结束' }))
  await waitFor(async () =>
    expect((await page.queued()).map((e) => e.kind)).toEqual(['sops.setStandIn', 'sops.endStandIn']),
  )
  expect(await page.db.table('sopStandIns').get(standInId(7))).toMatchObject({ status: 'ended' })
  expect(await screen.findByText('未设置代理')).toBeTruthy()
})

it('says a range that ends before it starts in the user’s language, and queues nothing', async () => {
  await open({ username: 'office', acce: '400' }, 'en')
  fireEvent.click(await screen.findByRole('button', { name: 'Set a stand-in' }))
  fireEvent.change(screen.getByLabelText('Stand-in'), { target: { value: '9' } })
  fireEvent.change(screen.getByLabelText('From'), { target: { value: inDays(3) } })
  fireEvent.change(screen.getByLabelText('To'), { target: { value: inDays(1) } })
  fireEvent.click(screen.getByRole('button', { name: 'Save' }))
  expect((await screen.findByRole('alert')).textContent).toContain(
    'The end date cannot be before the start date',
  )
  expect(await page.queued()).toHaveLength(0)
})

it('lets an admin pick whose stand-in it is, and tells a stand-in whom they decide for', async () => {
  await open({ username: 'admin', acce: '', admin: true })
  await page.db.table('sopStandIns').put({
    id: standInId(1),
    approver_id: 1,
    approver_name: '系统管理员',
    standin_id: 7,
    standin_name: '办公室文员',
    start_date: today,
    end_date: inDays(4),
    status: 'set',
    set_by_id: 1,
    updated_at: 1,
  })
  expect((await screen.findByTestId('standing-in-for')).textContent).toBe(
    `您正在代 系统管理员 审批，至 ${inDays(4)}`,
  )
  fireEvent.click(screen.getByRole('button', { name: '设置代理' }))
  const approver = screen.getByLabelText('被代理人')
  fireEvent.change(approver, { target: { value: '9' } })
  fireEvent.change(screen.getByLabelText('代理人'), { target: { value: '7' } })
  fireEvent.click(screen.getByRole('button', { name: '保存' }))
  await waitFor(async () => expect((await page.queued()).map((e) => e.kind)).toEqual(['sops.setStandIn']))
  expect((await page.queued())[0]!.payload).toMatchObject({
    approver_id: 9,
    approver_name: '门店收银员',
    standin_id: 7,
  })
})
