// Issue 36, point 2: a flow that cannot run is refused when it is saved, not when someone files.
import { expect, it } from 'vitest'
import type { FlowStep } from '../../src/modules/approvals/sop-rules.ts'
import { actAs, postStep, saveFlow, withAdminServer } from '../helpers/approvals.ts'
import { tableRows } from '../helpers/test-server.ts'

const on = withAdminServer()

type Row = Record<string, unknown> & { id: string }

async function expenseFlow(): Promise<Row> {
  return (await tableRows(on.server, 'res_sopFlows')).find((f) => f.template === 'expefina') as Row
}

const departmentStep = (code: string, post: string) => postStep(on.server, code, post)

const save = (steps: FlowStep[], extra: Record<string, unknown> = {}) =>
  saveFlow(on.admin, on.server, 'expefina', steps, extra)

it('refuses an enabled flow with a step nobody holds, naming the step, and keeps the flow as it was', async () => {
  const flow = await expenseFlow()
  const [gm] = JSON.parse(String(flow.steps)) as FlowStep[]
  // 财务部·财务经理: the demo's finance manager has a staff file but no account.
  const cfo = await departmentStep('CWB', '财务经理')
  const refused = await save([gm!, cfo])
  expect(refused.body).toMatchObject({
    code: 400,
    msg: '审批流程第2步（财务部 · 财务经理）无人任职：没有账号关联到担任该岗位的员工，请先安排人员或修改该步骤',
  })
  expect((await expenseFlow()).steps).toBe(flow.steps)
  // A project post nobody holds on any project, in English.
  const english = await actAs(on.server, 'admin', 'admin123', 'en')
  const proj: FlowStep = { kind: 'proj', depa_id: '', depa_name: '', post: '安全员' }
  const en = await english.post('/sops/saveSopFen', {
    id: flow.id,
    template: flow.template,
    name: flow.name,
    steps: JSON.stringify([proj]),
    copy_to: flow.copy_to,
    enabled: true,
  })
  expect(en.body.msg).toBe(
    'Step 1 of the flow (安全员 (project)) has nobody in post: no account is linked to staff holding it. Assign someone first or change the step',
  )
})

it('saves a flow whose every step someone holds, and a disabled draft with a vacant step', async () => {
  const flow = await expenseFlow()
  const [gm] = JSON.parse(String(flow.steps)) as FlowStep[]
  const hr = await departmentStep('RLB', '人事经理')
  expect((await save([hr, gm!])).body.code).toBe(200)
  const cfo = await departmentStep('CWB', '财务经理')
  expect((await save([cfo], { enabled: false })).body.code).toBe(200)
  expect((await save([gm!])).body.code).toBe(200)
})
