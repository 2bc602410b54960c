// The peers' loopback server: serves the bundled peer pages, the rows every peer loads (GET /rows,
// pages as PM3's pull gets them), Replicache's pull endpoint, and one push endpoint that answers at
// once and counts the distinct writes it has received (GET /push-count; DELETE resets it).
import { readFile } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { member } from './harness/member.ts'

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.data': 'application/octet-stream',
}

export interface PeerServer {
  url: string
  close(): Promise<void>
}

interface PushBody {
  entries?: { id: string }[]
  mutations?: { clientID: string; id: number }[]
}

const body = async (req: http.IncomingMessage) => {
  const chunks: Buffer[] = []
  for await (const c of req) chunks.push(c as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export async function startPeerServer(root: string, total: number): Promise<PeerServer> {
  const received = new Set<string>()
  /** Replicache: the last mutation id seen per client, returned by its pull (its push protocol). */
  const lastMutationIDs: Record<string, number> = {}
  const json = (res: http.ServerResponse, value: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify(value))
  }
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://loopback')
    try {
      if (url.pathname === '/rows') {
        const offset = Number(url.searchParams.get('offset'))
        const limit = Number(url.searchParams.get('limit'))
        const end = Math.min(total, offset + limit)
        return json(
          res,
          Array.from({ length: Math.max(0, end - offset) }, (_, k) => member(offset + k)),
        )
      }
      if (url.pathname === '/replicache/pull') {
        const { cookie } = JSON.parse(await body(req)) as { cookie: number | null }
        const patch =
          cookie === null
            ? Array.from({ length: total }, (_, i) => {
                const row = member(i)
                return { op: 'put', key: `m/${row.id}`, value: row }
              })
            : []
        return json(res, { cookie: 1, lastMutationIDChanges: lastMutationIDs, patch })
      }
      if (url.pathname === '/push' && req.method === 'POST') {
        const sent = JSON.parse(await body(req)) as PushBody
        for (const e of sent.entries ?? []) received.add(e.id)
        for (const m of sent.mutations ?? []) {
          received.add(`${m.clientID}:${m.id}`)
          lastMutationIDs[m.clientID] = Math.max(lastMutationIDs[m.clientID] ?? 0, m.id)
        }
        return json(res, {})
      }
      if (url.pathname === '/push-count') {
        if (req.method === 'DELETE') received.clear()
        res.writeHead(200, { 'content-type': 'text/plain' })
        return res.end(String(received.size))
      }
      const file = path.join(
        root,
        path.normalize(url.pathname.endsWith('/') ? `${url.pathname}index.html` : url.pathname),
      )
      if (!file.startsWith(root)) throw new Error('outside the root')
      const data = await readFile(file)
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' })
      res.end(data)
    } catch {
      res.writeHead(404)
      res.end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
