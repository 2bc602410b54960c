// Member card types (/dian/cardlist): what a card costs, the discount it gives, what it starts with.
import { RIGHTS } from '../../auth/access-codes.ts'
import { defineResource } from '../../resources/define-resource.ts'
import { common, f } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'
import { cardTypesWords } from './words.text.ts'

export const cardTypes = defineResource({
  name: 'cardTypes',
  title: cardTypesWords.cardTypes.title,
  api: { list: '/dian/getCardTypeList', save: '/dian/saveCardType', remove: '/dian/delCardType' },
  access: numberedAccess(280),
  // Prices and discounts are the shop manager's to set (issue 21), not the cashier's.
  writeAccess: { switch: 'sel280', code: RIGHTS.priceOverride.code },
  route: '/dian/cardlist',
  icon: 'bank-card-2-line',
  fields: {
    id: f.id(),
    name: f.text({ label: cardTypesWords.cardTypes.fields.name, required: true, max: 30 }),
    discount: f.int({ label: cardTypesWords.cardTypes.fields.discount, min: 1, max: 100 }),
    price: f.money({ label: cardTypesWords.cardTypes.fields.price }),
    initial_balance: f.money({ label: cardTypesWords.cardTypes.fields.initial_balance }),
    initial_points: f.int({ label: cardTypesWords.cardTypes.fields.initial_points, min: 0, max: 1_000_000 }),
    validity_days: f.int({ label: cardTypesWords.cardTypes.fields.validity_days, min: 0, max: 36_500 }),
    status: common.status({
      active: cardTypesWords.cardTypes.active.status,
      disabled: cardTypesWords.cardTypes.disabled.status,
    }),
  },
  indexes: ['name'],
  list: {
    columns: ['name', 'discount', 'price', 'initial_balance', 'validity_days', 'status'],
    search: ['name'],
    sort: 'name',
  },
  form: [['name', 'status'], ['discount', 'price'], ['initial_balance', 'initial_points'], ['validity_days']],
})
