import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { newId } from '../../src/data/enqueue.ts'
import { detailPath } from '../../src/modules/approvals/sop-templates.ts'
import { actAs } from '../helpers/approvals.ts'
import {
  appUnderTest,
  goOffline,
  goOnline,
  signedInPage,
  waitForPulled,
  waitForServiceWorker,
} from '../helpers/browser.ts'
import { tableRows } from '../helpers/test-server.ts'

const app = appUnderTest()

const rows = (table: string) => tableRows(app.server, table)

async function decideOffline(page: Page, decision: '同意' | '驳回', comment: string) {
  const detail = page.getByTestId('sop-detail').filter({ visible: true })
  await detail.getByLabel('审批意见').fill(comment)
  await detail.getByRole('button', { name: decision }).click()
  await expect.poll(() => detail.getByTestId('sop-state').innerText()).toContain('待同步')
}

describe('two approvers decide the same step offline', () => {
  it('the later one sees who decided first, when, and the sop as it now stands', async () => {
    // The general manager also becomes a project manager of the first project: step 1 has two approvers.
    const admin = await actAs(app.server, 'admin', 'admin123')
    const office = await actAs(app.server, 'office', 'office123')
    const project = (await rows('res_projects')).find((p) => p.code === 'P-2026-001')!
    const gm = await app.server.db
      .selectFrom('users')
      .select('staff_ref')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow()
    expect(
      (
        await admin.post('/sops/saveSopPost', {
          id: newId(),
          project_id: project.id,
          post: '项目经理',
          staff_id: gm.staff_ref,
        })
      ).body.code,
    ).toBe(200)
    const sopId = newId()
    const filed = await office.post('/sops/saveSop', {
      id: sopId,
      template: 'expecont',
      title: '滨江花园二期 电梯采购合同',
      project_id: project.id,
      amount: 2_360_000_00,
      content: { party: '迅达电梯有限公司', sign_date: '2026-12-01', reason: '两部客梯' },
    })
    expect(filed.body.code).toBe(200)
    const code = String((filed.body.data as { sop: Record<string, unknown> }).sop.code)

    const sessions = []
    for (const [user, password] of [
      ['field', 'field123'],
      ['admin', 'admin123'],
    ] as const) {
      const s = await signedInPage(app, user, password)
      await waitForPulled(s.page, ['sops', 'sopResults'])
      await waitForServiceWorker(s.page)
      await s.page.goto(detailPath('expecont', code, sopId))
      await s.page.getByTestId('decide-panel').waitFor()
      sessions.push(s)
    }
    const [field, boss] = sessions as [(typeof sessions)[0], (typeof sessions)[0]]
    await goOffline(field.context)
    await goOffline(boss.context)
    await decideOffline(field.page, '同意', '价格已比选')
    await decideOffline(boss.page, '驳回', '预算超支')

    await goOnline(field.context)
    await expect
      .poll(() => field.page.getByTestId('sync-indicator').innerText(), { timeout: 30_000 })
      .not.toContain('待同步')
    await goOnline(boss.context)

    // The general manager's rejection comes back refused, in the sync panel, never silently dropped.
    const indicator = boss.page.getByTestId('sync-indicator')
    await expect
      .poll(() => indicator.innerText(), { timeout: 30_000 })
      .toMatch(/^在线\s*(实时|定时刷新)?\s*同步失败 1$/)
    await indicator.click()
    await expect
      .poll(
        () =>
          boss.page
            .getByText(/^该步骤已由项目现场员于\d{4}-\d{2}-\d{2} \d{2}:\d{2}同意，当前状态：审批中$/)
            .count(),
        { timeout: 15_000 },
      )
      .toBe(1)
    await boss.page.keyboard.press('Escape')
    // The page shows the sop as it now stands (first step agreed by field, waiting on the second),
    // marked as the one whose sync failed.
    const detail = boss.page.getByTestId('sop-detail').filter({ visible: true })
    await expect
      .poll(() => detail.getByTestId('sop-steps').innerText(), { timeout: 15_000 })
      .toContain('同意 · 项目现场员')
    await expect
      .poll(() => detail.getByTestId('sop-state').innerText(), { timeout: 15_000 })
      .toMatch(/^审批中\s*同步失败$/)

    const decisions = (await rows('res_sopResults')).filter(
      (r) => r.sop_id === sopId && (r.decision === 'agree' || r.decision === 'reject'),
    )
    expect(decisions).toHaveLength(1)
    expect(decisions[0]).toMatchObject({ decision: 'agree', comment: '价格已比选', step: 0 })
    await field.context.close()
    await boss.context.close()
  })
})
