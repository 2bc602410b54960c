// Money that must not be paid twice over: a loan repaid beyond its principal, a payment stage paid
// beyond its plan, a contract planned beyond its amount. Checked after the save in its transaction
// (the parent row held FOR UPDATE on PostgreSQL), from either side: a new child, or a parent whose
// amount is lowered below what its children already hold. A child naming a parent that is gone is
// refused too; removing a parent that children name is refused by reference-checks.ts.
import { sql, type Transaction } from 'kysely'
import type { Language } from '../../src/api/error-catalogue.ts'
import {
  contractPaymentPlans,
  contractPayments,
} from '../../src/modules/finance/contract-payments.resource.ts'
import { loanRepayments, loans } from '../../src/modules/finance/loans.resource.ts'
import { LOAN, STAGE } from '../../src/modules/finance/settlement.ts'
import { projectContracts } from '../../src/modules/projects/contracts.resource.ts'
import type { AnyResource } from '../../src/resources/define-resource.ts'
import { inLanguage } from '../../src/resources/text.ts'
import { findRow, untyped } from '../db/resource-rows.ts'
import { tableName } from '../db/resource-tables.ts'
import type { Database } from '../db/schema.ts'
import { invalidField } from '../http/parse-body.ts'
import type { WriteHooks } from '../routes/resource-routes.ts'

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`

interface Cap {
  parent: AnyResource
  owed: string
  child: AnyResource
  ref: string
}

const CAPS: Cap[] = [
  { parent: loans, owed: LOAN.owed, child: loanRepayments, ref: LOAN.ref },
  { parent: contractPaymentPlans, owed: STAGE.owed, child: contractPayments, ref: STAGE.ref },
  { parent: projectContracts, owed: 'amount', child: contractPaymentPlans, ref: 'contract_id' },
]

const words = {
  gone: { zh: '所选{parent}不存在或已删除', en: 'The chosen {parent} does not exist or was deleted' },
  over: {
    zh: '{child}合计 {paid} 超过{parent}的 {owed}',
    en: '{child} total {paid}, more than the {parent} amount of {owed}',
  },
}

async function paidAgainst(trx: Transaction<Database>, cap: Cap, parentId: string, comId: number) {
  const row = await untyped(trx)
    .selectFrom(tableName(cap.child))
    .select(sql<number>`coalesce(sum(amount), 0)`.as('paid'))
    .where('com_id', '=', comId)
    .where('deleted', '=', 0)
    .where(cap.ref, '=', parentId)
    .executeTakeFirst()
  return Number(row?.paid ?? 0)
}

async function checkCap(
  trx: Transaction<Database>,
  cap: Cap,
  parentId: string,
  comId: number,
  lang: Language,
) {
  const say = (text: { zh: string; en: string }, slots: Record<string, string>) =>
    Object.entries(slots).reduce((s, [k, v]) => s.replace(`{${k}}`, v), inLanguage(text, lang))
  const names = { parent: inLanguage(cap.parent.title, lang), child: inLanguage(cap.child.title, lang) }
  const parent = await findRow(trx, cap.parent, parentId, comId, { forUpdate: true })
  if (!parent) throw invalidField(lang, [say(words.gone, names)])
  const owed = Number(parent[cap.owed] ?? 0)
  const paid = await paidAgainst(trx, cap, parentId, comId)
  if (paid > owed)
    throw invalidField(lang, [say(words.over, { ...names, paid: yuan(paid), owed: yuan(owed) })])
}

function hooksFor(r: AnyResource): WriteHooks {
  return {
    async saved(trx, w) {
      const comId = w.user.com_id
      for (const cap of CAPS) {
        if (cap.parent.name === r.name) await checkCap(trx, cap, w.id, comId, w.lang)
        if (cap.child.name !== r.name) continue
        const row = await findRow(trx, r, w.id, comId)
        if (row) await checkCap(trx, cap, String(row[cap.ref]), comId, w.lang)
      }
    },
  }
}

const capped = [...new Set(CAPS.flatMap((cap) => [cap.parent, cap.child]))]

export const settlementHooks: Record<string, WriteHooks> = Object.fromEntries(
  capped.map((r) => [r.name, hooksFor(r)]),
)
