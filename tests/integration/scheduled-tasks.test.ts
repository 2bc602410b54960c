// Scheduled tasks (issue 23) over the real API: each job's run now does its work on the server's
// data, a paused job is skipped by the scheduler, and only admins may see or drive them.
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPostgres } from '../../server/db/connection.ts'
import { DEMO_COM_ID } from '../../server/demo/seed.ts'
import { runTask } from '../../server/tasks/run-task.ts'
import { newId } from '../../src/data/enqueue.ts'
import { OVERDUE_APPROVAL_DAYS } from '../../src/modules/system/scheduled-tasks.ts'
import { type Approver, actAs, type SopRow } from '../helpers/approvals.ts'
import { lines, shopData } from '../helpers/shop.ts'
import { testDatabaseUrl } from '../helpers/test-database.ts'
import { startTestServer, type TestServer } from '../helpers/test-server.ts'

const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000

type Raw = Kysely<Record<string, Record<string, unknown>>>
type Run = { task: string; ok: boolean; result: string; trigger: string }
type TaskRow = { task: string; paused: boolean; last_run_at: number; last_ok: boolean; last_result: string }

let server: TestServer
let admin: Approver
beforeAll(async () => {
  server = await startTestServer()
  admin = await actAs(server, 'admin', 'admin123')
})
afterAll(() => server.stop())

const raw = (s: TestServer) => s.db as never as Raw
const runNow = async (who: Approver, task: string) => {
  const answer = await who.post<Run>('/site/runTask', { task })
  expect(answer.body.code).toBe(200)
  return answer.body.data
}
const taskRow = async (who: Approver, task: string) =>
  (await who.get<TaskRow[]>('/site/getTaskList?limit=100')).body.data.find((t) => t.task === task)!

describe('expiring member cards', () => {
  it('marks a member whose card validity has passed as expired; a charge is still refused by its date', async () => {
    const card = newId()
    await admin.post('/dian/saveCardType', {
      id: card,
      name: '月卡',
      discount: 100,
      status: 'active',
      validity_days: 30,
    })
    const member = {
      id: newId(),
      card_no: `M${Date.now()}`,
      name: '周敏',
      mobile: '13912345678',
      card_type: card,
      status: 'active',
    }
    expect((await admin.post('/dian/saveMember', member)).body.code).toBe(200)
    const status = async () =>
      (
        await raw(server)
          .selectFrom('res_members')
          .select('status')
          .where('id', '=', member.id)
          .executeTakeFirst()
      )?.status

    await runNow(admin, 'expireMemberCards')
    expect(await status()).toBe('active')

    await raw(server)
      .updateTable('res_members')
      .set({ valid_until: '2026-01-31' })
      .where('id', '=', member.id)
      .execute()
    const run = await runNow(admin, 'expireMemberCards')
    expect(run).toMatchObject({ ok: true, task: 'expireMemberCards' })
    expect(JSON.parse(run.result).expired).toBeGreaterThanOrEqual(1)
    expect(await status()).toBe('expired')
    // The mirrored task row says what the last run did, for the page (and offline).
    expect(await taskRow(admin, 'expireMemberCards')).toMatchObject({
      last_run_at: server.clock.now,
      last_ok: true,
      last_result: run.result,
    })

    const cart = lines((await shopData(server)).items, 1)
    const sale = {
      id: newId(),
      member_id: member.id,
      discount: 100,
      lines: cart,
      total: cart[0]!.price,
      sold_at: new Date().toISOString(),
    }
    expect((await admin.post('/dian/saveMemberCheckout', sale)).body.msg).toBe(
      '会员卡已于 2026-01-31 过期，不能再用余额消费',
    )
    const runs = (await admin.get<Run[]>('/site/getTaskRuns?task=expireMemberCards')).body.data
    expect(runs.map((r) => r.trigger)).toEqual(['manual', 'manual'])
  })
})

describe('overdue approvals', () => {
  it('reminds the approver of a sop waiting too long on its step, once, as an overdue notice', async () => {
    const field = await actAs(server, 'field', 'field123')
    const waiting = (await field.notices())[0]!
    expect(waiting).toBeDefined()
    expect(waiting).not.toHaveProperty('overdue_days')

    server.clock.advance((OVERDUE_APPROVAL_DAYS + 30) * DAY_MS)
    // Sessions expired with the clock: sign in again.
    const admin2 = await actAs(server, 'admin', 'admin123')
    const field2 = await actAs(server, 'field', 'field123')
    const run = await runNow(admin2, 'overdueApprovals')
    const counts = JSON.parse(run.result) as { overdue: number; reminded: number }
    expect(counts.overdue).toBeGreaterThanOrEqual(1)
    expect(counts.reminded).toBeGreaterThanOrEqual(1)

    const notice = (await field2.notices()).find((n) => n.sop_id === waiting.sop_id) as Record<
      string,
      unknown
    >
    expect(notice.rid).toMatch(/:overdue$/)
    expect(Number(notice.overdue_days)).toBeGreaterThanOrEqual(OVERDUE_APPROVAL_DAYS + 30)
    // One reminder per step and approver: a second run adds none.
    expect(JSON.parse((await runNow(admin2, 'overdueApprovals')).result).reminded).toBe(0)
  })
})

describe('the notice digest', () => {
  it('tells each user once a company day, in the bell, what waits on them and which of their results are unread', async () => {
    const [boss, field, office, shop] = await Promise.all([
      actAs(server, 'admin', 'admin123'),
      actAs(server, 'field', 'field123'),
      actAs(server, 'office', 'office123'),
      actAs(server, 'shop', 'shop123'),
    ])
    // field's own request gets a result: rejected by whoever holds its step.
    const mine = (await field.get<SopRow[]>('/sops/getMySopList')).body.data.find(
      (s) => s.status === 'pending',
    )!
    let decided = false
    for (const approver of [boss, office])
      decided ||= (await approver.decide(mine, 'reject', '退回')).body.code === 200
    expect(decided).toBe(true)
    const waiting = (await field.notices()).length
    expect(waiting).toBeGreaterThan(0)

    const run = await runNow(boss, 'noticeDigest')
    expect(run.ok).toBe(true)
    const digest = (await field.notices())[0] as Record<string, unknown>
    expect(digest).toMatchObject({
      soptemplate: 'digest',
      sop_id: '',
      sop_name: `今日摘要：${waiting} 个审批待您处理，1 个审批结果未读`,
      digest: { waiting, unread: 1 },
    })
    expect(await field.notices()).toHaveLength(waiting + 1)
    // Nothing waits on the shop account and it filed nothing: no digest.
    expect((await shop.notices()).some((n) => n.soptemplate === 'digest')).toBe(false)
    // Once a day: a second run the same day sends none.
    expect(JSON.parse((await runNow(boss, 'noticeDigest')).result).digests).toBe(0)

    // The result read, the next day's digest counts it no more.
    expect((await field.post('/sops/saveDealReportStatus', { id: newId(), sop_id: mine.id })).body.code).toBe(
      200,
    )
    server.clock.advance(DAY_MS)
    const [boss2, field2] = await Promise.all([
      actAs(server, 'admin', 'admin123'),
      actAs(server, 'field', 'field123'),
    ])
    expect(JSON.parse((await runNow(boss2, 'noticeDigest')).result).digests).toBeGreaterThan(0)
    expect((await field2.notices())[0]).toMatchObject({
      soptemplate: 'digest',
      digest: { waiting, unread: 0 },
    })
  })
})

describe('who may drive the tasks', () => {
  it('refuses a non-admin every task call, and an unknown task', async () => {
    const shop = await actAs(server, 'shop', 'shop123')
    const office = await actAs(server, 'office', 'office123')
    for (const who of [shop, office]) {
      expect((await who.post('/site/runTask', { task: 'expireMemberCards' })).body.code).toBe(403)
      expect((await who.post('/site/pauseTask', { task: 'expireMemberCards', paused: true })).body.code).toBe(
        403,
      )
      expect((await who.get('/site/getTaskRuns')).body.code).toBe(403)
      expect((await who.get('/site/getTaskList')).body.code).toBe(403)
    }
    const admin3 = await actAs(server, 'admin', 'admin123')
    expect((await admin3.post('/site/runTask', { task: 'dropTables' })).body.code).toBe(400)
  })
})

describe('the scheduler', () => {
  let scheduled: TestServer
  beforeAll(async () => {
    scheduled = await startTestServer({ schedulerTickMs: 20 })
  })
  afterAll(() => scheduled.stop())

  const scheduledRuns = async (task: string) =>
    Number(
      (
        await raw(scheduled)
          .selectFrom('task_runs')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('task', '=', task)
          .where('trigger', '=', 'schedule')
          .executeTakeFirst()
      )?.n,
    )
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 25))
    expect(await check()).toBe(true)
  }

  it('runs due tasks on their interval, and skips a paused one until it is resumed', async () => {
    const boss = await actAs(scheduled, 'admin', 'admin123')
    await new Promise((r) => setTimeout(r, 100))
    // Nothing is due before its first interval has passed.
    expect(await scheduledRuns('expireMemberCards')).toBe(0)

    scheduled.clock.advance(HOUR_MS + 1)
    await until(
      async () =>
        (await scheduledRuns('expireMemberCards')) === 1 && (await scheduledRuns('overdueApprovals')) === 1,
    )

    expect((await boss.post('/site/pauseTask', { task: 'expireMemberCards', paused: true })).body.code).toBe(
      200,
    )
    expect((await taskRow(boss, 'expireMemberCards')).paused).toBe(true)
    scheduled.clock.advance(HOUR_MS + 1)
    await until(async () => (await scheduledRuns('overdueApprovals')) === 2)
    await new Promise((r) => setTimeout(r, 100))
    expect(await scheduledRuns('expireMemberCards')).toBe(1)

    // 立即运行 still works on a paused task; resuming brings back its scheduled runs.
    expect((await runNow(boss, 'expireMemberCards')).ok).toBe(true)
    await boss.post('/site/pauseTask', { task: 'expireMemberCards', paused: false })
    scheduled.clock.advance(HOUR_MS + 1)
    await until(async () => (await scheduledRuns('expireMemberCards')) === 2)
  })
})

describe.skipIf(!testDatabaseUrl)('several server processes on PostgreSQL', () => {
  it('run a due task once when they tick at the same moment', async () => {
    const one = await startTestServer()
    // A second process's connection pool on the same database.
    const other = openPostgres(one.config.databaseUrl!, () => undefined)
    try {
      one.clock.advance(HOUR_MS + 1)
      const c = { comId: DEMO_COM_ID, now: one.clock.now, userId: 0 }
      const runs = await Promise.all([
        runTask(one.db, 'overdueApprovals', 'schedule', c),
        runTask(other, 'overdueApprovals', 'schedule', c),
      ])
      expect(runs.filter((r) => r !== null)).toHaveLength(1)
      const recorded = await raw(one)
        .selectFrom('task_runs')
        .select('id')
        .where('task', '=', 'overdueApprovals')
        .execute()
      expect(recorded).toHaveLength(1)
    } finally {
      await other.destroy()
      await one.stop()
    }
  })
})
