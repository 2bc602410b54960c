// The approvals' colleagues list (src/modules/approvals/colleagues.resource.ts): the company's
// accounts that can sign in, by number and name only, to whoever uses the approvals.
import type { Hono } from 'hono'
import { colleagues } from '../../src/modules/approvals/colleagues.resource.ts'
import { requireUser } from '../auth/require-user.ts'
import type { AppEnv } from '../http/context.ts'
import { ok } from '../http/envelope.ts'
import { pageLimit } from '../http/list-paging.ts'
import { requireAccess } from '../http/require-access.ts'

export function colleagueListRoute(app: Hono<AppEnv>): void {
  app.get(colleagues.api.list, requireUser, requireAccess(colleagues.access), async (c) => {
    const afterId = Number(c.req.query('after_id')) || 0
    const rows = await c
      .get('db')
      .selectFrom('users')
      .select(['id', 'nickname', 'username', 'updated_at'])
      .where('com_id', '=', c.get('user').com_id)
      .where('approved', '=', 1)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(pageLimit(c))
      .execute()
    return ok(
      c,
      rows.map((u) => ({
        id: String(u.id),
        name: u.nickname || u.username,
        updated_at: Number(u.updated_at),
      })),
    )
  })
}
