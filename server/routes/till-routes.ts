// A till's registration and a device's adoption of a registered till: the shared commands, with the
// server's checks that a device and a code belong to one till only (server/shop/till-registry.ts).
import type { Hono } from 'hono'
import { Code } from '../../src/api/codes.ts'
import { adoptTill, registerTill } from '../../src/modules/shop/till.commands.ts'
import { tills } from '../../src/modules/shop/tills.resource.ts'
import { findRow } from '../db/resource-rows.ts'
import { shopOfUser } from '../db/user-shop.ts'
import type { AppEnv } from '../http/context.ts'
import { ApiFailure } from '../http/envelope.ts'
import { deviceFree, lastReceiptNo, tillOfCode } from '../shop/till-registry.ts'
import { serveCommand } from './serve-command.ts'

export function tillRoutes(app: Hono<AppEnv>): void {
  serveCommand(app, registerTill, async ({ trx, payload, user, by, shared }) => {
    await deviceFree(trx, by, payload.device, payload.id)
    const taken = await tillOfCode(trx, by.comId, payload.code)
    if (taken)
      throw new ApiFailure(Code.unprocessable, 'tillCodeTaken', {
        code: payload.code,
        name: String(taken.name),
      })
    // A device that sold before tills were registered keeps its code: its receipts of today go on.
    payload.last_receipt_no = await lastReceiptNo(trx, by.comId, payload.code, by.now)
    await shared({ [tills.name]: { shop_id: await shopOfUser(trx, by.comId, user.id) } })
  })

  serveCommand(app, adoptTill, async ({ trx, payload, by, shared }) => {
    const till = await findRow(trx, tills, payload.id, by.comId, { forUpdate: true })
    if (!till) throw new ApiFailure(Code.notFound, 'tillMissing')
    await deviceFree(trx, by, payload.device, payload.id)
    payload.last_receipt_no = await lastReceiptNo(trx, by.comId, String(till.code), by.now)
    await shared()
  })
}
