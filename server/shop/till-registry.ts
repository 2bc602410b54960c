import type { Transaction } from 'kysely'
import { ulid } from 'ulid'
import { Code } from '../../src/api/codes.ts'
import { companyDateTime } from '../../src/lib/company-time.ts'
import { orders } from '../../src/modules/shop/orders.resource.ts'
import { formatReceiptNo } from '../../src/modules/shop/receipt-number.ts'
import { tills } from '../../src/modules/shop/tills.resource.ts'
import { companyRows, findRowBy, insertRow, type Row, type Writer } from '../db/resource-rows.ts'
import type { Database } from '../db/schema.ts'
import { shopOfUser } from '../db/user-shop.ts'
import { ApiFailure } from '../http/envelope.ts'

type Trx = Transaction<Database>

/** The till this device is adopted as, if any. */
export async function tillOfDevice(trx: Trx, comId: number, device: string): Promise<Row | undefined> {
  if (!device) return undefined
  return findRowBy(trx, tills, 'device', device, comId)
}

export const tillOfCode = (trx: Trx, comId: number, code: string) =>
  findRowBy(trx, tills, 'code', code, comId)

/**
 * A shift opened under the release before tills (openShift v1: the till code lived in the device's
 * localStorage, never registered): the code is registered to the sending device, marked as adopted
 * automatically (legacy), when that device is no till yet and no other device holds the code.
 * Otherwise nothing (the open is refused as from an unregistered till).
 */
export async function adoptLegacyTill(
  trx: Trx,
  by: Writer,
  device: string,
  code: string,
  at: string,
  /** The cashier whose queued shift registers it: the till list names them, not a manager. */
  adoptedBy: string,
): Promise<Row | undefined> {
  if (!device || !code) return undefined
  if (await tillOfDevice(trx, by.comId, device)) return undefined
  if (await tillOfCode(trx, by.comId, code)) return undefined
  await insertRow(
    trx,
    tills,
    {
      id: ulid(),
      code,
      name: code,
      device,
      adopted_by: adoptedBy,
      adopted_at: at,
      last_receipt_no: await lastReceiptNo(trx, by.comId, code, by.now),
      shop_id: await shopOfUser(trx, by.comId, by.userId),
    },
    by,
  )
  return tillOfDevice(trx, by.comId, device)
}

/** The till's highest receipt number of the company day ('' before its first sale of the day). */
export async function lastReceiptNo(trx: Trx, comId: number, code: string, now: number): Promise<string> {
  const prefix = formatReceiptNo(code, companyDateTime(now)[0], 0).replace(/-0+$/, '-')
  const rows = await companyRows(trx, orders, comId)
    .select('receipt_no')
    .where('receipt_no', 'like', `${prefix}%`)
    .execute()
  // Numerically: 1000 sorts before 999 as text.
  const seqs = rows.map((r) => Number(String(r.receipt_no).slice(prefix.length))).filter(Number.isFinite)
  return seqs.length ? formatReceiptNo(code, companyDateTime(now)[0], Math.max(...seqs)) : ''
}

/**
 * The device named in a register or adopt is the one sending it (`by.device`, '' when the caller sent
 * none: a script, an old client), and is no till yet (or this one).
 */
export async function deviceFree(trx: Trx, by: Writer, device: string, tillId: string) {
  const sender = by.device ?? ''
  if (!sender) throw new ApiFailure(Code.badRequest, 'tillDeviceUnknown')
  if (device !== sender) throw new ApiFailure(Code.forbidden, 'tillDeviceMismatch')
  const already = await tillOfDevice(trx, by.comId, device)
  if (already && already.id !== tillId)
    throw new ApiFailure(Code.unprocessable, 'tillDeviceTaken', {
      name: String(already.name),
      code: String(already.code),
    })
}
