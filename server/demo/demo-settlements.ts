// Demo loans and contract payment plans: a bank loan being repaid quarterly with interest, a loan to
// the group's property company already settled, a shareholder's loan not yet touched; each demo
// contract paid in the usual stages (advance, progress, completion, settlement, retention), the stages
// due by the end of October 2026 paid, the latest of them in part. All amounts are integer fen.
import { monotonicFactory } from 'ulid'

const ulid = monotonicFactory()
type Rec = Record<string, string | number>

/** YYYY-MM-DD `months` later, on the same day of the month (the demo's days are all ≤ 28). */
function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const k = y * 12 + (m - 1) + months
  return `${Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`
}

const COMPANY = '华建示范工程有限公司'
/** The demo's "today": stages and repayments up to here have happened. */
const AS_OF = '2026-10-31'

function demoLoans(bankAccountId: string) {
  const loan = (
    code: string,
    lender: string,
    borrower: string,
    principal: number,
    rate_bp: number,
    start: string,
    months: number,
    status: string,
    remark: string,
  ): Rec => ({
    id: ulid(),
    code,
    lender,
    borrower,
    principal,
    rate_bp,
    start_date: start,
    due_date: addMonths(start, months),
    bank_account_id: bankAccountId,
    status,
    remark,
  })
  const loans = [
    loan(
      'JK-2026-001',
      '中国工商银行杭州滨江支行',
      COMPANY,
      5_000_000_00,
      385,
      '2026-01-15',
      12,
      'active',
      '流动资金贷款，按季还本付息',
    ),
    loan(
      'JK-2026-002',
      COMPANY,
      '华建物业服务有限公司',
      800_000_00,
      300,
      '2026-03-01',
      6,
      'settled',
      '集团内部借款',
    ),
    loan('JK-2026-003', '王建国', COMPANY, 1_200_000_00, 0, '2026-08-10', 12, 'active', '股东借款，免息'),
  ] as [Rec, Rec, Rec]
  const loanRepayments: Rec[] = []
  // Each repayment pays the interest on what was outstanding over the period, and part of the principal.
  const repay = (l: Rec, schedule: [string, number][], periodsPerYear: number) => {
    let outstanding = Number(l.principal)
    for (const [date, amount] of schedule) {
      const interest = Math.round((outstanding * Number(l.rate_bp)) / 10_000 / periodsPerYear)
      loanRepayments.push({
        id: ulid(),
        loan_id: l.id!,
        date,
        amount,
        interest,
        bank_account_id: bankAccountId,
        handler: '陈美玲',
        remark: '',
      })
      outstanding -= amount
    }
  }
  repay(
    loans[0],
    [
      ['2026-04-15', 1_000_000_00],
      ['2026-07-15', 1_000_000_00],
      ['2026-10-15', 1_000_000_00],
    ],
    4,
  )
  repay(
    loans[1],
    [
      ['2026-06-01', 400_000_00],
      ['2026-09-01', 400_000_00],
    ],
    4,
  )
  return { loans, loanRepayments }
}

const STAGES: [string, number, number][] = [
  ['预付款', 10, 0],
  ['基础完成进度款', 25, 3],
  ['主体封顶进度款', 30, 7],
  ['竣工验收款', 20, 12],
  ['结算款', 12, 15],
  ['质保金', 3, 27],
]

function demoContractPayments(contracts: Rec[], bankAccountId: string) {
  const contractPaymentPlans: Rec[] = []
  const contractPayments: Rec[] = []
  for (const c of contracts) {
    const amount = Number(c.amount)
    let planned = 0
    const plans = STAGES.map(([stage, pct, months], i) => {
      // The last stage takes what rounding left, so the stages add up to the contract exactly.
      const share = i === STAGES.length - 1 ? amount - planned : Math.round((amount * pct) / 100)
      planned += share
      const row = {
        id: ulid(),
        contract_id: c.id!,
        title: `${c.code} ${stage}`,
        due_date: addMonths(String(c.signed_date), months),
        amount: share,
        remark: `合同额的 ${pct}%`,
      }
      contractPaymentPlans.push(row)
      return row
    })
    const due = plans.filter((p) => p.due_date <= AS_OF)
    due.forEach((p, i) => {
      const part = i === due.length - 1 ? Math.round(p.amount * 0.6) : p.amount
      contractPayments.push({
        id: ulid(),
        plan_id: p.id,
        date: `${p.due_date.slice(0, 8)}28`,
        amount: part,
        bank_account_id: bankAccountId,
        voucher_no: `记-${p.due_date.slice(0, 7).replace('-', '')}-${String(i + 1).padStart(3, '0')}`,
        remark: '',
      })
    })
  }
  return { contractPaymentPlans, contractPayments }
}

export function demoSettlements(links: { contracts: Rec[]; bankAccounts: Rec[] }): Record<string, Rec[]> {
  const [basic, projectAccount] = links.bankAccounts as [Rec, Rec]
  return {
    ...demoLoans(String(basic.id)),
    ...demoContractPayments(links.contracts, String(projectAccount.id)),
  }
}
