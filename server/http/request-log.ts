// One structured record per request (PM3_LOG=json): a log collector can count refusals, slow calls
// and 503s by field instead of parsing prose. Bodies, tokens and query strings never go in: they
// carry passwords, member phone numbers and session tokens.
import type { MiddlewareHandler } from 'hono'
import { clientAddress } from './client-address.ts'
import type { AppEnv } from './context.ts'

export function requestLog(record: (fields: Record<string, unknown>) => void): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now()
    await next()
    // Health probes every few seconds would drown everything else.
    if (c.req.path === '/healthz' || c.req.path === '/readyz') return
    record({
      level: c.res.status >= 500 ? 'error' : c.res.status >= 400 ? 'warn' : 'info',
      msg: 'request',
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      client: clientAddress(c),
      user: c.get('user')?.id,
    })
  }
}
