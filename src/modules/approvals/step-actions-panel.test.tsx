// @vitest-environment happy-dom
// An approver hands the waiting step to a colleague, offline too (issue 36): the step shows the new
// approver at once and the transfer is queued; the applicant's urge is queued and the button rests.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { newId } from '../../data/enqueue.ts'
import { signedInPage } from '../../test-kit/page-harness.tsx'
import { stepsOf } from './sop-rules.ts'
import { StepActions, UrgeButton } from './step-actions-panel.tsx'

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
  fireEvent.change(screen.getByLabelText('说明（选填）'), { target: { value: '我休假' } })
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
