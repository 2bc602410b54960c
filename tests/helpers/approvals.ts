// Acting on the approval engine as the demo accounts do, over the real API.

import { afterAll, beforeAll } from 'vitest'
import { newId } from '../../src/data/enqueue.ts'
import { companyDateTime } from '../../src/lib/company-time.ts'
import { type Answer, bearer, call, login, startTestServer, type TestServer } from './test-server.ts'

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
