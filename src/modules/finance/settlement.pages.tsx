// /fina/finaloan and /fina/finacontpay: the generic lists, each row with 明细 — what a loan or a
// contract has been paid and still owes, read from the device's mirror (offline too) by the same
// arithmetic the server checks with (settlement.ts).

import { useLiveQuery } from 'dexie-react-hooks'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useUserDb } from '../../data/db-context.tsx'
import type { Row } from '../../data/user-db.ts'
import type { AnyResource } from '../../resources/define-resource.ts'
import { formatFen } from '../../resources/field-text.ts'
import { Button } from '../../ui/button.tsx'
import { Modal } from '../../ui/modal.tsx'
import { ResourceListPage } from '../../views/resource-list-page.tsx'
import { contractPaymentPlans } from './contract-payments.resource.ts'
import { type FinanceWord, financeText } from './finance.text.ts'
import { loans } from './loans.resource.ts'
import { LOAN, type Settlement, STAGE, settle, settleAll, total } from './settlement.ts'

type Cell = string | number

/** A table whose numeric cells are fen; the last row is the total, set apart. */
function FenTable({
  head,
  rows,
  foot,
  testId,
}: {
  head: (FinanceWord | 'translation:common.date')[]
  rows: Cell[][]
  foot: Cell[]
  testId: string
}) {
  const { t } = useTranslation([financeText.ns, 'translation'])
  // A negative figure is an overpayment: shown in red, not hidden.
  const cell = (v: Cell, i: number) => (
    <td
      key={i}
      className={
        typeof v === 'number'
          ? `px-2 py-1 text-right tabular-nums ${v < 0 ? 'text-red-700' : ''}`
          : 'px-2 py-1'
      }
    >
      {typeof v === 'number' ? formatFen(v) : v}
    </td>
  )
  return (
    <table className="w-full bg-white text-sm" data-testid={testId}>
      <thead>
        <tr className="border-b border-slate-200 text-left text-slate-500">
          {head.map((h) => (
            <th key={h} className="px-2 py-1 font-normal">
              {t(h)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r, k) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are redrawn whole from the mirror
          <tr key={k} className="border-b border-slate-100">
            {r.map(cell)}
          </tr>
        ))}
        <tr className="font-medium">{foot.map(cell)}</tr>
      </tbody>
    </table>
  )
}

function Figures({ s, labels }: { s: Settlement; labels: [FinanceWord, FinanceWord, FinanceWord] }) {
  const { t } = useTranslation([financeText.ns, 'translation'])
  return (
    <p className="mb-3 flex gap-6 text-sm" data-testid="settlement">
      {[s.owed, s.paid, s.outstanding].map((v, i) => (
        <span key={labels[i]}>
          {t(labels[i]!)} <b className="tabular-nums">{formatFen(v)}</b>
        </span>
      ))}
    </p>
  )
}

/** A list whose rows open a detail dialog. */
function ListWithDetail({
  resource,
  detail,
}: {
  resource: AnyResource
  detail: (row: Row, close: () => void) => ReactNode
}) {
  const { t } = useTranslation([financeText.ns, 'translation'])
  const [open, setOpen] = useState<Row | null>(null)
  return (
    <>
      <ResourceListPage
        resource={resource}
        rowActions={(row) => (
          <Button variant="link" onClick={() => setOpen(row)}>
            {t('detail')}
          </Button>
        )}
      />
      {open && detail(open, () => setOpen(null))}
    </>
  )
}

function LoanDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation([financeText.ns, 'translation'])
  const db = useUserDb()
  const data = useLiveQuery(async () => {
    const loan = (await db.table('loans').get(id)) as Row | undefined
    const repayments = (await db.table('loanRepayments').where('loan_id').equals(id).sortBy('date')) as Row[]
    return { loan, repayments }
  }, [db, id])
  const loan = data?.loan
  return (
    <Modal open onClose={onClose} title={t('loan', { name: String(loan?.code ?? '') })}>
      {loan && data && (
        <>
          <Figures s={settle(loan, data.repayments, LOAN)} labels={['principal', 'repaid', 'outstanding']} />
          <FenTable
            testId="loan-repayments"
            head={['translation:common.date', 'repaid', 'interest']}
            rows={data.repayments.map((r) => [String(r.date), Number(r.amount), Number(r.interest)])}
            foot={[t('translation:common.total'), total(data.repayments), total(data.repayments, 'interest')]}
          />
        </>
      )}
    </Modal>
  )
}

function ContractDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation([financeText.ns, 'translation'])
  const db = useUserDb()
  const data = useLiveQuery(async () => {
    const contract = (await db.table('projectContracts').get(id)) as Row | undefined
    const plans = (await db
      .table('contractPaymentPlans')
      .where('contract_id')
      .equals(id)
      .sortBy('due_date')) as Row[]
    const payments = (await db
      .table('contractPayments')
      .where('plan_id')
      .anyOf(plans.map((p) => p.id))
      .toArray()) as Row[]
    return { contract, plans, payments }
  }, [db, id])
  if (!data) return null
  const { rows, total: sum } = settleAll(data.plans, data.payments, STAGE)
  return (
    <Modal open onClose={onClose} title={t('contract', { name: String(data.contract?.name ?? '') })}>
      <p className="mb-2 text-sm">
        {t('contractAmount')} <b className="tabular-nums">{formatFen(Number(data.contract?.amount ?? 0))}</b>
      </p>
      <Figures s={sum} labels={['planned', 'paid', 'unpaid']} />
      <FenTable
        testId="contract-stages"
        head={['stage', 'translation:common.date', 'planned', 'paid', 'unpaid']}
        rows={rows.map((r) => [
          String(r.parent.title),
          String(r.parent.due_date),
          r.owed,
          r.paid,
          r.outstanding,
        ])}
        foot={[t('translation:common.total'), '', sum.owed, sum.paid, sum.outstanding]}
      />
    </Modal>
  )
}

/** /fina/finaloan: loans, each with its repayments and outstanding principal. */
export function LoansPage() {
  return (
    <ListWithDetail resource={loans} detail={(row, close) => <LoanDetail id={row.id} onClose={close} />} />
  )
}

/** /fina/finacontpay: payment stages; 明细 shows the whole contract's stages, paid and unpaid. */
export function ContractPlansPage() {
  return (
    <ListWithDetail
      resource={contractPaymentPlans}
      detail={(row, close) => <ContractDetail id={String(row.contract_id)} onClose={close} />}
    />
  )
}
