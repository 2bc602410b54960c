// The finance pages' words (namespace 'finance'): zh and en side by side.
import { moduleText } from '../../i18n/module-text.ts'
import { bilingual } from '../../resources/text.ts'

export const financeText = moduleText('finance', {
  detail: bilingual('明细', 'Details'),
  loan: bilingual('借款 {{name}}', 'Loan {{name}}'),
  contract: bilingual('合同 {{name}}', 'Contract {{name}}'),
  principal: bilingual('本金', 'Principal'),
  repaid: bilingual('已还本金', 'Repaid'),
  outstanding: bilingual('未还本金', 'Outstanding'),
  interest: bilingual('利息', 'Interest'),
  stage: bilingual('付款节点', 'Stage'),
  planned: bilingual('计划金额', 'Planned'),
  paid: bilingual('已付', 'Paid'),
  unpaid: bilingual('未付', 'Unpaid'),
  contractAmount: bilingual('合同金额', 'Contract amount'),
})

export type FinanceWord = keyof typeof financeText.pairs
