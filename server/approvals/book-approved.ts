// Decisions reach the books (issue 36): an approved 财务费用审批 becomes its 管理费用 row, a project's
// 成本审批 or 采购审批 its 项目直接费用 row, any other 采购审批 an 其他应付 to the supplier, in the same
// transaction as the last agreement, so nobody keys it again. The row takes the sop's id (and names
// the sop in sop_id): a sop is approved once — a second device's decision on the same step is refused
// as too late — and a row already there is never written twice, whichever device's decision landed.
import type { Transaction } from 'kysely'
import { companyDateTime } from '../../src/lib/company-time.ts'
import { parseJson } from '../../src/modules/approvals/sop-rules.ts'
import { expenseSubjects } from '../../src/modules/finance/finance-catalogue.resource.ts'
import {
  directExpenses,
  managementExpenses,
  otherPayables,
} from '../../src/modules/finance/finance-entries.resource.ts'
import { staff } from '../../src/modules/hr/staff.resource.ts'
import type { AnyResource } from '../../src/resources/define-resource.ts'
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

/** A cost request's category and the project subject it is booked to, by the subject's name. */
const SUBJECT_OF_COST: Record<string, string> = {
  labour: '人工费',
  material: '材料费',
  machine: '机械费',
}

/** The subject of the chart named so, else the first subject of that kind ('' when none). */
async function subjectNamed(
  trx: Transaction<Database>,
  comId: number,
  name: string | undefined,
  kind: string,
) {
  const subjects = await companyRows(trx, expenseSubjects, comId)
    .select(['id', 'name', 'kind'])
    .orderBy('code')
    .execute()
  const found = subjects.find((s) => s.name === name) ?? subjects.find((s) => s.kind === kind)
  return String(found?.id ?? '')
}

const remarkOf = (sop: Row) => `${String(sop.code ?? '')} ${String(sop.title ?? '')}`.trim().slice(0, 500)

/** What an approved request of each template books, and where; null where it has no ledger. */
async function bookingOf(
  trx: Transaction<Database>,
  sop: Row,
  by: Writer,
): Promise<{ resource: AnyResource; row: Row } | null> {
  const content = parseJson<Record<string, unknown>>(sop.content, {})
  const date = companyDateTime(by.now)[0]
  const amount = Number(sop.amount ?? 0)
  const project = String(sop.project_id ?? '')
  const base = { id: String(sop.id), sop_id: String(sop.id), amount, date }
  // A project's cost, or goods bought for a project: the project's direct expense.
  const direct = async (subjectName: string | undefined, payee: string) => {
    const subject = await subjectNamed(trx, by.comId, subjectName, 'project')
    return {
      resource: directExpenses,
      row: {
        ...base,
        project_id: project,
        subcontract_id: '',
        subject_id: subject,
        payee: payee.slice(0, 120),
        bank_account_id: '',
        remark: remarkOf(sop),
      },
    }
  }
  switch (sop.template) {
    case 'expefina': {
      const subject = await subjectFor(trx, by.comId, String(content.category ?? ''))
      if (!subject) return null
      return {
        resource: managementExpenses,
        row: {
          ...base,
          subject_id: subject,
          depa_id: await applicantDepartment(trx, by.comId, Number(sop.applicant_id)),
          handler: String(sop.applicant_name ?? '').slice(0, 30),
          bank_account_id: '',
          remark: remarkOf(sop),
        },
      }
    }
    case 'expecost':
      return project ? direct(SUBJECT_OF_COST[String(content.category ?? '')], String(sop.title ?? '')) : null
    case 'expesrm': {
      const supplier = String(content.supplier ?? '').trim() || String(sop.applicant_name ?? '')
      if (project) return direct(SUBJECT_OF_COST.material, supplier)
      // Goods for the company: owed to the supplier until paid.
      const goods = `${String(content.goods ?? '')}${content.quantity ? ` × ${String(content.quantity)}` : ''}`
      return {
        resource: otherPayables,
        row: {
          ...base,
          counterparty: supplier.slice(0, 120),
          summary: (goods || String(sop.title ?? '')).slice(0, 120),
          due_date: '',
          status: 'open',
          remark: remarkOf(sop),
        },
      }
    }
    default:
      return null
  }
}

/** Where an approved request of a template is booked (the detail page's 已入账 note reads it there). */
export const BOOKED_IN = {
  expefina: managementExpenses,
  expecost: directExpenses,
  expesrm: [directExpenses, otherPayables],
}

/**
 * Books an approved sop where its template has a ledger (bookingOf). Returns the row written, or
 * null (another template, no subject to book to, or already booked).
 */
export async function bookApproved(trx: Transaction<Database>, sop: Row, by: Writer): Promise<Row | null> {
  if (sop.status !== 'approved') return null
  const booking = await bookingOf(trx, sop, by)
  if (!booking) return null
  if (await findRow(trx, booking.resource, String(sop.id), by.comId)) return null
  if (booking.resource !== managementExpenses && !booking.row.subject_id && 'subject_id' in booking.row)
    return null
  return insertRow(trx, booking.resource, booking.row, by)
}
