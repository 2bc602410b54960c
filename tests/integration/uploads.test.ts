import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

it('serves a company logo from the data folder, and a missing asset is a 404 (not the app page)', async () => {
  const missing = await fetch(`${server.url}/Uploads/2/logo_min.png`)
  expect(missing.status).toBe(404)

  const dir = path.join(server.config.dataDir, 'Uploads', '2')
  fs.mkdirSync(dir, { recursive: true })
  const png = Buffer.from('89504e470d0a1a0a', 'hex')
  fs.writeFileSync(path.join(dir, 'logo_min.png'), png)
  const found = await fetch(`${server.url}/Uploads/2/logo_min.png`)
  expect(found.status).toBe(200)
  expect(found.headers.get('content-type')).toBe('image/png')
  expect(Buffer.from(await found.arrayBuffer())).toEqual(png)

  const outside = await fetch(`${server.url}/Uploads/..%2f..%2fpm3.sqlite`)
  expect(outside.status).toBe(404)
})

it('a new install has the demo company its logo, favicon and notice sound, and a generic favicon for the rest', async () => {
  const expected = {
    '/Uploads/1/logo_min.png': 'image/png',
    '/Uploads/1/favicon.ico': 'image/x-icon',
    '/Uploads/1/notice.mp3': 'audio/mpeg',
    '/Uploads/favicon.ico': 'image/x-icon',
  }
  const served: Record<string, string | null> = {}
  for (const url of Object.keys(expected)) {
    const res = await fetch(`${server.url}${url}`)
    served[url] = res.ok && (await res.arrayBuffer()).byteLength > 0 ? res.headers.get('content-type') : null
  }
  expect(served).toEqual(expected)
})
