// Development-only calls, mounted only when the server runs in development mode (PM3_DEVELOPMENT=1;
// server/config.ts): the text messages the development SMS sender would have sent.
import { Hono } from 'hono'
import type { AppEnv } from '../http/context.ts'
import { ok } from '../http/envelope.ts'
import { DevelopmentSmsSender } from '../ports/sms.ts'

export function devRoutes() {
  const app = new Hono<AppEnv>()
  app.get('/dev/sms', (c) => {
    const sms = c.get('config').sms
    return ok(c, sms instanceof DevelopmentSmsSender ? sms.sent : [])
  })
  return app
}
