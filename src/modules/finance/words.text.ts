// The words the finance module's records, rules, commands and menus say, zh and en side by side: read through
// inLanguage by the page, the workers and the server alike (their one home: docs/architecture.md, "Words").
import { bilingual, type TextTree } from '../../resources/text.ts'

/** The words of contract-payments.resource.ts. */
export const contractPaymentsWords = {
  contractPaymentPlans: {
    title: bilingual('合同付款计划', 'Contract payment plans'),
    fields: {
      contract_id: bilingual('项目合同', 'Contract'),
      title: bilingual('付款节点', 'Stage'),
      due_date: bilingual('计划日期', 'Due date'),
      amount: bilingual('计划金额', 'Planned amount'),
    },
  },
  contractPayments: {
    title: bilingual('合同付款', 'Payments'),
    fields: {
      plan_id: bilingual('付款节点', 'Stage'),
      date: bilingual('付款日期', 'Date'),
      amount: bilingual('付款金额', 'Amount'),
      voucher_no: bilingual('凭证号', 'Voucher no.'),
    },
  },
} satisfies TextTree

/** The words of finance-catalogue.resource.ts. */
export const financeCatalogueWords = {
  bankAccount: {
    label: bilingual('银行账户', 'Bank account'),
  },
  bankAccounts: {
    title: bilingual('银行账户', 'Bank accounts'),
    fields: {
      name: bilingual('账户名称', 'Account name'),
      account_no: bilingual('银行账号', 'Account no.'),
      opening_balance: bilingual('期初余额', 'Opening balance'),
    },
    active: {
      status: bilingual('使用中', 'In use'),
    },
    closed: {
      status: bilingual('已销户', 'Closed'),
    },
  },
  expenseSubjects: {
    title: bilingual('费用科目', 'Expense subjects'),
    fields: {
      code: bilingual('科目编码', 'Code'),
      name: bilingual('科目名称', 'Name'),
      kind: bilingual('科目类别', 'Kind'),
    },
    options: {
      kind: {
        project: bilingual('项目直接费用', 'Project direct'),
        management: bilingual('管理费用', 'Management'),
        financial: bilingual('财务费用', 'Financial'),
        sundry: bilingual('零星收支', 'Sundry'),
      },
    },
  },
} satisfies TextTree

/** The words of finance-entries.resource.ts. */
export const financeEntriesWords = {
  date: {
    label: bilingual('日期', 'Date'),
  },
  bookedFrom: {
    label: bilingual('审批单', 'Approval'),
  },
  entry: {
    amount: {
      label: bilingual('金额', 'Amount'),
    },
  },
  settlement: {
    open: bilingual('未结清', 'Open'),
    settled: bilingual('已结清', 'Settled'),
  },
  contractIncome: {
    title: bilingual('项目合同收入', 'Contract income'),
    fields: {
      contract_id: bilingual('项目合同', 'Contract'),
      kind: bilingual('类型', 'Kind'),
      invoice_no: bilingual('发票号', 'Invoice no.'),
    },
    options: {
      kind: {
        invoice: bilingual('开票', 'Invoice'),
        receipt: bilingual('收款', 'Receipt'),
      },
    },
  },
  directExpenses: {
    title: bilingual('项目直接费用', 'Direct expense'),
    fields: {
      subcontract_id: bilingual('分包采购合同', 'Subcontract'),
      subject_id: bilingual('费用科目', 'Subject'),
      payee: bilingual('收款单位', 'Payee'),
    },
  },
  managementExpenses: {
    title: bilingual('管理费用', 'Management expense'),
    fields: {
      subject_id: bilingual('费用科目', 'Subject'),
      depa_id: bilingual('部门', 'Department'),
    },
  },
  counterpartyLedger: {
    fields: {
      counterparty: bilingual('往来单位', 'Counterparty'),
      summary: bilingual('摘要', 'Summary'),
      amount: bilingual('金额', 'Amount'),
      due_date: bilingual('到期日', 'Due'),
    },
  },
  otherReceivables: {
    title: bilingual('其他应收', 'Other receivables'),
  },
  otherPayables: {
    title: bilingual('其他应付', 'Other payables'),
  },
  sundryEntries: {
    title: bilingual('零星收支', 'Sundry income and expense'),
    fields: {
      direction: bilingual('收支', 'Direction'),
      summary: bilingual('摘要', 'Summary'),
      amount: bilingual('金额', 'Amount'),
    },
    options: {
      direction: {
        income: bilingual('收入', 'Income'),
        expense: bilingual('支出', 'Expense'),
      },
    },
  },
} satisfies TextTree

/** The words of loans.resource.ts. */
export const loansWords = {
  loans: {
    title: bilingual('借款管理', 'Loans'),
    fields: {
      code: bilingual('借款编号', 'Loan no.'),
      lender: bilingual('出借方', 'Lender'),
      borrower: bilingual('借款方', 'Borrower'),
      principal: bilingual('借款本金', 'Principal'),
      rate_bp: bilingual('年利率（基点）', 'Annual rate (bp)'),
      start_date: bilingual('借款日期', 'Start date'),
      due_date: bilingual('到期日期', 'Due date'),
    },
    active: {
      status: bilingual('借款中', 'Running'),
    },
    settled: {
      status: bilingual('已结清', 'Settled'),
    },
  },
  loanRepayments: {
    title: bilingual('借款还款', 'Loan repayments'),
    fields: {
      loan_id: bilingual('借款', 'Loan'),
      date: bilingual('还款日期', 'Date'),
      amount: bilingual('归还本金', 'Principal repaid'),
      interest: bilingual('支付利息', 'Interest paid'),
    },
  },
} satisfies TextTree

/** The words of module.ts. */
export const financeModuleWords = {
  financeModule: {
    group: {
      title: bilingual('财务', 'Finance'),
    },
  },
} satisfies TextTree
