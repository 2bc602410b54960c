// One sale through a running PM3 (the image, a deployment): sign in as the demo shop account, ring up
// the first service item for cash, and check the answer. Exit code 0 when the sale was stored.
//   node deploy/smoke-sale.mjs https://pm3.example.com
import { ulid } from 'ulid'

const base = (process.argv[2] ?? 'http://127.0.0.1:8080').replace(/\/$/, '')
const json = async (res) => {
  const body = await res.json()
  if (body.code !== 200 && body.code !== 0) throw new Error(`${res.url}: ${res.status} ${body.msg}`)
  return body
}
const ready = await fetch(`${base}/readyz`)
if (!ready.ok) throw new Error(`not ready: ${ready.status} ${await ready.text()}`)
const { token } = await json(
  await fetch(`${base}/api/user/userLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'shop', password: 'shop123' }),
  }),
)
const headers = { 'content-type': 'application/json', token: `Bearer ${token}` }
const items = await json(await fetch(`${base}/api/dian/getServiceItemList?page=1&limit=1`, { headers }))
const item = items.data[0]
const line = { item_id: String(item.id), name: item.name, price: Number(item.price), qty: 1, discount: 0 }
const id = ulid()
const sale = {
  id,
  method: 'cash',
  lines: [line],
  total: line.price,
  tendered: line.price,
  change: 0,
  sold_at: new Date().toISOString(),
}
await json(
  await fetch(`${base}/api/dian/saveCashCheckout`, {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': id },
    body: JSON.stringify(sale),
  }),
)
console.info(`sale ${id} stored by ${base}`)
