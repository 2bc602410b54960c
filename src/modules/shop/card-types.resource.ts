// Member card types (/dian/cardlist): what a card costs, the discount it gives, what it starts with.
import { RIGHTS } from '../../auth/access-codes.ts'
import { defineResource } from '../../resources/define-resource.ts'
import { common, f } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'

export const cardTypes = defineResource({
  name: 'cardTypes',
  title: { zh: '会员卡类型', en: 'Card types' },
  api: { list: '/dian/getCardTypeList', save: '/dian/saveCardType', remove: '/dian/delCardType' },
  access: numberedAccess(280),
  // Prices and discounts are the shop manager's to set (issue 21), not the cashier's.
  writeAccess: { switch: 'sel280', code: RIGHTS.priceOverride.code },
  route: '/dian/cardlist',
  icon: 'bank-card-2-line',
  fields: {
    id: f.id(),
    name: f.text({ label: { zh: '卡类型名称', en: 'Name' }, required: true, max: 30 }),
    discount: f.int({ label: { zh: '折扣（%）', en: 'Discount (%)' }, min: 1, max: 100 }),
    price: f.money({ label: { zh: '售价', en: 'Price' } }),
    initial_balance: f.money({ label: { zh: '开卡储值', en: 'Initial balance' } }),
    initial_points: f.int({ label: { zh: '开卡积分', en: 'Initial points' }, min: 0, max: 1_000_000 }),
    validity_days: f.int({ label: { zh: '有效期（天）', en: 'Valid for (days)' }, min: 0, max: 36_500 }),
    status: common.status({ active: { zh: '启用', en: 'Active' }, disabled: { zh: '停用', en: 'Disabled' } }),
  },
  indexes: ['name'],
  list: {
    columns: ['name', 'discount', 'price', 'initial_balance', 'validity_days', 'status'],
    search: ['name'],
    sort: 'name',
  },
  form: [['name', 'status'], ['discount', 'price'], ['initial_balance', 'initial_points'], ['validity_days']],
})
