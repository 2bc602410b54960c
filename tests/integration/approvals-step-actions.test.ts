// Issue 36: what DingTalk and Feishu approvers can do besides agree and reject — transfer the step
// (转交), add an approver before or after it (加签), return the request to an earlier step (退回), and
// the applicant's urge (催办) — each a command with its own key, re-checked by the server against the
// sop as it stands, refused in the caller's language when it is not theirs to take.
import { beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../src/data/enqueue.ts'
import { type StepSnapshot, stepsOf } from '../../src/modules/approvals/sop-rules.ts'
import { type Approver, actAs, punch, type SopRow, withAdminServer } from '../helpers/approvals.ts'

const on = withAdminServer()
let field: Approver
let office: Approver
let shop: Approver
let fieldEn: Approver
const ids = new Map<string, number>()
const idOf = (name: string) => ids.get(name)!

beforeAll(async () => {
  ;[field, office, shop, fieldEn] = await Promise.all([
    actAs(on.server, 'field', 'field123'),
    actAs(on.server, 'office', 'office123'),
    actAs(on.server, 'shop', 'shop123'),
    actAs(on.server, 'field', 'field123', 'en'),
  ])
  const colleagues = (await field.get<{ id: string; name: string }[]>('/sops/getColleagueList')).body.data
  for (const c of colleagues) ids.set(c.name, Number(c.id))
})

/** A make-up punch filed by field: one step, held by HR's manager (office). */
async function filedPunch(daysAgo: number): Promise<SopRow> {
  const p = punch(on.server.clock.now, daysAgo, '08:50', 'in')
  expect((await field.post('/sops/saveSopStaffBuka', p)).body.code).toBe(200)
  return (await office.sops()).find((s) => s.id === p.id)!
}
const reread = async (who: Approver, id: string) => (await who.sops()).find((s) => s.id === id)
const holders = (sop: SopRow) => stepsOf(sop as never).map((s: StepSnapshot) => s.approver_names)

describe('approvers’ step actions', () => {
  it('lists colleagues by name only, to anyone who uses the approvals', async () => {
    const answer = await shop.get<Record<string, unknown>[]>('/sops/getColleagueList')
    expect(answer.body.code).toBe(200)
    expect(Object.keys(answer.body.data[0]!).sort()).toEqual(['id', 'name', 'updated_at'])
    expect([...ids.keys()]).toEqual(
      expect.arrayContaining(['系统管理员', '门店收银员', '办公室文员', '项目现场员']),
    )
  })

  it('transfers a step: the new approver sees and decides it, the old one no longer can; not to the applicant, not by a stranger', async () => {
    const sop = await filedPunch(1)
    expect(await reread(shop, sop.id)).toBeUndefined()
    const transfer = (who: Approver, to: number, key = newId()) =>
      who.post(
        '/sops/transferSop',
        { id: key, sop_id: sop.id, step: 0, to_id: to, to_name: 'x', comment: '我休假' },
        { key },
      )

    const stranger = await transfer(field, idOf('门店收银员'))
    expect(stranger.body.code).toBe(400)
    expect(stranger.body.msg).toContain('您不是该审批当前步骤')
    const toApplicant = await transfer(office, idOf('项目现场员'))
    expect(toApplicant.body).toMatchObject({ code: 422, msg: '不能转交或加签给申请人本人' })

    const key = newId()
    expect((await transfer(office, idOf('门店收银员'), key)).body.code).toBe(200)
    // The same key again (a retry) changes nothing more.
    expect((await transfer(office, idOf('门店收银员'), key)).body.code).toBe(200)
    const moved = (await reread(shop, sop.id))!
    expect(holders(moved)).toEqual([['门店收银员']])
    const results = (
      await shop.get<Record<string, unknown>[]>(`/sops/getSopResultList?limit=2000`)
    ).body.data.filter((r) => r.sop_id === sop.id && r.decision === 'transfer')
    // The name is the server's, not what the device sent.
    expect(results.map((r) => [r.approver_name, r.comment])).toEqual([
      ['办公室文员', '→ 门店收银员 · 我休假'],
    ])

    expect((await office.decide(moved, 'agree')).body.code).toBe(400)
    expect((await shop.decide(moved, 'agree')).body.code).toBe(200)
    expect(await reread(field, sop.id)).toMatchObject({ status: 'approved' })
  })

  it('adds an approver after the step, returns to an earlier step, and the request passes both again', async () => {
    const sop = await filedPunch(2)
    const added = await office.post('/sops/addSopApprover', {
      id: newId(),
      sop_id: sop.id,
      step: 0,
      user_id: idOf('门店收银员'),
      user_name: '',
      position: 'after',
      comment: '请门店确认',
    })
    expect(added.body.code).toBe(200)
    expect(holders((await reread(office, sop.id))!)).toEqual([['办公室文员'], ['门店收银员']])
    expect((await office.decide(sop, 'agree')).body.code).toBe(200)
    const atShop = (await reread(shop, sop.id))!
    expect(atShop.step).toBe(1)

    const back = (to_step: number, who = shop) =>
      who.post('/sops/returnSop', { id: newId(), sop_id: sop.id, step: 1, to_step, comment: '考勤数据不符' })
    expect((await back(1)).body).toMatchObject({ code: 422, msg: '请选择当前步骤之前的一步' })
    expect((await back(0, office)).body.code).toBe(400)
    expect((await back(0)).body.code).toBe(200)
    expect((await reread(office, sop.id))!.step).toBe(0)
    expect((await office.decide({ ...sop, step: 0 }, 'agree')).body.code).toBe(200)
    expect((await shop.decide({ ...sop, step: 1 }, 'agree')).body.code).toBe(200)
    expect(await reread(field, sop.id)).toMatchObject({ status: 'approved' })
  })

  it('adds an approver before the step: they decide first, then the step waits on its own approver again', async () => {
    const sop = await filedPunch(3)
    const before = await office.post('/sops/addSopApprover', {
      id: newId(),
      sop_id: sop.id,
      step: 0,
      user_id: idOf('门店收银员'),
      user_name: '',
      position: 'before',
      comment: '',
    })
    expect(before.body.code).toBe(200)
    expect(holders((await reread(office, sop.id))!)).toEqual([['门店收银员'], ['办公室文员']])
    expect((await office.decide(sop, 'agree')).body.code).toBe(400)
    expect((await shop.decide(sop, 'agree')).body.code).toBe(200)
    expect((await office.decide({ ...sop, step: 1 }, 'agree')).body.code).toBe(200)
    expect(await reread(field, sop.id)).toMatchObject({ status: 'approved' })
  })

  it('lets the applicant urge once an hour, in their language; nobody else urges', async () => {
    const sop = await filedPunch(4)
    const urge = (who: Approver) => who.post('/sops/urgeSop', { id: newId(), sop_id: sop.id, step: 0 })
    expect((await urge(office)).body).toMatchObject({ code: 400, msg: '只有申请人本人可以催办' })
    expect((await urge(field)).body.code).toBe(200)
    const again = await urge(field)
    expect(again.body.code).toBe(422)
    expect(again.body.msg).toMatch(/^已于 .+ 催办过，60 分钟内不能再次催办$/)
    expect((await urge(fieldEn)).body.msg).toMatch(/^Already urged at .+; urge again after 60 minutes$/)
    on.server.clock.advance(61 * 60_000)
    expect((await urge(field)).body.code).toBe(200)
    // The waiting approver's device receives each urge as a line of the sop's history.
    const urges = (
      await office.get<Record<string, unknown>[]>('/sops/getSopResultList?limit=2000')
    ).body.data.filter((r) => r.sop_id === sop.id && r.decision === 'urge')
    expect(urges).toHaveLength(2)
  })
})
