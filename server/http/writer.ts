// Who makes a write and from where, for the record's history: read once from the request.
import type { Context } from 'hono'
import type { Writer } from '../db/record-history.ts'
import type { AppEnv } from './context.ts'

export function writerOf(c: Context<AppEnv>): Writer {
  const user = c.get('user')
  return {
    comId: user.com_id,
    userId: user.id,
    now: c.get('config').now(),
    device: c.req.header('x-device') ?? '',
    entryKey: c.req.header('idempotency-key') ?? '',
    command: c.req.path.replace(/^\/api(?=\/)/, ''),
    clientTime: Number(c.req.header('x-client-time')) || null,
  }
}
