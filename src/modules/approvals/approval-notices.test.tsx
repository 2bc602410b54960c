// @vitest-environment happy-dom
// An approver whose PM3 page is hidden is told by a system notification (issue 36) when a request
// comes to wait on them or its applicant urges it; what already waited when the page opened, or
// arrives while the page is in front, is not announced.
import { cleanup, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { newId } from '../../data/enqueue.ts'
import { signedInPage } from '../../test-kit/page-harness.tsx'
import { ApprovalNotices } from './approval-notices.tsx'

const shown: { title: string; body: string; tag: string }[] = []
class FakeNotification {
  static permission = 'granted'
  onclick: (() => void) | null = null
  constructor(title: string, options: { body: string; tag: string }) {
    shown.push({ title, ...options })
  }
  close() {}
}

const step = (ids: number[]) =>
  JSON.stringify([{ label: '人力资源部 · 人事经理', approver_ids: ids, approver_names: ['我'] }])
const sop = (title: string, approvers: number[]) => ({
  id: newId(),
  code: `BK-${title}`,
  template: 'staff_buka',
  title,
  applicant_id: 3,
  applicant_name: '项目现场员',
  status: 'pending',
  step: 0,
  steps: step(approvers),
  copy_to: '',
  updated_at: 1,
})
let hidden = true
let page: Awaited<ReturnType<typeof signedInPage>>

beforeEach(async () => {
  shown.length = 0
  vi.stubGlobal('Notification', FakeNotification)
  hidden = true
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => (hidden ? 'hidden' : 'visible'))
  page = await signedInPage({ username: 'office', acce: '400' })
})
afterEach(async () => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  await page.close()
})

it('announces a new request waiting on me and an urge of it while the page is hidden, once each', async () => {
  const before = sop('早已等待', [7])
  await page.db.table('sops').put(before)
  page.show(<ApprovalNotices />)
  // The first read settles what already waited: nothing is announced for it.
  await new Promise((r) => setTimeout(r, 300))
  const arrived = sop('新来的补卡', [7])
  await page.db.table('sops').bulkPut([arrived, sop('别人的', [9])])
  await waitFor(() => expect(shown.map((n) => n.body)).toEqual(['新来的补卡（项目现场员）']))
  expect(shown[0]!.title).toBe('有一个审批等待您处理')

  await page.db.table('sopResults').put({
    id: newId(),
    sop_id: arrived.id,
    step: 0,
    decision: 'urge',
    approver_id: 3,
    approver_name: '项目现场员',
    updated_at: 2,
  })
  await waitFor(() =>
    expect(shown.map((n) => n.title)).toEqual(['有一个审批等待您处理', '申请人催办了一个审批']),
  )

  // In front, the platform itself shows what arrives: no system notification.
  hidden = false
  await page.db.table('sops').put(sop('页面在前台时到达', [7]))
  await new Promise((r) => setTimeout(r, 300))
  expect(shown).toHaveLength(2)
})
