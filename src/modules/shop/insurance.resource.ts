// Shop insurance (/dian/baoxian; spec §2 names the view without its route): each shop's policies —
// property, public liability, employer's liability — with the premium and cover in fen and the
// dates, so a lapsing policy is seen before it lapses (sort by end date).
import { defineResource } from '../../resources/define-resource.ts'
import { common, f } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'
import { notBefore } from '../../resources/record-rules.ts'
import { bilingual } from '../../resources/text.ts'

export const shopInsurance = defineResource({
  name: 'shopInsurance',
  title: bilingual('门店保险', 'Shop insurance'),
  api: { list: '/dian/getInsuranceList', save: '/dian/saveInsurance', remove: '/dian/delInsurance' },
  access: numberedAccess(280),
  route: '/dian/baoxian',
  icon: 'shield-check-line',
  fields: {
    id: f.id(),
    policy_no: f.text({ label: bilingual('保单号', 'Policy no.'), required: true, max: 40, unique: true }),
    // By name, as members and service items name their shop: the cashier's device holds no HR lists.
    shop: f.text({ label: bilingual('门店', 'Shop'), required: true, max: 30 }),
    kind: f.enumOf({
      label: bilingual('险种', 'Cover'),
      options: {
        property: bilingual('财产一切险', 'Property'),
        liability: bilingual('公众责任险', 'Public liability'),
        employer: bilingual('雇主责任险', "Employer's liability"),
        cash: bilingual('现金保险', 'Cash in transit'),
      },
    }),
    insurer: f.text({ label: bilingual('保险公司', 'Insurer'), required: true, max: 60 }),
    insured_amount: f.money({ label: bilingual('保险金额', 'Sum insured'), required: true }),
    premium: f.money({ label: bilingual('保费', 'Premium'), required: true }),
    start_date: f.date({ label: bilingual('起保日期', 'Starts'), required: true }),
    end_date: f.date({ label: bilingual('终保日期', 'Ends'), required: true }),
    status: common.status({
      active: bilingual('保障中', 'In force'),
      expired: bilingual('已到期', 'Expired'),
      cancelled: bilingual('已退保', 'Cancelled'),
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
