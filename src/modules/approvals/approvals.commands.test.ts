import { afterEach, expect, it } from 'vitest'
import { InvalidPayload } from '../../data/command-kit.ts'
import { enqueue, newId } from '../../data/enqueue.ts'
import { UserDb } from '../../data/user-db.ts'
import { catalogue } from '../registry.ts'
import { punchTimeProblem } from './sop-rules.ts'

const ctx = { uid: 3, comId: 1, device: 'unit' }
let db: UserDb
let n = 0
afterEach(async () => {
  await db?.delete()
})

const twoStepSop = (id: string) => ({
  id,
  code: 'HT-20261122-ABCDEF',
  template: 'expecont',
  title: '门窗合同',
  applicant_id: 9,
  status: 'pending',
  step: 0,
  steps: JSON.stringify([
    { label: '项目经理', approver_ids: [3], approver_names: ['项目现场员'] },
    { label: '总经理', approver_ids: [1], approver_names: ['系统管理员'] },
  ]),
  copy_to: '',
  filed_at: 0,
  updated_at: 1,
})

it('shows a decision at once, and refuses a second click on the same step', async () => {
  db = new UserDb(`approvals-unit-${++n}`, catalogue)
  const sopId = newId()
  await db.table('sops').put(twoStepSop(sopId))
  await db.meta.put({ key: 'userInfo', value: { ID: 3, nickname: '项目现场员', username: 'field' } })
  const decide = () =>
    enqueue(db, ctx, 'sops.decide', { id: newId(), sop_id: sopId, step: 0, decision: 'agree', comment: '' })
  await decide()
  expect(await db.table('sops').get(sopId)).toMatchObject({ status: 'pending', step: 1 })
  const results = await db.table('sopResults').where('sop_id').equals(sopId).toArray()
  expect(results).toMatchObject([{ approver_name: '项目现场员', decision: 'agree', server_time: 0 }])
  await expect(decide()).rejects.toThrow(InvalidPayload)
  await expect(decide()).rejects.toThrow('该步骤已经审批过了')
  expect(await db.outbox.count()).toBe(1)
  expect(await db.table('sops').get(sopId)).toMatchObject({ status: 'pending', step: 1 })
})

it('judges a punch time by the clock it is given, and knows real dates', () => {
  const now = Date.parse('2026-11-22T10:00:00+08:00')
  expect(punchTimeProblem('2026-11-22', '09:30', now)).toBeNull()
  expect(punchTimeProblem('2026-11-22', '10:30', now)).toBe('future')
  expect(punchTimeProblem('2026-10-01', '09:00', now)).toBe('tooOld')
  expect(punchTimeProblem('2026-02-30', '09:00', now)).toBe('invalid')
})

it('names queued workflow entries by what they are, not by their key (the sync panel)', async () => {
  db = new UserDb(`approvals-unit-${++n}`, catalogue)
  const sopId = newId()
  await db.table('sops').put(twoStepSop(sopId))
  const memberId = newId()
  await db.table('members').put({ id: memberId, name: '李娜', balance: 0, updated_at: 1 })
  const said = (kind: string, payload: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') =>
    db.commandFor(kind).describe?.(db, { id: newId(), ...payload }, lang)
  expect(await said('sops.decide', { sop_id: sopId, step: 0, decision: 'reject', comment: '价格偏高' })).toBe(
    '驳回：HT-20261122-ABCDEF（门窗合同）',
  )
  expect(
    await said(
      'staff.makeUpPunch',
      { date: '2026-11-20', time: '09:00', slot: 'in', reason: '忘打卡' },
      'en',
    ),
  ).toBe('Make-up punch 2026-11-20 09:00 Clock-in')
  expect(
    await said('shop.topUp', {
      member_id: memberId,
      amount: 20000,
      at: '2026-11-20T01:00:00Z',
      method: 'cash',
    }),
  ).toBe('会员充值 ¥200.00：李娜')
})

it('the applicant deletes a withdrawn request at once (queued); a pending one is refused before queuing', async () => {
  db = new UserDb(`approvals-unit-${++n}`, catalogue)
  await db.meta.put({ key: 'userInfo', value: { ID: 3, nickname: '项目现场员', username: 'field' } })
  const withdrawn = newId()
  const pending = newId()
  await db.table('sops').bulkPut([
    { ...twoStepSop(withdrawn), applicant_id: 3, status: 'withdrawn' },
    { ...twoStepSop(pending), applicant_id: 3 },
  ])
  await enqueue(db, ctx, 'sops.delete', { id: newId(), sop_id: withdrawn })
  expect(await db.table('sops').get(withdrawn)).toBeUndefined()
  await expect(enqueue(db, ctx, 'sops.delete', { id: newId(), sop_id: pending })).rejects.toThrow(
    '审批中或已通过的单据不能删除',
  )
  expect(await db.table('sops').get(pending)).toBeDefined()
  expect(await db.outbox.count()).toBe(1)
})

it('returns a request to its applicant with a reason, and lets only the applicant resubmit it, offline', async () => {
  db = new UserDb(`approvals-unit-${++n}`, catalogue)
  const sopId = newId()
  await db.table('sops').put({ ...twoStepSop(sopId), amount: 300_000 })
  await db.meta.put({ key: 'userInfo', value: { ID: 3, nickname: '项目现场员', username: 'field' } })
  const back = (comment: string) =>
    enqueue(db, ctx, 'sops.returnToApplicant', { id: newId(), sop_id: sopId, step: 0, comment })
  await expect(back('')).rejects.toThrow('退回申请人时请写明需要修改的地方')
  await back('金额不对')
  expect(await db.table('sops').get(sopId)).toMatchObject({ status: 'returned', step: 0 })
  const resubmit = () =>
    enqueue(db, ctx, 'sops.resubmit', {
      id: newId(),
      sop_id: sopId,
      title: '门窗合同（改）',
      amount: 600_000,
      comment: '',
    })
  // This device's user (3) is not the applicant (9).
  await expect(resubmit()).rejects.toThrow('只有申请人本人可以修改后重新提交')
  await db.meta.put({ key: 'userInfo', value: { ID: 9, nickname: '申请人', username: 'a' } })
  // The title keeps the rule the request's declaration gives it.
  await expect(
    enqueue(db, ctx, 'sops.resubmit', {
      id: newId(),
      sop_id: sopId,
      title: '',
      amount: 600_000,
      comment: '',
    }),
  ).rejects.toThrow('请输入标题')
  await resubmit()
  expect(await db.table('sops').get(sopId)).toMatchObject({
    status: 'pending',
    step: 0,
    title: '门窗合同（改）',
    amount: 600_000,
  })
  await expect(resubmit()).rejects.toThrow('该审批没有被退回修改，不能重新提交')
  expect(await db.outbox.count()).toBe(2)
})
