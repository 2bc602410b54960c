// @vitest-environment happy-dom
// An approver hands the waiting step to a colleague, offline too (issue 36): the step shows the new
// approver at once and the transfer is queued; the applicant's urge is queued and the button rests.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { newId } from '../../data/enqueue.ts'
import { signedInPage } from '../../test-kit/page-harness.tsx'
import { stepsOf } from './sop-rules.ts'
import { ResubmitPanel, StepActions, UrgeButton } from './step-actions-panel.tsx'

const waitingOn = (ids: number[], applicant = 3) => ({
  id: newId(),
  code: 'BK-20261128-X',
  template: 'staff_buka',
  title: '补卡 2026-11-27 08:55 上班卡',
  applicant_id: applicant,
  applicant_name: '项目现场员',
  status: 'pending',
  step: 0,
  steps: JSON.stringify([
    { label: '人力资源部 · 人事经理', approver_ids: ids, approver_names: ['办公室文员'] },
  ]),
  copy_to: '',
  content: '{}',
  updated_at: 1,
})

let page: Awaited<ReturnType<typeof signedInPage>>
beforeEach(async () => {
  page = await signedInPage({ username: 'office', acce: '400' })
  // Who acts, as the page keeps it for offline starts (the harness's user is number 7).
  await page.db.meta.put({ key: 'userInfo', value: { ID: 7, nickname: '办公室文员' } })
  await page.db.table('colleagues').bulkPut([
    { id: '3', name: '项目现场员', updated_at: 1 },
    { id: '7', name: '办公室文员', updated_at: 1 },
    { id: '9', name: '门店收银员', updated_at: 1 },
  ])
})
afterEach(async () => {
  cleanup()
  await page.close()
})

it('transfers the waiting step to a colleague: neither the applicant nor oneself is offered; shown and queued at once', async () => {
  const sop = waitingOn([7])
  await page.db.table('sops').put(sop)
  page.show(<StepActions sop={sop as never} uid={7} />)
  const person = await screen.findByLabelText('转交或加签给')
  await waitFor(() => expect(person.querySelectorAll('option')).toHaveLength(2))
  expect([...person.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['选择同事', '门店收银员'])
  fireEvent.change(person, { target: { value: '9' } })
  fireEvent.change(screen.getByLabelText('说明（选填；退回申请人时必填）'), { target: { value: '我休假' } })
  fireEvent.click(screen.getByRole('button', { name: '转交' }))
  await waitFor(async () => expect((await page.queued()).map((e) => e.kind)).toEqual(['sops.transfer']))
  const local = await page.db.table('sops').get(sop.id)
  expect(stepsOf(local).map((s) => s.approver_names)).toEqual([['门店收银员']])
  expect((await page.queued())[0]!.payload).toMatchObject({
    to_id: 9,
    to_name: '门店收银员',
    comment: '我休假',
  })
})

it('queues the applicant’s urge and rests the button until the hour is over', async () => {
  const sop = waitingOn([9], 7)
  await page.db.table('sops').put(sop)
  page.show(<UrgeButton sop={sop as never} results={[]} />)
  fireEvent.click(await screen.findByRole('button', { name: '催办' }))
  await waitFor(async () => expect((await page.queued()).map((e) => e.kind)).toEqual(['sops.urge']))
})

it('returns the request to its applicant only with a reason; the applicant changes the amount and resubmits it, offline', async () => {
  const sop = waitingOn([7])
  await page.db.table('sops').put(sop)
  page.show(<StepActions sop={sop as never} uid={7} />)
  fireEvent.click(await screen.findByRole('button', { name: '退回申请人修改' }))
  expect((await screen.findByRole('alert')).textContent).toContain('退回申请人时请写明需要修改的地方')
  expect(await page.queued()).toEqual([])
  fireEvent.change(screen.getByLabelText('说明（选填；退回申请人时必填）'), {
    target: { value: '时间写错了' },
  })
  fireEvent.click(screen.getByRole('button', { name: '退回申请人修改' }))
  await waitFor(async () =>
    expect((await page.queued()).map((e) => e.kind)).toEqual(['sops.returnToApplicant']),
  )
  expect(await page.db.table('sops').get(sop.id)).toMatchObject({ status: 'returned' })
  cleanup()

  // The applicant (the harness's user, 7, for this request) sees what to do and sends it again.
  const mine = { ...sop, applicant_id: 7, status: 'returned', amount: 12_000 }
  await page.db.table('sops').put(mine)
  const returned = {
    id: newId(),
    updated_at: 1,
    decision: 'returnToApplicant',
    approver_name: '办公室文员',
    comment: '时间写错了',
  }
  page.show(<ResubmitPanel sop={mine as never} results={[returned]} />)
  expect((await screen.findByTestId('returned-because')).textContent).toBe('办公室文员：时间写错了')
  const amount = await screen.findByLabelText('金额（元）')
  expect((amount as HTMLInputElement).value).toBe('120.00')
  fireEvent.change(amount, { target: { value: '12.345' } })
  fireEvent.click(screen.getByRole('button', { name: '修改后重新提交' }))
  expect((await screen.findByRole('alert')).textContent).toContain('金额最多两位小数（分）')
  fireEvent.change(amount, { target: { value: '150' } })
  fireEvent.click(screen.getByRole('button', { name: '修改后重新提交' }))
  await waitFor(async () => expect((await page.queued()).map((e) => e.kind)).toContain('sops.resubmit'))
  expect(await page.db.table('sops').get(sop.id)).toMatchObject({
    status: 'pending',
    step: 0,
    amount: 15_000,
  })
})
