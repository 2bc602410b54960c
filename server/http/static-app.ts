// Serves the built app: hashed assets cached for a year, the shell and the service worker never
// cached by the HTTP layer (the service worker owns offline), and the SPA fallback to index.html.
import fs from 'node:fs'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Hono } from 'hono'
import { Code } from '../../src/api/codes.ts'
import type { AppEnv } from './context.ts'
import { ApiFailure } from './envelope.ts'

/**
 * Company assets (spec §7: Uploads/{COM_ID}/logo_min.png, favicon.ico, the notice sound) live in
 * the data folder; a missing one is a 404, never the app's index page, so the client falls back to
 * its generic icon.
 */
export function mountUploads(app: Hono<AppEnv>, dataDir: string): void {
  const root = path.join(dataDir, 'Uploads')
  app.get('/Uploads/*', (c) => {
    let rel: string
    try {
      rel = decodeURIComponent(c.req.path.slice('/Uploads/'.length))
    } catch {
      // A malformed escape (/Uploads/%E0%A4%A) is the caller's mistake: 400, not 500.
      throw new ApiFailure(Code.badRequest, 'badPath')
    }
    const file = path.resolve(root, rel)
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile())
      return c.notFound()
    const type = {
      '.png': 'image/png',
      '.ico': 'image/x-icon',
      '.mp3': 'audio/mpeg',
      '.svg': 'image/svg+xml',
    }[path.extname(file)]
    c.header('Cache-Control', 'public, max-age=3600')
    return c.body(fs.readFileSync(file), 200, { 'Content-Type': type ?? 'application/octet-stream' })
  })
}

export function mountStaticApp(app: Hono<AppEnv>, dir: string): void {
  const indexFile = path.join(dir, 'index.html')
  app.use('/static/*', async (c, next) => {
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
