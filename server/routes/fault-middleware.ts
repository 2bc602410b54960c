// Applies the test's fault schedule to API calls (server/ports/faults.ts). Never installed unless a
// FaultInjector is configured.
import type { HttpBindings } from '@hono/node-server'
import { createMiddleware } from 'hono/factory'
import { PUSH_BATCH_PATH } from '../../src/api/push-batch.ts'
import { expireToken } from '../auth/tokens.ts'
import { batchedCall } from '../http/batched-call.ts'
import type { AppEnv } from '../http/context.ts'
import type { FaultInjector } from '../ports/faults.ts'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export function faultMiddleware(faults: FaultInjector) {
  return createMiddleware<AppEnv & { Bindings: HttpBindings }>(async (c, next) => {
    // A call replayed from inside a batch push crosses no network: the batch request itself met
    // its fault. A delay still reaches the batch's first entry, as a slow commit holding its key.
    const batched = batchedCall(c.env)
    if (batched) {
      if (batched.delayMs) c.set('faultDelayMs', batched.delayMs)
      return next()
    }
    const command =
      c.req.method === 'POST' &&
      (c.req.header('idempotency-key') !== undefined || c.req.path.endsWith(PUSH_BATCH_PATH))
    const fault = faults.pick(c.req.method, c.req.path, command, c.req.header('x-device') ?? '')
    if (!fault) return next()
    const drop = () => {
      c.env.incoming.socket.destroy()
      return c.body(null)
    }
    switch (fault.type) {
      case 'drop':
        return drop()
      case 'delay':
        // A command is delayed while it holds its key, as a slow commit would be.
        if (command) c.set('faultDelayMs', fault.ms)
        else await sleep(fault.ms)
        return next()
      case 'error5xx':
        return c.json({ code: fault.status ?? 503, msg: 'injected fault', data: null }, fault.status ?? 503)
      case 'expireToken': {
        const header = c.req.header('token')
        if (header?.startsWith('Bearer '))
          await expireToken(c.get('db'), header.slice(7), c.get('config').now())
        return next()
      }
      case 'commitThenDrop':
        await next()
        drop()
        return
    }
  })
}
