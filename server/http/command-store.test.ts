// One command definition, two stores: the member sale's shared effect makes the same order, ledger
// row and balance on the device's Dexie mirror (through enqueue, as the till does) and in the
// server's SQLite database (through the store its route gives the effect).

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { enqueue } from '../../src/data/enqueue.ts'
import { UserDb } from '../../src/data/user-db.ts'
import { staff } from '../../src/modules/hr/staff.resource.ts'
import { catalogue } from '../../src/modules/registry.ts'
import { members } from '../../src/modules/shop/members.resource.ts'
import { memberLedger, orders } from '../../src/modules/shop/orders.resource.ts'
import { memberCheckout, memberTopUp } from '../../src/modules/shop/shop.commands.ts'
import { openSqlite } from '../db/connection.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { findRow, insertRow } from '../db/resource-rows.ts'
import { ensureResourceTable } from '../db/resource-tables.ts'
import { kyselyStore } from './command-store.ts'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm3-command-'))
const server = openSqlite(dataDir)
const device = new UserDb('unit-define-command', catalogue)
afterAll(async () => {
  await server.destroy()
  fs.rmSync(dataDir, { recursive: true, force: true })
  await device.delete()
})

const MEMBER = '01JZZZZZZZZZZZZZZZZZZZZZM1'
const member = {
  id: MEMBER,
  card_no: 'C1',
  name: '王芳',
  mobile: '13800000000',
  balance: 10_000,
  status: 'active',
}
const sale = {
  id: '01JZZZZZZZZZZZZZZZZZZZZZS1',
  member_id: MEMBER,
  discount: 100,
  lines: [{ item_id: '01JZZZZZZZZZZZZZZZZZZZZZJ1', name: '洗剪吹', price: 3800, qty: 1, discount: 0 }],
  total: 3800,
  sold_at: '2026-11-24T10:00:00Z',
}
const topUp = {
  id: '01JZZZZZZZZZZZZZZZZZZZZZT1',
  member_id: MEMBER,
  amount: 5000,
  at: '2026-11-24T10:05:00Z',
}
const by = { comId: 1, userId: 7, now: Date.parse('2026-11-24T10:06:00Z') }
const ctx = {
  actor: { id: 7, name: 'cashier' },
  time: { client: by.now, server: by.now },
  lang: 'zh' as const,
}

/** The fields the shared effect decides (the server adds com_id, rev, times of its own). */
const shared = (row: Record<string, unknown> | undefined, like: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(like).map((k) => [k, row?.[k]]))

it('a member sale and a top-up make the same rows on the device and on the server', async () => {
  await device.table(members.name).put({ ...member, updated_at: 1 })
  const enqueueCtx = { uid: 7, comId: 1, device: 'unit' }
  await enqueue(device, enqueueCtx, memberCheckout.kind, sale)
  await enqueue(device, enqueueCtx, memberTopUp.kind, topUp)

  await migrateToLatest(server)
  // As server/start.ts does; staff files too: a sale is stamped with its seller's shop from theirs.
  for (const r of [members, orders, memberLedger, staff]) await ensureResourceTable(server as never, r)
  await server.transaction().execute(async (trx) => {
    await insertRow(trx, members, member, by)
    const store = kyselyStore(trx, by)
    await memberCheckout.effect(store, memberCheckout.parse(sale, 'zh'), ctx)
    await memberTopUp.effect(store, memberTopUp.parse(topUp, 'zh'), ctx)
  })

  const onDevice = {
    order: await device.table(orders.name).get(sale.id),
    charge: await device.table(memberLedger.name).get(sale.id),
    topUp: await device.table(memberLedger.name).get(topUp.id),
    member: await device.table(members.name).get(MEMBER),
  }
  const onServer = {
    order: await findRow(server, orders, sale.id, 1),
    charge: await findRow(server, memberLedger, sale.id, 1),
    topUp: await findRow(server, memberLedger, topUp.id, 1),
    member: await findRow(server, members, MEMBER, 1),
  }
  expect(onDevice.member?.balance).toBe(10_000 - 3800 + 5000)
  expect(onServer.member?.balance).toBe(10_000 - 3800 + 5000)
  expect(onDevice.charge).toMatchObject({ kind: 'charge', amount: -3800, order_id: sale.id })
  expect(onDevice.topUp).toMatchObject({ kind: 'topup', amount: 5000, order_id: '' })
  for (const key of ['order', 'charge', 'topUp'] as const) {
    const { updated_at: _, ...fields } = onDevice[key] ?? {}
    expect(shared(onServer[key], fields), key).toEqual(fields)
  }
})

it('a sale the shared schema refuses is worded the same for the till and the server', () => {
  expect(() => memberCheckout.parse({ ...sale, total: 1 }, 'en')).toThrow('The sale does not add up')
})
