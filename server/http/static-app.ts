// Serves the built app: hashed assets cached for a year, the shell and the service worker never
// cached by the HTTP layer (the service worker owns offline), and the SPA fallback to index.html.
import fs from 'node:fs'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Hono } from 'hono'
import type { AppEnv } from './context.ts'

export function mountStaticApp(app: Hono<AppEnv>, dir: string): void {
  const indexFile = path.join(dir, 'index.html')
  app.use('/assets/*', async (c, next) => {
    await next()
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable')
  })
  app.use('*', serveStatic({ root: path.relative(process.cwd(), dir) || '.' }))
  app.get('*', (c) => {
    if (!fs.existsSync(indexFile)) return c.text('PM3 is not built: run `npm run build`.', 503)
    c.header('Cache-Control', 'no-cache')
    return c.html(fs.readFileSync(indexFile, 'utf8'))
  })
}
