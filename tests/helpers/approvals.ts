// Acting on the approval engine as the demo accounts do, over the real API.

import { afterAll, beforeAll } from 'vitest'
import { newId } from '../../src/data/enqueue.ts'
import { companyDateTime } from '../../src/lib/company-time.ts'
import type { FlowStep } from '../../src/modules/approvals/sop-rules.ts'
import {
  type Answer,
  bearer,
  call,
  login,
  startTestServer,
  type TestServer,
  tableRows,
} from './test-server.ts'

export type SopRow = Record<string, unknown> & { id: string; status: string; step: number; title: string }

export interface Approver {
  get<T = unknown>(path: string): Promise<Answer<T>>
  post<T = unknown>(
    path: string,
    body: unknown,
    opts?: { key?: string; clientTime?: number },
  ): Promise<Answer<T>>
  decide(sop: SopRow, decision: 'agree' | 'reject', comment?: string): Promise<Answer<{ sop: SopRow }>>
  notices(): Promise<{ sop_id: string; soptemplate: string; rcode: string; sop_name: string }[]>
  sops(): Promise<SopRow[]>
}

export async function actAs(
  server: TestServer,
  username: string,
  password: string,
  lang = 'zh',
): Promise<Approver> {
  const token = await login(server, username, password)
  const headers = { ...bearer(token), 'accept-language': lang }
  const self: Approver = {
    get: (path) => call(server, 'GET', path, { headers }),
    post: (path, body, opts = {}) =>
      call(server, 'POST', path, {
        body,
        headers: {
          ...headers,
          'idempotency-key': opts.key ?? newId(),
          ...(opts.clientTime ? { 'x-client-time': String(opts.clientTime) } : {}),
        },
      }),
    decide: (sop, decision, comment = '') =>
      self.post('/sops/upSopStaffSopResult', {
        id: newId(),
        sop_id: sop.id,
        step: sop.step,
        decision,
        comment,
      }),
    async notices() {
      return (
        await self.get<{ sop_id: string; soptemplate: string; rcode: string; sop_name: string }[]>(
          '/sops/getNoticeList',
        )
      ).body.data
    },
    async sops() {
      return (await self.get<SopRow[]>('/sops/getSopList?limit=2000')).body.data
    },
  }
  return self
}

/** A punch payload for the company day `daysAgo` before `now`, at the given wall-clock time. */
export function punch(
  now: number,
  daysAgo: number,
  time: string,
  slot: 'in' | 'out',
  reason = '现场无信号，打卡失败',
) {
  return { id: newId(), date: companyDateTime(now - daysAgo * 86_400_000)[0], time, slot, reason }
}

/**
 * A test file's own server, signed in as admin: `const on = withAdminServer()` at the top, then
 * `on.admin` and `on.server` in the tests (set before the first runs, stopped after the last).
 */
export function withAdminServer(): { server: TestServer; admin: Approver } {
  const on = {} as { server: TestServer; admin: Approver }
  beforeAll(async () => {
    on.server = await startTestServer()
    on.admin = await actAs(on.server, 'admin', 'admin123')
  })
  afterAll(() => on.server.stop())
  return on
}

/** A step on a named department's post (its code, the post's name), as the flow editor saves it. */
export async function postStep(
  server: TestServer,
  depaCode: string,
  post: string,
  extra: Pick<FlowStep, 'when' | 'mode'> = {},
): Promise<FlowStep> {
  const depa = (await tableRows(server, 'res_departments')).find((d) => d.code === depaCode)!
  const held = (await tableRows(server, 'res_posts')).find((p) => p.depa_id === depa.id && p.name === post)!
  return {
    kind: 'depa',
    depa_id: String(depa.id),
    depa_name: String(depa.name),
    post_id: String(held.id),
    post,
    ...extra,
  }
}

/** Saves a template's flow with these steps, as the flow editor does; answers the server's answer. */
export async function saveFlow(
  admin: Approver,
  server: TestServer,
  template: string,
  steps: FlowStep[],
  extra: Record<string, unknown> = {},
) {
  const flow = (await tableRows(server, 'res_sopFlows')).find((f) => f.template === template)!
  return admin.post('/sops/saveSopFen', {
    id: flow.id,
    template,
    name: flow.name,
    steps: JSON.stringify(steps),
    copy_to: flow.copy_to,
    enabled: true,
    ...extra,
  })
}

/** Moves an account's staff file onto a step's post and department (the admin holds the right). */
export async function moveOntoPost(server: TestServer, admin: Approver, user: Approver, step: FlowStep) {
  const fileId = (await user.get<{ staff_id: string }>('/user/userInfo')).body.data.staff_id
  const file = (await tableRows(server, 'res_staff')).find((s) => s.id === fileId)!
  return admin.post('/staff/saveStaff', {
    id: file.id,
    base_rev: Number(file.rev),
    patch: {
      post_id: { from: file.post_id, to: step.post_id },
      depa_id: { from: file.depa_id, to: step.depa_id },
    },
  })
}
