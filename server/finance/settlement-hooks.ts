// Loans and contract payments hold together on the server. A repayment or payment must name a loan or
// stage that exists, and a stage a contract that exists (removing one still named is refused by
// reference-checks.ts). A loan is not repaid beyond its principal, from either side: a new repayment,
// or a principal lowered below what was repaid; checked after the save in its transaction, the loan
// held FOR UPDATE on PostgreSQL. A stage or contract is not capped: a client may pay two stages in one
// transfer, and a contract grows with variations before its record does — the pages show the
// overpayment (settlement.ts) rather than refuse money that was in fact received.
import { sql, type Transaction } from 'kysely'
import type { Language } from '../../src/api/error-catalogue.ts'
import { formatFen } from '../../src/lib/money-format.ts'
import {
  contractPaymentPlans,
  contractPayments,
} from '../../src/modules/finance/contract-payments.resource.ts'
import { loanRepayments, loans } from '../../src/modules/finance/loans.resource.ts'
import { LOAN, STAGE } from '../../src/modules/finance/settlement.ts'
import { projectContracts } from '../../src/modules/projects/contracts.resource.ts'
import type { AnyResource } from '../../src/resources/define-resource.ts'
import { fillText, inLanguage } from '../../src/resources/text.ts'
import { findRow, untyped } from '../db/resource-rows.ts'
import { tableName } from '../db/resource-tables.ts'
import type { Database } from '../db/schema.ts'
import type { WriteHooks } from '../db/write-hooks.ts'
import { invalidField } from '../http/parse-body.ts'
import { settlementHooksWords } from '../words.text.ts'

interface Link {
  parent: AnyResource
  child: AnyResource
  ref: string
  /** The parent's amount the children's amounts may not exceed. */
  cap?: string
}

const LINKS: Link[] = [
  { parent: loans, child: loanRepayments, ref: LOAN.ref, cap: LOAN.owed },
  { parent: contractPaymentPlans, child: contractPayments, ref: STAGE.ref },
  { parent: projectContracts, child: contractPaymentPlans, ref: 'contract_id' },
]

const words = settlementHooksWords.words

async function paidAgainst(trx: Transaction<Database>, link: Link, parentId: string, comId: number) {
  const row = await untyped(trx)
    .selectFrom(tableName(link.child))
    .select(sql<number>`coalesce(sum(amount), 0)`.as('paid'))
    .where('com_id', '=', comId)
    .where('deleted', '=', 0)
    .where(link.ref, '=', parentId)
    .executeTakeFirst()
  return Number(row?.paid ?? 0)
}

/** The parent a saved child names must be there; a capped one must still cover its children. */
async function checkLink(
  trx: Transaction<Database>,
  link: Link,
  parentId: string,
  comId: number,
  lang: Language,
) {
  const names = { parent: inLanguage(link.parent.title, lang), child: inLanguage(link.child.title, lang) }
  const parent = await findRow(trx, link.parent, parentId, comId, { forUpdate: true })
  if (!parent) throw invalidField(lang, [fillText(words.gone, lang, names)])
  if (!link.cap) return
  const owed = Number(parent[link.cap] ?? 0)
  const paid = await paidAgainst(trx, link, parentId, comId)
  if (paid > owed)
    throw invalidField(lang, [
      fillText(words.over, lang, { ...names, paid: formatFen(paid), owed: formatFen(owed) }),
    ])
}

function hooksFor(r: AnyResource): WriteHooks {
  return {
    async saved(trx, w) {
      const comId = w.user.com_id
      for (const link of LINKS) {
        if (link.cap && link.parent.name === r.name) await checkLink(trx, link, w.id, comId, w.lang)
        if (link.child.name !== r.name) continue
        const row = await findRow(trx, r, w.id, comId)
        if (row) await checkLink(trx, link, String(row[link.ref]), comId, w.lang)
      }
    },
  }
}

const linked = [...new Set(LINKS.flatMap((link) => [link.child, ...(link.cap ? [link.parent] : [])]))]

export const settlementHooks: Record<string, WriteHooks> = Object.fromEntries(
  linked.map((r) => [r.name, hooksFor(r)]),
)
