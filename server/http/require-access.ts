// Server-side authorization (reliability-anchors S7): the module's site switch must be on and the
// token's user must hold its access code (or be admin). The client's headers play no part.
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { Code } from '../../src/api/codes.ts'
import { refusalOf, subjectOf } from '../../src/auth/access.ts'
import { rightLabel } from '../../src/auth/access-codes.ts'
import type { SiteSwitch } from '../../src/auth/site-info.ts'
import { companySettings } from '../db/site-info.ts'
import type { AppEnv } from './context.ts'
import { ApiFailure } from './envelope.ts'

type Access = { switch: SiteSwitch; code?: number }

/** Refuses the caller where the one access rule (src/auth/access.ts) does, saying which right is missing. */
export async function checkAccess(c: Context<AppEnv>, access: Access): Promise<void> {
  const user = c.get('user')
  const settings = await companySettings(c.get('db'), user.com_id)
  // The one access rule, the one the menus and the sync worker read.
  const refusal = refusalOf(access, subjectOf(user), settings)
  if (refusal === 'switchedOff') throw new ApiFailure(Code.forbidden, 'forbiddenModule')
  const right = access.code === undefined ? undefined : rightLabel(access.code, c.get('lang'))
  if (refusal && right) throw new ApiFailure(Code.forbidden, 'missingRight', { right })
  if (refusal) throw new ApiFailure(Code.forbidden, 'forbiddenModule')
}

export function requireAccess(access: Access) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await checkAccess(c, access)
    await next()
  })
}
