import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../src/data/enqueue.ts'
import { stepsOf } from '../../src/modules/approvals/sop-rules.ts'
import { type Approver, actAs, punch, type SopRow } from '../helpers/approvals.ts'
import { startTestServer, type TestServer } from '../helpers/test-server.ts'

let server: TestServer
let field: Approver
let admin: Approver
let office: Approver
let shop: Approver
beforeAll(async () => {
  server = await startTestServer()
  ;[field, admin, office, shop] = await Promise.all([
    actAs(server, 'field', 'field123'),
    actAs(server, 'admin', 'admin123'),
    actAs(server, 'office', 'office123'),
    actAs(server, 'shop', 'shop123'),
  ])
})
afterAll(() => server.stop())

const byTitle = async (who: Approver, title: string) => (await who.sops()).find((s) => s.title === title)!

describe('the approval engine', () => {
  it('moves a sop through its steps in order, each decided only by its own approvers', async () => {
    const sop = await byTitle(field, '滨江花园二期 铝合金门窗供货合同')
    expect(stepsOf(sop as never).map((s) => s.label)).toEqual(['项目经理（本项目）', '总经理办公室 · 总经理'])
    // The general manager sees it, but step 1 is the project manager's.
    const early = await admin.decide(sop, 'agree', '先批')
    expect(early.body).toMatchObject({ code: 400, msg: '您不是该审批当前步骤（项目经理（本项目））的审批人' })
    expect((await admin.notices()).map((n) => n.sop_id)).not.toContain(sop.id)

    const clientTime = Date.now() - 3 * 3600_000
    const agreed = await field.post(
      '/sops/upSopStaffSopResult',
      { id: newId(), sop_id: sop.id, step: 0, decision: 'agree', comment: '数量与图纸一致' },
      { clientTime },
    )
    expect(agreed.body.code).toBe(200)
    const result = (agreed.body.data as { result: Record<string, unknown> }).result
    // Both times are kept: when the approver decided on their device, and when the server heard of it.
    expect(result).toMatchObject({
      decision: 'agree',
      client_time: clientTime,
      server_time: server.clock.now,
    })
    expect((await byTitle(admin, sop.title)).step).toBe(1)
    expect((await admin.notices()).map((n) => n.sop_id)).toContain(sop.id)
    expect((await field.notices()).map((n) => n.sop_id)).not.toContain(sop.id)

    expect((await admin.decide({ ...sop, step: 1 }, 'agree', '同意')).body.code).toBe(200)
    expect(await byTitle(field, sop.title)).toMatchObject({ status: 'approved' })
  })

  it("names a flow's steps in each reader's language, as filed", async () => {
    const english = await actAs(server, 'admin', 'admin123', 'en')
    const sop = (await english.sops()).find(
      (s) => s.status === 'pending' && s.step === 0 && stepsOf(s as never)[0]?.label === '项目经理（本项目）',
    )!
    expect((await english.decide(sop, 'agree', 'early')).body.msg).toBe(
      'You are not an approver of the current step (项目经理 (project))',
    )
    // A request filed now keeps what each step is, not only its Chinese label.
    const filed = punch(server.clock.now, 2, '08:40', 'in')
    expect((await field.post('/sops/saveSopStaffBuka', filed)).body.code).toBe(200)
    const steps = stepsOf((await byTitle(office, `补卡 ${filed.date} 08:40 上班卡`)) as never)
    expect(steps.map((s) => s.role)).toEqual([{ kind: 'depa', depa_name: '人力资源部', post: '人事经理' }])
  })

  it('shows a sop to the people copied, and to nobody outside its flow', async () => {
    const title = '滨江花园二期 铝合金门窗供货合同'
    const copied = (await office.get<SopRow[]>('/sops/getMyCopyList')).body.data.map((s) => s.title)
    expect(copied).toContain(title)
    expect((await office.sops()).map((s) => s.title)).toContain(title)
    // Office is not on the flow of the cost sops of the projects.
    expect((await office.sops()).map((s) => s.title)).not.toContain('滨江花园二期 11月劳务费结算')
    const stranger = await byTitle(field, '滨江花园二期 11月劳务费结算')
    expect((await office.decide(stranger, 'agree')).body).toMatchObject({ code: 404 })
    expect(await shop.sops()).toEqual([])
  })

  it('ends the flow at a rejection', async () => {
    const sop = await byTitle(field, '高新区厂房 钢材价差调整')
    expect((await field.decide(sop, 'reject', '调差依据不足')).body.code).toBe(200)
    expect(await byTitle(admin, sop.title)).toMatchObject({ status: 'rejected', step: 0 })
    expect((await admin.notices()).map((n) => n.sop_id)).not.toContain(sop.id)
    const late = await admin.decide({ ...sop, step: 1 }, 'agree')
    expect(late.body.code).toBe(422)
    expect(late.body.msg).toContain('已驳回')
  })

  it('a rejection needs a comment', async () => {
    const sop = await byTitle(field, '城南实验学校 教学楼设计变更')
    expect((await field.decide(sop, 'reject', '')).body).toMatchObject({
      code: 400,
      msg: '驳回时请填写审批意见',
    })
    expect(await byTitle(field, sop.title)).toMatchObject({ status: 'pending', step: 0 })
  })

  it('lets the applicant withdraw, after which no one can decide', async () => {
    const id = newId()
    const filed = await field.post('/sops/saveSop', {
      id,
      template: 'expefina',
      title: '现场办公用品报销',
      project_id: '',
      amount: 25600,
      content: { category: 'office', reason: '安全帽、反光衣补充' },
    })
    expect(filed.body.code).toBe(200)
    expect((await admin.notices()).map((n) => n.sop_id)).toContain(id)
    const sop = (await field.sops()).find((s) => s.id === id)!
    expect((await office.post('/sops/cancleRepostSop', { id: newId(), sop_id: id })).body.code).toBe(400)
    expect((await field.post('/sops/cancleRepostSop', { id: newId(), sop_id: id })).body.code).toBe(200)
    const late = await admin.decide(sop, 'agree', '同意')
    expect(late.body).toMatchObject({ code: 422 })
    expect(late.body.msg).toMatch(/^申请人已于.+撤回该审批，当前状态：已撤回$/)
    expect((await admin.notices()).map((n) => n.sop_id)).not.toContain(id)
  })

  it('tells a late approver who decided first, when, and the state now', async () => {
    const sop = await byTitle(field, '滨江花园二期 外墙保温分包预审')
    expect((await field.decide(sop, 'agree', '同意预审')).body.code).toBe(200)
    const late = await field.decide(sop, 'reject', '再议')
    expect(late.body.code).toBe(422)
    expect(late.body.msg).toMatch(
      /^该步骤已由项目现场员于\d{4}-\d{2}-\d{2} \d{2}:\d{2}同意，当前状态：审批中$/,
    )
    const en = await actAs(server, 'field', 'field123', 'en')
    expect((await en.decide(sop, 'reject', 'again')).body.msg).toMatch(
      /^Already decided: Agreed by 项目现场员 at .+\. Current state: Pending$/,
    )
  })

  it('records a decision once however often it is retried', async () => {
    const sop = await byTitle(field, '滨江花园二期 11月劳务费结算')
    const key = newId()
    const body = { id: key, sop_id: sop.id, step: 0, decision: 'agree', comment: '核对无误' }
    const first = await field.post('/sops/upSopStaffSopResult', body, { key })
    const again = await field.post('/sops/upSopStaffSopResult', body, { key })
    expect(first.body.code).toBe(200)
    expect(again.body).toMatchObject({ code: 200, replayed: true })
    const history = (await field.get<Record<string, unknown>[]>('/sops/getReportLsdjltList?limit=500')).body
      .data
    expect(history.filter((r) => r.sop_id === sop.id && r.decision === 'agree')).toHaveLength(1)
  })
})

describe('make-up punches', () => {
  it('go to HR, are checked against the server clock, and are filed once per date and slot', async () => {
    const now = server.clock.now
    const yesterday = punch(now, 1, '08:55', 'in')
    const filed = await field.post('/sops/saveSopStaffBuka', yesterday)
    expect(filed.body.code).toBe(200)
    expect((await office.notices()).map((n) => n.sop_id)).toContain(yesterday.id)
    const notice = (await office.notices()).find((n) => n.sop_id === yesterday.id)!
    expect(notice).toMatchObject({
      soptemplate: 'staff_buka',
      sop_name: `补卡 ${yesterday.date} 08:55 上班卡`,
    })

    const twice = await field.post('/sops/saveSopStaffBuka', { ...yesterday, id: newId(), time: '09:10' })
    expect(twice.body).toMatchObject({
      code: 422,
      msg: `${yesterday.date} 的上班卡已提交过补卡申请，不能重复提交`,
    })

    // A device clock set a day ahead claims the punch is in the past; the server's clock says no.
    const tomorrow = punch(now, -1, '08:30', 'in')
    const ahead = await field.post('/sops/saveSopStaffBuka', tomorrow, { clientTime: now + 2 * 86_400_000 })
    expect(ahead.body.code).toBe(400)
    expect(ahead.body.msg).toContain('晚于服务器当前时间')
    expect((await field.post('/sops/saveSopStaffBuka', punch(now, 40, '18:00', 'out'))).body.msg).toContain(
      '只能补31天内的卡',
    )

    const sop = (await office.sops()).find((s) => s.id === yesterday.id)!
    expect((await office.decide(sop, 'agree', '情况属实')).body.code).toBe(200)
    const info = await field.get<{ punch: { status: string } }>(
      `/sops/getSopStaffBukaInfo?id=${yesterday.id}`,
    )
    expect(info.body.data.punch.status).toBe('approved')
  })
})
