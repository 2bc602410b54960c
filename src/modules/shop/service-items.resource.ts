// Service items (/dian/xiangmu): what the till sells.
import { RIGHTS } from '../../auth/access-codes.ts'
import { defineResource } from '../../resources/define-resource.ts'
import { common, f } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'
import { serviceItemsWords } from './words.text.ts'

export const serviceItems = defineResource({
  name: 'serviceItems',
  title: serviceItemsWords.serviceItems.title,
  api: { list: '/dian/getServiceItemList', save: '/dian/saveServiceItem', remove: '/dian/delServiceItem' },
  access: numberedAccess(280),
  // Prices and discounts are the shop manager's to set (issue 21), not the cashier's.
  writeAccess: { switch: 'sel280', code: RIGHTS.priceOverride.code },
  route: '/dian/xiangmu',
  icon: 'service-line',
  fields: {
    id: f.id(),
    name: f.text({ label: serviceItemsWords.serviceItems.fields.name, required: true, max: 40 }),
    category: f.text({ label: serviceItemsWords.serviceItems.fields.category, max: 20 }),
    code: f.text({ label: serviceItemsWords.serviceItems.fields.code, max: 20 }),
    /** The goods' printed barcode (EAN-13, EAN-8, UPC-A) the till's scanner reads; '' for services. */
    barcode: f.text({ label: serviceItemsWords.serviceItems.fields.barcode, max: 32 }),
    price: f.money({ label: serviceItemsWords.serviceItems.fields.price }),
    status: common.status({
      active: serviceItemsWords.serviceItems.active.status,
      disabled: serviceItemsWords.serviceItems.disabled.status,
    }),
    shop: f.text({ label: serviceItemsWords.serviceItems.fields.shop, max: 30 }),
    /** The technician's commission on this item, whole percent of what the customer paid (0: none). */
    commission_rate: f.int({
      label: serviceItemsWords.serviceItems.fields.commission_rate,
      min: 0,
      max: 100,
    }),
    /** The price-list version that set this price (server/shop/price-history.ts); the till sends the highest it holds. */
    price_version: f.int({ label: serviceItemsWords.serviceItems.fields.price_version, readOnly: true }),
  },
  indexes: ['name', 'code', 'category', 'barcode'],
  list: {
    columns: ['name', 'category', 'code', 'price', 'status', 'shop'],
    search: ['name', 'code'],
    sort: 'code',
  },
  form: [
    ['name', 'code'],
    ['category', 'price'],
    ['status', 'shop'],
    ['barcode', 'commission_rate'],
  ],
})
