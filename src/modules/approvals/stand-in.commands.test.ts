import { afterEach, expect, it } from 'vitest'
import { InvalidPayload } from '../../data/command-kit.ts'
import { enqueue, newId } from '../../data/enqueue.ts'
import { UserDb } from '../../data/user-db.ts'
import { catalogue } from '../registry.ts'
import { canDecide, type SopState, seatsOf, standingInFor } from './sop-rules.ts'
import { companyDay, standInId } from './stand-in-rules.ts'

const ctx = { uid: 3, comId: 1, device: 'unit' }
let db: UserDb
let n = 0
afterEach(async () => {
  await db?.delete()
})

const DAY = 86_400_000
const day = (offset: number) => companyDay(Date.now() + offset * DAY)

async function freshDb() {
  db = new UserDb(`stand-in-unit-${++n}`, catalogue)
  await db.meta.put({ key: 'userInfo', value: { ID: 3, nickname: '项目现场员', username: 'field' } })
  return db
}

const setting = (p: Partial<Record<string, unknown>> = {}) => ({
  id: newId(),
  approver_id: 3,
  approver_name: '项目现场员',
  standin_id: 5,
  standin_name: '门店收银员',
  start_date: day(0),
  end_date: day(3),
  note: '出差',
  ...p,
})

it('sets a stand-in at once while offline, one record per approver, and ends it early', async () => {
  await freshDb()
  await enqueue(db, ctx, 'sops.setStandIn', setting())
  expect(await db.table('sopStandIns').get(standInId(3))).toMatchObject({
    approver_id: 3,
    standin_id: 5,
    standin_name: '门店收银员',
    status: 'set',
    set_by_name: '项目现场员',
  })
  await enqueue(db, ctx, 'sops.setStandIn', setting({ standin_id: 6, standin_name: '办公室文员' }))
  expect(await db.table('sopStandIns').count()).toBe(1)
  expect(await db.table('sopStandIns').get(standInId(3))).toMatchObject({ standin_id: 6 })
  await enqueue(db, ctx, 'sops.endStandIn', { id: newId(), approver_id: 3 })
  expect(await db.table('sopStandIns').get(standInId(3))).toMatchObject({ status: 'ended' })
  await expect(enqueue(db, ctx, 'sops.endStandIn', { id: newId(), approver_id: 3 })).rejects.toThrow(
    '当前没有生效的代理设置',
  )
  expect(await db.outbox.count()).toBe(3)
})

it('refuses before queuing: oneself, a range ending before it starts or already over, a stand-in away themselves', async () => {
  await freshDb()
  const refused = (p: Partial<Record<string, unknown>>, lang: 'zh' | 'en' = 'zh') =>
    enqueue(db, ctx, 'sops.setStandIn', setting(p), { lang })
  await expect(refused({ standin_id: 3 })).rejects.toThrow('不能把自己设为代理人')
  await expect(refused({ standin_id: 3 }, 'en')).rejects.toThrow('You cannot stand in for yourself')
  await expect(refused({ start_date: day(2), end_date: day(1) })).rejects.toThrow('结束日期不能早于开始日期')
  await expect(refused({ start_date: day(-4), end_date: day(-2) })).rejects.toThrow('已经过去')
  await expect(refused({ end_date: '2026-02-30' })).rejects.toThrow(InvalidPayload)
  // The chosen stand-in (5) is away themselves in the range: a stand-in is never passed on.
  await db.table('sopStandIns').put({
    id: standInId(5),
    approver_id: 5,
    standin_id: 7,
    standin_name: '系统管理员',
    start_date: day(2),
    end_date: day(9),
    status: 'set',
    updated_at: 1,
  })
  await expect(refused({})).rejects.toThrow('不会再转给第三人')
  expect(await db.outbox.count()).toBe(0)
  expect(await db.table('sopStandIns').get(standInId(3))).toBeUndefined()
})

const sopWaitingOn = (id: string, approvers: number[], mode?: 'all') => ({
  id,
  code: 'CW-20261128-ABCDEF',
  template: 'expefina',
  title: '差旅费',
  applicant_id: 9,
  status: 'pending',
  step: 0,
  steps: JSON.stringify([
    {
      label: '总经理办公室 · 总经理',
      approver_ids: approvers,
      approver_names: approvers.map((a) => `审批人${a}`),
      ...(mode ? { mode, agreed_ids: [] } : {}),
    },
  ]),
  copy_to: '',
  filed_at: 0,
  updated_at: 1,
})

const awayRecord = (approver: number, standin: number, from: string, to: string) => ({
  id: standInId(approver),
  approver_id: approver,
  approver_name: `审批人${approver}`,
  standin_id: standin,
  standin_name: '项目现场员',
  start_date: from,
  end_date: to,
  status: 'set',
  updated_at: 1,
})

it('lets the stand-in decide offline for the away approver while the range covers today, and names them', async () => {
  await freshDb()
  const sopId = newId()
  await db.table('sops').put(sopWaitingOn(sopId, [1, 2], 'all'))
  const decide = () =>
    enqueue(db, ctx, 'sops.decide', { id: newId(), sop_id: sopId, step: 0, decision: 'agree', comment: '' })
  await db.table('sopStandIns').put(awayRecord(1, 3, day(0), day(2)))
  await decide()
  const sop = await db.table('sops').get(sopId)
  // 会签: the away approver's seat is counted, the other still waits.
  expect(sop).toMatchObject({ status: 'pending', step: 0 })
  expect(JSON.parse(String(sop!.steps))[0].agreed_ids).toEqual([1])
  const line = await db.table('sopResults').where('sop_id').equals(sopId).first()
  expect(line).toMatchObject({ approver_id: 3, approver_name: '项目现场员', for_id: 1, for_name: '审批人1' })
})

it('a waiting step goes to the stand-in only inside the range, never to their own stand-in, nor on their own request', () => {
  const state = (approvers: number[], applicant = 9): SopState => ({
    status: 'pending',
    step: 0,
    steps: JSON.stringify([{ label: 's', approver_ids: approvers, approver_names: approvers.map(String) }]),
    applicant_id: applicant,
    copy_to: '',
  })
  const away = new Map([[1, { id: 3, name: '项目现场员' }]])
  expect(canDecide(state([1]), 3, away)).toBe(true)
  // Replaced, not as well: the away approver waits on their stand-in.
  expect(canDecide(state([1]), 1, away)).toBe(false)
  expect(canDecide(state([1]), 3)).toBe(false)
  expect(standingInFor(state([1]), 3, away)).toEqual({ id: 1, name: '1' })
  // No chains: the stand-in's own stand-in (3 → 4) does not take the away approver's seat.
  const chain = new Map([...away, [3, { id: 4, name: '李四' }]])
  expect(canDecide(state([1]), 4, chain)).toBe(false)
  expect(canDecide(state([1]), 3, chain)).toBe(true)
  // The stand-in filed the request: the seat stays with the approver.
  expect(canDecide(state([1], 3), 3, away)).toBe(false)
  expect(canDecide(state([1], 3), 1, away)).toBe(true)
  // The stand-in already holds a seat of the step: a 会签 needs both people.
  expect(seatsOf(state([1, 3]), 3, away)).toEqual([3])
  expect(seatsOf(state([1, 3]), 1, away)).toEqual([1])
})
