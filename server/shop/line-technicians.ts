// A sale's line may name who did the work (issue 34): the server keeps it only when that staff file
// is the company's, and writes the name from the file, so a receipt or a commission report never
// names someone the till made up.
import type { Transaction } from 'kysely'
import { Code } from '../../src/api/codes.ts'
import { staff } from '../../src/modules/hr/staff.resource.ts'
import type { CartLine } from '../../src/modules/shop/checkout.flow.ts'
import { findRow } from '../db/resource-rows.ts'
import type { Database } from '../db/schema.ts'
import { ApiFailure } from '../http/envelope.ts'

/** Checks each line's technician and stamps the name from their staff file (in place: the order stores the lines). */
export async function checkTechnicians(
  trx: Transaction<Database>,
  lines: CartLine[],
  comId: number,
): Promise<void> {
  for (const [i, line] of lines.entries()) {
    if (!line.staff_id) {
      delete line.staff_name
      continue
    }
    const file = await findRow(trx, staff, line.staff_id, comId)
    if (!file) throw new ApiFailure(Code.badRequest, 'technicianUnknown', { n: i + 1, name: line.name })
    line.staff_name = String(file.name ?? '')
  }
}
