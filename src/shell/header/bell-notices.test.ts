import { describe, expect, it } from 'vitest'
import { bellNotices, type MirroredSop } from './bell-notices.ts'

const ME = 7
const sop = (id: string, over: Partial<MirroredSop> = {}): MirroredSop => ({
  id,
  template: 'expecost',
  code: `CB-${id}`,
  title: `成本审批 ${id}`,
  status: 'pending',
  step: 0,
  steps: JSON.stringify([
    { label: '部门经理', approver_ids: [ME], approver_names: ['我'] },
    { label: '总经理', approver_ids: [1], approver_names: ['总'] },
  ]),
  applicant_id: 3,
  copy_to: '',
  ...over,
})
const notice = (id: string, step = 0) => ({
  soptemplate: 'expecost',
  rcode: `CB-${id}`,
  sop_id: id,
  rid: `${id}:${step}`,
  sop_name: `成本审批 ${id}`,
})

describe('the bell lists what the approval lists already show, before the next notice poll', () => {
  it('a step now waiting on me, under the id the server will give it', () => {
    const { polled, mirrored } = bellNotices([], [sop('A'), sop('B', { step: 1 })], new Set(), ME)
    expect(polled).toEqual([])
    expect(mirrored).toEqual([notice('A')])
  })

  it('a result on my own request until I have read it', () => {
    const mine = { applicant_id: ME, steps: '[]' }
    const sops = [
      sop('R', { ...mine, status: 'rejected' }),
      sop('P', { ...mine, status: 'approved' }),
      sop('W', { ...mine, status: 'withdrawn' }),
    ]
    const { mirrored } = bellNotices([], sops, new Set(['P']), ME)
    expect(mirrored.map((n) => [n.rid, n.result?.zh, n.result?.en])).toEqual([
      ['R:rejected', '已驳回', 'Rejected'],
    ])
  })

  it('not twice when the poll has it too; not a polled step this device has decided since', () => {
    const decidedHere = sop('D', { step: 1 })
    const { polled, mirrored } = bellNotices(
      [notice('A'), notice('D'), notice('gone')],
      [sop('A'), decidedHere],
      new Set(),
      ME,
    )
    expect(polled.map((n) => n.sop_id)).toEqual(['A', 'gone'])
    expect(mirrored).toEqual([])
  })
})
