// Decisions reach the books (issue 36): an approved 财务费用审批 becomes its 管理费用 row in the same
// transaction as the last agreement, so nobody keys it again. The row takes the sop's id (and names
// the sop in sop_id): a sop is approved once — a second device's decision on the same step is refused
// as too late — and a row already there is never written twice, whichever device's decision landed.
import type { Transaction } from 'kysely'
import { companyDateTime } from '../../src/lib/company-time.ts'
import { parseJson } from '../../src/modules/approvals/sop-rules.ts'
import { expenseSubjects } from '../../src/modules/finance/finance-catalogue.resource.ts'
import { managementExpenses } from '../../src/modules/finance/finance-entries.resource.ts'
import { staff } from '../../src/modules/hr/staff.resource.ts'
import { companyRows, findRow, insertRow, type Row, type Writer } from '../db/resource-rows.ts'
import type { Database } from '../db/schema.ts'

/** The expense form's category and the subject of the chart it is booked to, by the subject's name. */
const SUBJECT_OF_CATEGORY: Record<string, string> = {
  travel: '差旅费',
  meal: '业务招待费',
  office: '办公费',
}

async function subjectFor(
  trx: Transaction<Database>,
  comId: number,
  category: string,
): Promise<string | null> {
  const subjects = await companyRows(trx, expenseSubjects, comId)
    .select(['id', 'name', 'kind'])
    .orderBy('code')
    .execute()
  const named = subjects.find((s) => s.name === SUBJECT_OF_CATEGORY[category])
  // Another category, or a chart without that name: the first management subject.
  const fallback = subjects.find((s) => s.kind === 'management')
  return String((named ?? fallback)?.id ?? '') || null
}

/** The approver's department stays unknown to the ledger: the applicant's is the one that spent. */
async function applicantDepartment(trx: Transaction<Database>, comId: number, applicantId: number) {
  const account = await trx
    .selectFrom('users')
    .select('staff_ref')
    .where('com_id', '=', comId)
    .where('id', '=', applicantId)
    .executeTakeFirst()
  const file = account?.staff_ref ? await findRow(trx, staff, account.staff_ref, comId) : undefined
  return String(file?.depa_id ?? '')
}

/**
 * Books an approved sop where its template has a ledger: 财务费用审批 → 管理费用. Returns the row
 * written, or null (another template, no subject to book to, or already booked).
 */
export async function bookApproved(trx: Transaction<Database>, sop: Row, by: Writer): Promise<Row | null> {
  if (sop.status !== 'approved' || sop.template !== 'expefina') return null
  const id = String(sop.id)
  if (await findRow(trx, managementExpenses, id, by.comId)) return null
  const content = parseJson<Record<string, unknown>>(sop.content, {})
  const subject = await subjectFor(trx, by.comId, String(content.category ?? ''))
  if (!subject) return null
  return insertRow(
    trx,
    managementExpenses,
    {
      id,
      subject_id: subject,
      depa_id: await applicantDepartment(trx, by.comId, Number(sop.applicant_id)),
      handler: String(sop.applicant_name ?? '').slice(0, 30),
      amount: Number(sop.amount ?? 0),
      date: companyDateTime(by.now)[0],
      bank_account_id: '',
      remark: `${String(sop.code ?? '')} ${String(sop.title ?? '')}`.trim().slice(0, 500),
      sop_id: id,
    },
    by,
  )
}
