// Load for the durability faults (power cut, kill -9, backup under load): tills sending cash sales
// and field devices sending attachments on the real wire protocol, each write counted only once the
// server acknowledged it, with the time it was acknowledged.
import { createHash, randomBytes } from 'node:crypto'
import { ATTACHMENT_UPLOAD_PATH, UPLOAD_HEADERS } from '../../src/api/attachments.ts'
import { newId } from '../../src/data/enqueue.ts'
import { cashSale } from './shop.ts'

type Item = Record<string, unknown>

export interface Acked {
  id: string
  at: number
}

async function post(
  api: string,
  token: string,
  path: string,
  body: BodyInit,
  headers: Record<string, string>,
) {
  const res = await fetch(`${api}${path}`, {
    method: 'POST',
    headers: { token: `Bearer ${token}`, ...headers },
    body,
  })
  return { status: res.status, body: (await res.json()) as { code: number; data: unknown } }
}

export async function signIn(api: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${api}/user/userLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  })
  const body = (await res.json()) as { token?: string; msg: string }
  if (!body.token) throw new Error(`sign-in of ${username} failed: ${body.msg}`)
  return body.token
}

/** One cash sale of the first item, as the till sends it; true once the server acknowledged it. */
export async function sendSale(api: string, token: string, items: Item[], id = newId()): Promise<boolean> {
  const item = items[Math.floor(Math.random() * items.length)]!
  const sale = {
    ...cashSale([
      { item_id: String(item.id), name: String(item.name), price: Number(item.price), qty: 1, discount: 0 },
    ]),
    id,
  }
  try {
    const answer = await post(api, token, '/dian/saveCashCheckout', JSON.stringify(sale), {
      'content-type': 'application/json',
      'idempotency-key': id,
    })
    return answer.status === 200 && answer.body.code === 200
  } catch {
    return false
  }
}

/** Uploads a file in one chunk; its hash once the server says the file is complete, else null. */
export async function sendFile(api: string, token: string, size = 64 * 1024): Promise<string | null> {
  const bytes = new Uint8Array(randomBytes(size))
  const hash = createHash('sha256').update(bytes).digest('hex')
  try {
    const answer = await post(api, token, `${ATTACHMENT_UPLOAD_PATH}/${hash}`, bytes, {
      'content-type': 'application/octet-stream',
      [UPLOAD_HEADERS.offset]: '0',
      [UPLOAD_HEADERS.size]: String(size),
      [UPLOAD_HEADERS.type]: 'application/octet-stream',
    })
    return (answer.body.data as { complete?: boolean } | undefined)?.complete ? hash : null
  } catch {
    return null
  }
}

/**
 * `tills` concurrent tills selling and `uploaders` devices uploading until stop(); what each
 * acknowledged, with when. Refused or cut writes are not counted (a device would send them again).
 */
export function startLoad(
  api: string,
  opts: { token: string; items: Item[]; tills: number; uploaders?: number; fileToken?: string },
) {
  const sales: Acked[] = []
  const files: Acked[] = []
  let running = true
  const loops: Promise<void>[] = []
  for (let t = 0; t < opts.tills; t++)
    loops.push(
      (async () => {
        while (running) {
          const id = newId()
          if (await sendSale(api, opts.token, opts.items, id)) sales.push({ id, at: Date.now() })
        }
      })(),
    )
  for (let u = 0; u < (opts.uploaders ?? 0); u++)
    loops.push(
      (async () => {
        while (running) {
          const hash = await sendFile(api, opts.fileToken ?? opts.token)
          if (hash) files.push({ id: hash, at: Date.now() })
        }
      })(),
    )
  return {
    sales,
    files,
    async stop() {
      running = false
      await Promise.all(loops)
    },
  }
}
