// The page side of bench/queue-seal.ts: the real seal and open over Chromium's IndexedDB and
// WebCrypto. Bundled by the bench, never by the app.
import { Dexie } from 'dexie'
import type { OutboxEntry } from '../src/data/outbox-types.ts'
import { openQueue, PBKDF2_ITERATIONS, sealQueue } from '../src/data/queue-seal.ts'

/** A queued cash sale as the till writes it: three lines, the shift row's before-image. */
function sale(n: number): OutboxEntry {
  const id = `01JBENCH${String(n).padStart(18, '0')}`
  const lines = [1, 2, 3].map((i) => ({
    goods_id: `G${i}`,
    name: `洗剪吹套餐 ${i}`,
    qty: i,
    price: 3800 + i,
    amount: (3800 + i) * i,
    staff_id: `S${i}`,
    staff_name: `技师${i}`,
  }))
  const now = Date.now()
  return {
    id,
    kind: 'shop.cashCheckout',
    payload: {
      id,
      method: 'cash',
      lines,
      total: 23_000,
      tendered: 25_000,
      change: 2000,
      sold_at: new Date(now).toISOString(),
    },
    version: 1,
    targets: [`sales:${id}`, 'shifts:SH1'],
    state: 'pending',
    createdAt: now,
    nextAttemptAt: 0,
    attempts: [],
    audit: { uid: 7, comId: 1, device: 'bench', localTime: new Date(now).toISOString() },
    undo: [
      { table: 'sales', id, before: null },
      {
        table: 'shifts',
        id: 'SH1',
        before: { id: 'SH1', cash_total: 120_000, sales: 41, opened_by: '收银员甲' },
      },
    ],
  }
}

const subtle = globalThis.crypto.subtle

async function run(n: number) {
  const derive: number[] = []
  for (let i = 0; i < 5; i++) {
    const base = await subtle.importKey('raw', new TextEncoder().encode('office123'), 'PBKDF2', false, [
      'deriveKey',
    ])
    const t = performance.now()
    await subtle.deriveKey(
      {
        name: 'PBKDF2',
        hash: 'SHA-256',
        salt: crypto.getRandomValues(new Uint8Array(16)),
        iterations: PBKDF2_ITERATIONS,
      },
      base,
      { name: 'AES-GCM', length: 256 },
      false,
      ['wrapKey', 'unwrapKey'],
    )
    derive.push(performance.now() - t)
  }
  // One entry's encrypt and decrypt, as a seal and an open do them. The page's clock ticks in
  // 0.1 ms (no cross-origin isolation): timed per 50 entries, one at a time, and divided.
  const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
  const enc: number[] = []
  const dec: number[] = []
  let bytes = 0
  for (let batch = 0; batch < 40; batch++) {
    const entries = Array.from({ length: 50 }, (_, i) => sale(batch * 50 + i))
    const sealed: { iv: Uint8Array<ArrayBuffer>; aad: Uint8Array<ArrayBuffer>; data: ArrayBuffer }[] = []
    const t0 = performance.now()
    for (const e of entries) {
      const text = new TextEncoder().encode(
        JSON.stringify({ payload: e.payload, undo: e.undo, attempts: e.attempts, state: e.state }),
      )
      const iv = crypto.getRandomValues(new Uint8Array(12))
      const aad = new TextEncoder().encode(e.id)
      sealed.push({
        iv,
        aad,
        data: await subtle.encrypt({ name: 'AES-GCM', iv, additionalData: aad }, aes, text),
      })
      bytes = text.byteLength
    }
    const t1 = performance.now()
    for (const { iv, aad, data } of sealed)
      JSON.parse(
        new TextDecoder().decode(
          await subtle.decrypt({ name: 'AES-GCM', iv, additionalData: aad }, aes, data),
        ),
      )
    dec.push((performance.now() - t1) / 50)
    enc.push((t1 - t0) / 50)
  }
  // The whole of it on a queue of n entries, in the browser's IndexedDB.
  const name = `bench-seal-${Date.now()}`
  const db = new Dexie(name)
  db.version(1).stores({ outbox: 'id, state, *targets' })
  await db.table('outbox').bulkAdd(Array.from({ length: n }, (_, i) => sale(i)))
  let t = performance.now()
  await openQueue(name, 1, 7, 'office123')
  const firstSignIn = performance.now() - t
  t = performance.now()
  const sealed = await sealQueue(db, 1, 7)
  const seal = performance.now() - t
  t = performance.now()
  const opened = await openQueue(name, 1, 7, 'office123')
  const open = performance.now() - t
  await db.delete()
  return { derive, enc, dec, bytes, firstSignIn, seal, sealed: sealed.sealed, open, opened: opened.opened }
}

export type SealBench = typeof run
;(globalThis as { runSealBench?: SealBench }).runSealBench = run
