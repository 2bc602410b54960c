// Shop insurance (/dian/baoxian; spec §2 names the view without its route): each shop's policies —
// property, public liability, employer's liability — with the premium and cover in fen and the
// dates, so a lapsing policy is seen before it lapses (sort by end date).
import { defineResource } from '../../resources/define-resource.ts'
import { common, f } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'
import { notBefore } from '../../resources/record-rules.ts'
import { insuranceWords } from './words.text.ts'

export const shopInsurance = defineResource({
  name: 'shopInsurance',
  title: insuranceWords.shopInsurance.title,
  api: { list: '/dian/getInsuranceList', save: '/dian/saveInsurance', remove: '/dian/delInsurance' },
  access: numberedAccess(280),
  route: '/dian/baoxian',
  icon: 'shield-check-line',
  fields: {
    id: f.id(),
    policy_no: f.text({
      label: insuranceWords.shopInsurance.fields.policy_no,
      required: true,
      max: 40,
      unique: true,
    }),
    // By name, as members and service items name their shop: the cashier's device holds no HR lists.
    shop: f.text({ label: insuranceWords.shopInsurance.fields.shop, required: true, max: 30 }),
    kind: f.enumOf({
      label: insuranceWords.shopInsurance.fields.kind,
      options: insuranceWords.shopInsurance.options.kind,
    }),
    insurer: f.text({ label: insuranceWords.shopInsurance.fields.insurer, required: true, max: 60 }),
    insured_amount: f.money({ label: insuranceWords.shopInsurance.fields.insured_amount, required: true }),
    premium: f.money({ label: insuranceWords.shopInsurance.fields.premium, required: true }),
    start_date: f.date({ label: insuranceWords.shopInsurance.fields.start_date, required: true }),
    end_date: f.date({ label: insuranceWords.shopInsurance.fields.end_date, required: true }),
    status: common.status({
      active: insuranceWords.shopInsurance.active.status,
      expired: insuranceWords.shopInsurance.expired.status,
      cancelled: insuranceWords.shopInsurance.cancelled.status,
    }),
    remark: common.remark,
  },
  rules: [notBefore('end_date', 'start_date')],
  indexes: ['shop', 'end_date'],
  list: {
    columns: ['policy_no', 'shop', 'kind', 'insurer', 'insured_amount', 'premium', 'end_date', 'status'],
    search: ['policy_no', 'insurer'],
    sort: 'end_date',
  },
  form: [
    ['policy_no', 'shop'],
    ['kind', 'insurer'],
    ['insured_amount', 'premium'],
    ['start_date', 'end_date'],
    ['status'],
    ['remark'],
  ],
})
